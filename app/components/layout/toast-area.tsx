import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { hasToastBeenRaised, subscribeToastRaised } from "~/lib/toast-raised";

let loadedToaster: ComponentType | null = null;

/**
 * The toast area (spec section 4). Radix Toast and the toasts' store load with the first toast a
 * visitor raises, not with every page; once loaded they stay, so later toasts replace the older
 * one as the spec says. Whether a toast was raised is read as an external store, which React reads
 * again once it listens: a toast raised before this area's effects ran is seen as one raised after.
 * A plain import and state rather than Suspense: Suspense reveals on a timer, and the toast's
 * own timing (5-8 s) must start when it shows.
 */
export function ToastArea() {
  const raised = useSyncExternalStore(subscribeToastRaised, hasToastBeenRaised, () => false);
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  useEffect(() => {
    if (Toaster || !raised) return;
    let mounted = true;
    void import("./toaster").then(
      (module) => {
        loadedToaster = module.default;
        if (mounted) setToaster(() => module.default);
      },
      () => undefined,
    );
    return () => void (mounted = false);
  }, [raised, Toaster]);
  return Toaster ? <Toaster /> : null;
}
