// A part of a page whose code arrives when it is first drawn, and arrives again after a lost
// connection (decision 057).
//
// React's lazy() keeps the outcome of its one import for good: once a part's code failed to arrive
// (a phone between two cells at a trade fair), the part fails each time it is drawn, and the error
// fallback's Try Again brings the same failure back until the page is reloaded. A browser that
// follows whatwg/html#10327 (Chromium does) fetches a module again when an import of it failed.
import { createElement, lazy, type ComponentType } from "react";

/** Each part whose code failed to arrive, with the way to have it fetched anew. */
const failed = new Set<() => void>();

/**
 * A component whose code `load` imports when it is first drawn, as React's lazy(). Should that
 * import fail, the part fails to draw (the page's error fallback shows) until the fallback's Try
 * Again, which has the import made again (fetchFailedPartsAgain). Not before: a part drawn again
 * at once would ask the network again and again while it is down.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let current = lazy(attempt);
  function attempt() {
    return load().catch((error: unknown) => {
      failed.add(() => (current = lazy(attempt)));
      throw error;
    });
  }
  return function LazyPart(props: Props) {
    return createElement(current, props);
  };
}

/** The error fallback's Try Again: the parts whose code failed to arrive fetch it anew when drawn. */
export function fetchFailedPartsAgain() {
  for (const fetchAgain of failed) fetchAgain();
  failed.clear();
}
