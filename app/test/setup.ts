// Set-up of every component test (vitest.config.ts, project "components", on jsdom).
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { unexpectedConsoleErrors, watchConsoleErrors } from "./console-errors";

// What jsdom does not lay out or scroll: the components call these to move the view, which a test
// does not see; without them the call throws or jsdom logs "Not implemented".
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {};
window.scrollTo = () => undefined;
// Nor does it capture pointers (Radix's toast swipe asks whether it has).
Element.prototype.hasPointerCapture = () => false;
Element.prototype.setPointerCapture = () => undefined;
Element.prototype.releasePointerCapture = () => undefined;
// Nor does it resize anything: an observer that never reports (the partners' row measures its ends).
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Every query says "no match": no reduced motion asked for, a narrow window.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// Lazy parts (dialogs, tabs, the select's list) arrive by import(), which a CI machine shared by
// several jobs can take more than Testing Library's default second to transform the first time.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // No test reaches the network: a call that the test's API stub (app/test/api-stub.ts) does not
  // answer fails the test.
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      throw new Error(`A request the test did not expect: ${String(input)}`);
    }),
  );
  watchConsoleErrors();
  // Pictures are drawn without the built media manifest (npm run build:media runs with a build,
  // not before the unit tests): the warning that says so would repeat for every picture.
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("ResponsiveImage: no built media")) warn(...args);
  });
});

afterEach(() => {
  cleanup();
  // Drafts a form saved must not fill the next test's form.
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(unexpectedConsoleErrors(), "console.error during the test").toEqual([]);
});
