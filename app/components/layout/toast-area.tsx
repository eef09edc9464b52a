import { useEffect, useState, type ComponentType } from "react";
import { onToastWanted } from "~/lib/toast-wanted";

let loadedToaster: ComponentType | null = null;

/**
 * The toast area (spec section 4). Radix Toast and the toasts' store load when toasts are first
 * wanted (a form that raises them takes the focus, or a toast is raised), not with every page; once
 * loaded they stay, so later toasts replace the older one as the spec says. Should the toaster's
 * code not arrive (no network), the next want asks for it again, and it shows the latest toast
 * once it has.
 * A plain import and state rather than Suspense: Suspense reveals on a timer, and the toast's
 * own timing (5-8 s) must start when it shows.
 */
export function ToastArea() {
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  // How many times toasts were wanted when the toaster's code last failed to arrive.
  const [failedAt, setFailedAt] = useState(0);
  useEffect(() => {
    if (Toaster) return;
    let mounted = true;
    const stop = onToastWanted(
      (wanted) =>
        void import("./toaster").then(
          (module) => {
            loadedToaster = module.default;
            if (mounted) setToaster(() => module.default);
          },
          () => mounted && setFailedAt(wanted),
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
