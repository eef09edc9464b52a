// The console during a component test: every console.error is kept, and the set-up fails the test
// on any the test did not expect (STYLE.md: a test fails on an unexpected console.error).
import { vi } from "vitest";
import { ERROR_LOG_PREFIX } from "~/lib/log-error";

type Logged = unknown[];

let logged: Logged[] = [];
let expected: ((args: Logged) => boolean)[] = [];

/** What jsdom lacks, not the page: the HTML <search> element (every current browser has it). */
const jsdomGaps = [
  ([message, tag]: Logged) =>
    typeof message === "string" &&
    message.startsWith("The tag <%s> is unrecognized") &&
    tag === "search",
];

/** From here to the end of the test, console.error is kept instead of printed. */
export function watchConsoleErrors() {
  logged = [];
  expected = [...jsdomGaps];
  vi.spyOn(console, "error").mockImplementation((...args: Logged) => void logged.push(args));
}

/** Lines the test provokes on purpose (an error boundary reporting a failed render). */
export function expectConsoleErrors(matches: (args: Logged) => boolean): Logged[] {
  expected.push(matches);
  return logged.filter(matches);
}

/**
 * What was logged and not expected. The API client logs each failure it reports (spec section 8):
 * a test that made a call fail expects that line.
 */
export function unexpectedConsoleErrors(): Logged[] {
  return logged.filter(
    (args) => args[0] !== ERROR_LOG_PREFIX && !expected.some((matches) => matches(args)),
  );
}
