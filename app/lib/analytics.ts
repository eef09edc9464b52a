import { useEffect } from "react";
import { useLocation } from "react-router";
import { ANALYTICS_RETRY_MS } from "~common/timings";

type PageViewFn = (event: "page_view", props: { path: string; title: string }) => void;

/** The global analytics function's name, set at build time; empty means analytics is off. */
const PROVIDER = import.meta.env.VITE_ANALYTICS_GLOBAL as string | undefined;

function provider(): PageViewFn | undefined {
  if (!PROVIDER) return undefined;
  const candidate = (window as unknown as Record<string, unknown>)[PROVIDER];
  return typeof candidate === "function" ? (candidate as PageViewFn) : undefined;
}

/**
 * Sends a page view on every navigation when an analytics provider is configured. A provider
 * not loaded yet is retried once after 1 s, then skipped with a console warning (spec section 8).
 */
export function trackPageView(
  path: string,
  retry = true,
): ReturnType<typeof setTimeout> | undefined {
  if (!PROVIDER) return undefined;
  const send = provider();
  if (send) {
    send("page_view", { path, title: document.title });
    return undefined;
  }
  if (retry) return setTimeout(() => trackPageView(path, false), ANALYTICS_RETRY_MS);
  console.warn(`Analytics (${PROVIDER}) is not available; page view skipped for ${path}`);
  return undefined;
}

export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = trackPageView(pathname + search);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
