// Islands: partial hydration for the blocks of a page that only show text, pictures and links.
//
// React hydrates a page by running every one of its components again in the browser. A page's
// title, its story or the footer's links need not run: on a first load an island keeps the HTML
// the server drew, and its component (with its words) is not in the page's first-load JavaScript.
// After a navigation inside the site there is no server HTML to keep, so the island draws its
// component, fetched then with a retry after a lost connection (lazy-part.ts).
//
// What may be an island: a component in a `*.island.tsx` file, whose props are plain data (the
// `IslandProps` type below) and which has no state, effects or event handlers (eslint refuses them
// in those files: a handler there would be dead on a first load). Its links work all the same:
// the island's wrapper follows them inside the site, as React Router's <Link> would.
import {
  Suspense,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
} from "react";
import { useNavigate } from "react-router";
import { lazyPart } from "./lazy-part";
import { useScrollToSection } from "./scroll-to-section";

/** Plain data: what the server's HTML can be drawn from, and nothing a click could call. */
export type IslandData =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly IslandData[]
  | { readonly [key: string]: IslandData };

/** An island's props: data only (a function prop, such as a handler, does not type-check). */
export type IslandProps<Props> = { [Key in keyof Props]: IslandData };

const subscribe = () => () => undefined;

/** True while React hydrates the server's HTML (it reads the server snapshot then), else false. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** The server's HTML of the island marked `mark`, read while React hydrates the page. */
function serverHtml(mark: string): string | null {
  if (import.meta.env.SSR) return null;
  return document.querySelector(`[data-island="${CSS.escape(mark)}"]`)?.innerHTML ?? null;
}

/**
 * Follows a click on a link in the island's HTML inside the site, as <Link> does: a path without a
 * new document, a home-page section (`/#contact`) by scrolling to it (after going home). A click
 * that a drawn <Link> handled, a link to another site, tab or download, a place on this page and a
 * click with a modifier key are left to the browser.
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
    const homeSection = url.pathname === "/" && url.hash;
    if (!homeSection && url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    if (homeSection) scrollToSection(decodeURIComponent(url.hash.slice(1)));
    else void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * An island of the component that `load` imports (`() => import("./x.island").then((m) => m.X)`).
 * It is kept in an element of `display: contents`, which adds no box: a `span` inside phrasing
 * content (a button's label), else a `div`. Should its props change in the browser (a visitor's
 * year, not the one the page was built in), the component is fetched and drawn with them, the
 * server's HTML showing until it has arrived.
 */
export function island<Props extends IslandProps<Props>>(
  load: () => Promise<ComponentType<Props>>,
  Wrapper: "div" | "span" = "div",
): ComponentType<Props> {
  const Drawn = lazyPart<Props>(() => load().then((component) => ({ default: component })));
  return function Island(props: Props) {
    const mark = useId();
    const hydrating = useHydrating();
    const [kept] = useState(() => {
      const html = hydrating ? serverHtml(mark) : null;
      return html === null ? null : { html, props: JSON.stringify(props) };
    });
    const followLinks = useFollowLinks();
    const wrapper = { className: "contents", "data-island": mark, onClick: followLinks };
    const drawn = (
      <Wrapper {...wrapper}>
        <Drawn {...props} />
      </Wrapper>
    );
    if (!kept) return drawn;
    const keptHtml = <Wrapper {...wrapper} dangerouslySetInnerHTML={{ __html: kept.html }} />;
    if (kept.props === JSON.stringify(props)) return keptHtml;
    return <Suspense fallback={keptHtml}>{drawn}</Suspense>;
  };
}
