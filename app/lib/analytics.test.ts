// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const PROVIDER = "coffeeAnalytics";

/** The page's globals: the analytics function appears on window once its script has loaded. */
const page: Record<string, unknown> = {};

async function loadAnalytics(provider: string) {
  vi.stubEnv("VITE_ANALYTICS_GLOBAL", provider);
  vi.resetModules();
  return import("./analytics");
}

beforeEach(() => {
  for (const key of Object.keys(page)) delete page[key];
  vi.stubGlobal("window", page);
  vi.stubGlobal("document", { title: "Current Offers" });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("trackPageView", () => {
  it("sends the page view at once when the provider is there", async () => {
    const { trackPageView } = await loadAnalytics(PROVIDER);
    const pageView = vi.fn();
    page[PROVIDER] = pageView;
    trackPageView("/offers?region=Guji");
    expect(pageView).toHaveBeenCalledExactlyOnceWith("page_view", {
      path: "/offers?region=Guji",
      title: "Current Offers",
    });
  });

  it("waits 1 s for a provider that has not loaded yet, then sends the view once", async () => {
    const { trackPageView } = await loadAnalytics(PROVIDER);
    const pageView = vi.fn();
    trackPageView("/offers");
    page[PROVIDER] = pageView;
    vi.advanceTimersByTime(999);
    expect(pageView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pageView).toHaveBeenCalledExactlyOnceWith("page_view", {
      path: "/offers",
      title: "Current Offers",
    });
    vi.runAllTimers();
    expect(pageView).toHaveBeenCalledOnce();
  });

  it("skips the view with a warning when the provider is still missing after the retry", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { trackPageView } = await loadAnalytics(PROVIDER);
    trackPageView("/news-events");
    vi.advanceTimersByTime(1000);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "Analytics (coffeeAnalytics) is not available; page view skipped for /news-events",
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does nothing when no provider is configured", async () => {
    const { trackPageView } = await loadAnalytics("");
    page[PROVIDER] = vi.fn();
    expect(trackPageView("/offers")).toBeUndefined();
    expect(page[PROVIDER]).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
