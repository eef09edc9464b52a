// The toast store (toast-store.ts) says here when it raises a toast: the page's toast area
// (components/layout/toast-area.tsx) loads the toaster then, and the store with it, so that
// neither is in a page's first load, only in the code of the forms that raise toasts.

/** How many toasts the page has raised. */
let raised = 0;
const waiting = new Set<{ after: number; then: (raised: number) => void }>();

export function signalToastRaised() {
  raised += 1;
  for (const waiter of waiting) {
    waiting.delete(waiter);
    waiter.then(raised);
  }
}

/**
 * Runs `then` once the page has raised more than `after` toasts (by default, once it has raised
 * one), with how many: at once if it already has (a page's own effects run before the toast
 * area's), else at the next. Returns a way to stop waiting.
 */
export function onToastRaised(then: (raised: number) => void, after = 0): () => void {
  if (raised > after) {
    then(raised);
    return () => undefined;
  }
  const waiter = { after, then };
  waiting.add(waiter);
  return () => void waiting.delete(waiter);
}
