import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;
// The year the page was prerendered in; the browser swaps in its own year right after hydration.
const BUILD_YEAR = new Date().getFullYear();

/** Always the visitor's current year (spec section 4), without a hydration mismatch. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
