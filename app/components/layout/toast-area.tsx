import { useEffect, useState, type ComponentType } from "react";
import { onToastRaised } from "~/lib/toast-raised";

let loadedToaster: ComponentType | null = null;

/**
 * The toast area (spec section 4). Radix Toast and the toasts' store load with the first toast a
 * visitor raises, not with every page; once loaded they stay, so later toasts replace the older
 * one as the spec says.
 * A plain import and state rather than Suspense: Suspense reveals on a timer, and the toast's
 * own timing (5-8 s) must start when it shows.
 */
export function ToastArea() {
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  useEffect(() => {
    if (Toaster) return;
    let mounted = true;
    const stop = onToastRaised(
      () =>
        void import("./toaster").then(
          (module) => {
            loadedToaster = module.default;
            if (mounted) setToaster(() => module.default);
          },
          () => undefined,
        ),
    );
    return () => {
      mounted = false;
      stop();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
