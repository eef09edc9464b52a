import { useEffect, useState, type ComponentType } from "react";
import { useToasts } from "~/lib/toast-store";

let loadedToaster: ComponentType | null = null;

/**
 * The toast area (spec section 4). Radix Toast loads with the first toast a visitor raises, not
 * with every page; once loaded it stays, so later toasts replace the older one as the spec says.
 * A plain import and state rather than Suspense: Suspense reveals on a timer, and the toast's
 * own timing (5-8 s) must start when it shows.
 */
export function ToastArea() {
  const raised = useToasts().length > 0;
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loadedToaster);
  useEffect(() => {
    if (!raised || Toaster) return;
    let mounted = true;
    void import("./toaster").then((module) => {
      loadedToaster = module.default;
      if (mounted) setToaster(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, [raised, Toaster]);
  return Toaster ? <Toaster /> : null;
}
