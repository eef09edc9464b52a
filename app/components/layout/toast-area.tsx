import { Suspense } from "react";
import { lazyPart } from "~/lib/lazy-part";
import { useHydrated } from "~/lib/use-hydrated";

// Radix Toast is not in a page's first load: it arrives once the page has hydrated, before a
// visitor can have sent a form, so that a form sent without a network still says so.
const Toaster = lazyPart(() => import("./toaster"));

/** The toast area (spec section 4): the toaster, once the page is interactive. */
export function ToastArea() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
