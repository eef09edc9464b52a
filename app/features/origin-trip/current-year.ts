import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;
// The year the page was prerendered in (vite.config.ts), not the browser's: React hydrates the
// page with the year its HTML shows, then swaps in the visitor's own.
const BUILD_YEAR = import.meta.env.BUILD_YEAR as number;

/** Always the visitor's current year (spec section 4), without a hydration mismatch. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
