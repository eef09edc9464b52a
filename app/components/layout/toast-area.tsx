import { useEffect, useState, type ComponentType } from "react";

/** How long the toast area waits before asking again for a toaster that did not arrive. */
const TOASTER_RETRY_MS = 5_000;

/**
 * The toast area (spec section 4). Radix Toast is not in a page's first load: it is fetched once
 * the page has hydrated, before a visitor can have sent a form, so that a form sent without a
 * network still says so. Should it not arrive (no network), it is asked for again every few
 * seconds; toasts raised meanwhile wait in the store, and the latest shows once it has.
 * A plain import and state rather than Suspense: Suspense reveals on a timer, and the toast's own
 * timing (5-8 s) must start when it shows.
 */
export function ToastArea() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      import("./toaster").then(
        (module) => live && setToaster(() => module.default),
        () => live && (retry = setTimeout(load, TOASTER_RETRY_MS)),
      );
    void load();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
