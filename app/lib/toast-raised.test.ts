// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";

// Each test takes a fresh page's module: whether a toast was raised is the page's state.
let module: typeof import("./toast-raised");
beforeEach(async () => {
  vi.resetModules();
  module = await import("./toast-raised");
});

describe("a raised toast reaches the toast area", () => {
  it("tells one waiting for the first toast, once", () => {
    const then = vi.fn();
    module.onToastRaised(then);
    expect(then).not.toHaveBeenCalled();
    module.signalToastRaised();
    module.signalToastRaised();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("tells one that starts waiting after a toast was raised, at once", () => {
    module.signalToastRaised();
    const then = vi.fn();
    module.onToastRaised(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("tells one waiting for a toast after the ones it saw at the next, with how many were raised", () => {
    module.signalToastRaised();
    const then = vi.fn();
    module.onToastRaised(then, 1);
    expect(then).not.toHaveBeenCalled();
    module.signalToastRaised();
    expect(then).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("does not tell one that stopped waiting", () => {
    const then = vi.fn();
    module.onToastRaised(then)();
    module.signalToastRaised();
    expect(then).not.toHaveBeenCalled();
  });
});
