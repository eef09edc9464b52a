import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true once the page is interactive.
 * A control that only works with JavaScript can stay disabled until then, so an early click
 * is not lost or turned into a native form submission.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
