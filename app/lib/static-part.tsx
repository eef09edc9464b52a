// Parts of a page that do nothing in the browser are not hydrated (decision 049).
//
// Most of a public page is text, pictures and links. React hydrates a page by running every one of
// its components again in the browser, so each part's code and content came with the first load
// only to draw what the server's HTML already shows. A static part keeps the server's HTML as it
// is on the first load: its code loads only when the part is drawn in the browser, after a
// navigation from another page.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from "react";
import { useNavigate } from "react-router";
import { lazyPart } from "./lazy-part";
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
 * What a part's buttons do, by name: a button in the part says in its markup which one it calls
 * (`data-action="register"`), and the part's wrapper listens for its clicks, the same on a part
 * kept as the server drew it and on one drawn by its code. The action is given the button.
 */
export type PartActions = Readonly<Record<string, (button: HTMLElement) => void>>;

/**
 * A part's clicks. A button runs its action, or scrolls to the home-page section it names
 * (`data-section`, as the Back buttons do) as the menu does. A link in a part's server HTML is a
 * plain <a>: it follows it as React Router's <Link> would, inside the site without a new document,
 * a home-page section's link (`/#contact`) scrolls to it, and a link to the page the visitor is on
 * returns to its top. A click that a part's own component handled, a link to another site or
 * another tab or to a place on this page (`#itinerary`), a download and a click with a modifier
 * key are left to the browser.
 */
function usePartClicks(actions: PartActions | undefined, acted: RefObject<string | null>) {
  const navigate = useNavigate();
  const scrollToSection = useScrollToSection();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = (event.target as Element).closest(
      "a[href], button[data-action], button[data-section]",
    );
    if (!target || !event.currentTarget.contains(target)) return;
    if (target instanceof HTMLButtonElement) {
      // Handled here: a part around this one leaves it alone.
      event.preventDefault();
      const { action, section = "" } = target.dataset;
      acted.current = focusSelector(target, event.currentTarget);
      return action ? actions?.[action]?.(target) : scrollToSection(section);
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = target as HTMLAnchorElement;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    const home = url.pathname === "/" && url.hash;
    const here = url.pathname === window.location.pathname && url.search === window.location.search;
    if (!home && here && url.hash) return;
    event.preventDefault();
    if (home) scrollToSection(sectionId(url.hash));
    // A link to the page the visitor is on (the logo on the home page) goes back to its top.
    else if (here) window.scrollTo({ top: 0, behavior: "smooth" });
    else void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * A part's component, and a way to fetch its code before its props change: a page whose visitor
 * is about to change them (opens a filter) has it drawn without a wait.
 */
export type StaticPart<Props extends object> = ComponentType<Props & { actions?: PartActions }> & {
  preload: () => void;
};

/**
 * A selector for a part's button by what it does: its `data-` attributes, which name the action
 * and what it acts on (decision 052). It names the button across drawings of its part: the server's
 * HTML and the part drawn by its code.
 */
export function buttonSelector(button: HTMLElement): string {
  const data = Object.entries(button.dataset).map(
    ([key, value]) =>
      `[data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${CSS.escape(value ?? "")}"]`,
  );
  return `button${data.join("")}`;
}

/**
 * A selector for the element to focus again once the part is drawn anew: the field that had the
 * focus (by its name: Enter in a field presses its form's button), else the button that acted (by
 * its `data-` attributes, which say what it does).
 */
function focusSelector(button: HTMLElement, part: HTMLElement): string {
  const focused = document.activeElement;
  const name = focused instanceof HTMLInputElement ? focused.name : "";
  if (name && part.contains(focused)) return `input[name="${CSS.escape(name)}"]`;
  return buttonSelector(button);
}

/**
 * A form in a part is never sent by the browser itself: its button's action sends it. (A click on
 * the button, or Enter in a field, which clicks it, is taken by the part's clicks; this is for a
 * submission replayed from before the page's scripts ran, decision 039.)
 */
function onPartSubmit(actions: PartActions | undefined) {
  return (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = submitter instanceof HTMLButtonElement ? submitter.dataset.action : undefined;
    if (submitter && action) actions?.[action]?.(submitter);
  };
}

/**
 * Once a part's code has drawn it in place of the server's HTML, the button that caused it (its
 * action changed the part's props) has the focus again if it had it: a keyboard stays where it was.
 */
function FocusAgain({ mark, acted }: { mark: string; acted: RefObject<string | null> }) {
  useLayoutEffect(() => {
    const selector = acted.current;
    acted.current = null;
    if (!selector || (document.activeElement && document.activeElement !== document.body)) return;
    const part = document.querySelector(`[data-part="${CSS.escape(mark)}"]`);
    part?.querySelector<HTMLElement>(selector)?.focus();
  }, [mark, acted]);
  return null;
}

/**
 * What is pressed on the page: a pointer, or Space on a button (which clicks it when the key comes
 * up). A part is not drawn anew under a press, which would take the element it began on out of the
 * page and lose its click.
 */
const pressed = { pointer: false, space: false };
const pressing = () => pressed.pointer || pressed.space;
/** The events after which a press may have ended. */
const RELEASES = ["pointerup", "pointercancel", "keyup", "blur"];
if (!import.meta.env.SSR) {
  addEventListener("pointerdown", () => (pressed.pointer = true), true);
  for (const type of ["pointerup", "pointercancel"])
    addEventListener(type, () => (pressed.pointer = false), true);
  addEventListener(
    "keydown",
    (event) => {
      if (event.key === " " && event.target instanceof HTMLButtonElement) pressed.space = true;
    },
    true,
  );
  addEventListener("keyup", (event) => event.key === " " && (pressed.space = false), true);
  // The window losing the focus mid-press (another window, a dialog of the browser's) ends it: no
  // key or pointer comes up here then.
  addEventListener(
    "blur",
    (event) => event.target === window && (pressed.pointer = pressed.space = false),
    true,
  );
}

/** Runs `then` once nothing is pressed, after the click a press in progress ends with. */
function afterPress(then: () => void) {
  if (!pressing()) return then();
  const released = () => {
    if (pressing()) return;
    for (const type of RELEASES) removeEventListener(type, released, true);
    setTimeout(then);
  };
  for (const type of RELEASES) addEventListener(type, released, true);
}

/**
 * A part of a page drawn by the server and kept as it is in the browser. `load` gives its
 * component, imported with `import()` so that its code (and the content it shows) is not in the
 * page's first load. The server draws the component; on the first load the browser keeps that
 * HTML (in an element of `display: contents`, which adds no box) without running it; after a
 * navigation inside the site the browser loads the component and draws it. Only for a component
 * with no state, no effects and no handlers of its own: its links and its buttons act through the
 * wrapper (links followed inside the site, buttons by their `data-action`), kept or drawn alike.
 * Its props are what the server drew it with: should they change in the browser (the page's state,
 * a year that turned since the page was built), its code draws it anew. Until that code has
 * arrived, and while a pointer is pressed, the server's HTML stays as it is, the very elements a
 * visitor may be pressing (and for good, should the code not arrive: its buttons and links still
 * act). A button whose action changed the props has the focus back. A part inside phrasing content
 * (a button's label) is kept in a `span`.
 */
export function staticPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Wrapper: "div" | "span" = "div",
): StaticPart<Props> {
  // The part's component, once its code has arrived.
  let loaded: ComponentType<Props> | undefined;
  const fetchCode = () => load().then((component) => (loaded = component));
  const Part = lazyPart<Props>(() => fetchCode().then((component) => ({ default: component })));
  function StaticPart({ actions, ...rest }: Props & { actions?: PartActions }) {
    const props = rest as Props;
    const mark = useId();
    const hydrating = useHydrating();
    const [kept] = useState(() => {
      const html = hydrating ? serverHtml(mark) : null;
      return html === null ? null : { html, props };
    });
    const acted = useRef<string | null>(null);
    const onClick = usePartClicks(actions, acted);
    const onSubmit = onPartSubmit(actions);
    // Props are plain data, as the server's HTML is drawn from them. Once drawn by its code, a part
    // stays drawn: props back as they were do not bring the server's HTML (and a lost focus) back.
    const redrawn = useRef(false);
    const drawnWith = kept ? JSON.stringify(props) : "";
    if (kept && JSON.stringify(kept.props) !== drawnWith) redrawn.current = true;
    const [arrived, setArrived] = useState(false);
    const drawnOnce = useRef(false);
    const draws = redrawn.current && (drawnOnce.current || arrived || !pressing());
    const Drawn = kept && draws ? loaded : undefined;
    if (Drawn) drawnOnce.current = true;
    const waiting = kept !== null && redrawn.current && !Drawn;
    // Should the code not arrive, the props' next change asks for it again.
    const askedWith = waiting ? drawnWith : "";
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      fetchCode().then(
        () => afterPress(() => live && setArrived(true)),
        () => undefined,
      );
      return () => void (live = false);
    }, [waiting, askedWith]);

    const wrapper = { className: "contents", "data-part": mark, onClick, onSubmit };
    if (kept && !Drawn)
      return <Wrapper key="kept" {...wrapper} dangerouslySetInnerHTML={{ __html: kept.html }} />;
    return (
      <Wrapper key="drawn" {...wrapper}>
        {Drawn ? <Drawn {...props} /> : <Part {...props} />}
        {kept ? <FocusAgain mark={mark} acted={acted} /> : null}
      </Wrapper>
    );
  }
  return Object.assign(StaticPart, {
    preload: () => void fetchCode().catch(() => undefined),
  });
}
