// Parts of a page that do nothing in the browser are not hydrated (decision 049).
//
// Most of a public page is text, pictures and links. React hydrates a page by running every one of
// its components again in the browser, so each part's code and content came with the first load
// only to draw what the server's HTML already shows. A static part keeps the server's HTML as it
// is on the first load: its code loads only when the part is drawn in the browser, after a
// navigation from another page.
import {
  lazy,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
} from "react";
import { useNavigate } from "react-router";
import { useScrollToSection } from "./scroll-to-section";

const subscribe = () => () => undefined;

/** True while React hydrates the server's HTML (React reads the server snapshot then), else false. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** The server's HTML of the part marked `mark`, when React is hydrating the page that holds it. */
function serverHtml(mark: string): string | null {
  if (import.meta.env.SSR) return null;
  return document.querySelector(`[data-part="${CSS.escape(mark)}"]`)?.innerHTML ?? null;
}

/** The element id a hash names (`#csr` → `csr`); a malformed escape is taken as written. */
function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * A link in a part's server HTML is a plain <a>: it follows it as React Router's <Link> would,
 * inside the site without a new document, and a home-page section's link (`/#contact`) scrolls to
 * it as the menu does. A click that a part's own component handled, a link to another site or
 * another tab, a download and a click with a modifier key are left to the browser.
 */
function useFollowLinks() {
  const navigate = useNavigate();
  const scrollToSection = useScrollToSection();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (url.pathname === "/" && url.hash) scrollToSection(sectionId(url.hash));
    else void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * A part of a page drawn by the server and kept as it is in the browser. `load` gives its
 * component, imported with `import()` so that its code (and the content it shows) is not in the
 * page's first load. The server draws the component; on the first load the browser keeps that
 * HTML (in an element of `display: contents`, which adds no box) without running it; after a
 * navigation inside the site the browser loads the component and draws it. Only for a component
 * with no state, no effects and no handlers but its links: anything else in it would not work on
 * the first load. A part inside phrasing content (a button's label) is kept in a `span`.
 */
export function staticPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Wrapper: "div" | "span" = "div",
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function StaticPart(props: Props) {
    const mark = useId();
    const hydrating = useHydrating();
    const [html] = useState(() => (hydrating ? serverHtml(mark) : null));
    const followLinks = useFollowLinks();
    return html === null ? (
      <Wrapper className="contents" data-part={mark} onClick={followLinks}>
        <Part {...props} />
      </Wrapper>
    ) : (
      <Wrapper
        className="contents"
        data-part={mark}
        onClick={followLinks}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  };
}
