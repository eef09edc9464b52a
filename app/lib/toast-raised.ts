// The toast store (toast-store.ts) says here when it raises a toast: the page's toast area
// (components/layout/toast-area.tsx) loads the toaster then, and the store with it, so that
// neither is in a page's first load, only in the code of the forms that raise toasts.

let raised = false;
const waiting = new Set<() => void>();

export function signalToastRaised() {
  raised = true;
  for (const then of waiting) then();
  waiting.clear();
}

/**
 * Runs `then` once a toast has been raised on this page: at once if one already was (a page's own
 * effects run before the toast area's), else at the first. Returns a way to stop waiting.
 */
export function onToastRaised(then: () => void): () => void {
  if (raised) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => void waiting.delete(then);
}
