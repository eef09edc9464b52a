import { lazy, Suspense, useState } from "react";
import { useToasts } from "~/lib/toast-store";

const Toaster = lazy(() => import("./toaster"));

/**
 * The toast area (spec section 4). Radix Toast loads with the first toast a visitor raises, not
 * with every page; once loaded it stays, so later toasts replace the older one as the spec says.
 */
export function ToastArea() {
  const raised = useToasts().length > 0;
  const [loaded, setLoaded] = useState(false);
  if (raised && !loaded) setLoaded(true);
  if (!raised && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
