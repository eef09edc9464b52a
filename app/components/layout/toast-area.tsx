import { useEffect, useState, type ComponentType } from "react";
import { onToastRaised } from "~/lib/toast-raised";

let loadedToaster: ComponentType | null = null;

/**
 * The toast area (spec section 4). Radix Toast and the toasts' store load with the first toast a
 * visitor raises, not with every page; once loaded they stay, so later toasts replace the older
 * one as the spec says. Should the toaster's code not arrive (no network), the next toast asks for
 * it again, and shows once it has.
 * A plain import and state rather than Suspense: Suspense reveals on a timer, and the toast's
 * own timing (5-8 s) must start when it shows.
 */
export function ToastArea() {
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  // How many toasts the page had raised when the toaster's code last failed to arrive.
  const [failedAt, setFailedAt] = useState(0);
  useEffect(() => {
    if (Toaster) return;
    let mounted = true;
    const stop = onToastRaised(
      (raised) =>
        void import("./toaster").then(
          (module) => {
            loadedToaster = module.default;
            if (mounted) setToaster(() => module.default);
          },
          () => mounted && setFailedAt(raised),
        ),
      failedAt,
    );
    return () => {
      mounted = false;
      stop();
    };
  }, [Toaster, failedAt]);
  return Toaster ? <Toaster /> : null;
}
