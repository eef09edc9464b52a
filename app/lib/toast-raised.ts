// The toast store (toast-store.ts) says here when it raises a toast: the page's toast area
// (components/layout/toast-area.tsx) loads the toaster then, and the store with it, so that
// neither is in a page's first load, only in the code of the forms that raise toasts.

/** The event sent on `window` when a toast is raised. */
const TOAST_RAISED = "abyssinia:toast-raised";

/** Whether a toast has been raised on this page, read as an external store's snapshot. */
let toastRaised = false;

export function signalToastRaised() {
  toastRaised = true;
  dispatchEvent(new Event(TOAST_RAISED));
}

export const hasToastBeenRaised = () => toastRaised;

export function subscribeToastRaised(listener: () => void) {
  addEventListener(TOAST_RAISED, listener);
  return () => removeEventListener(TOAST_RAISED, listener);
}
