// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";

// Each test takes a fresh page's module: whether toasts were wanted is the page's state.
let module: typeof import("./toast-wanted");
beforeEach(async () => {
  vi.resetModules();
  module = await import("./toast-wanted");
});

describe("wanted toasts reach the toast area", () => {
  it("tells one waiting for the first want, once", () => {
    const then = vi.fn();
    module.onToastWanted(then);
    expect(then).not.toHaveBeenCalled();
    module.signalToastWanted();
    module.signalToastWanted();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("tells one that starts waiting after toasts were wanted, at once", () => {
    module.signalToastWanted();
    const then = vi.fn();
    module.onToastWanted(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("tells one waiting past the wants it saw at the next, with how many there were", () => {
    module.signalToastWanted();
    const then = vi.fn();
    module.onToastWanted(then, 1);
    expect(then).not.toHaveBeenCalled();
    module.signalToastWanted();
    expect(then).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("does not tell one that stopped waiting", () => {
    const then = vi.fn();
    module.onToastWanted(then)();
    module.signalToastWanted();
    expect(then).not.toHaveBeenCalled();
  });
});
