// The page's toast area (components/layout/toast-area.tsx) loads the toaster when toasts are
// wanted: when the toast store (toast-store.ts) raises one, and before that when a form that raises
// them takes the focus or the admin desk is shown, so that the toaster has arrived before a form is
// sent, while the connection is there: a form sent without a network still says so. Neither the toaster nor the
// store is in a page's first load, only in the code of the forms that raise toasts.

/** How many times the page has wanted toasts. */
let wanted = 0;
const waiting = new Set<{ after: number; then: (wanted: number) => void }>();

/** A toast raised, a form that raises toasts taking the focus, or the admin desk shown. */
export function signalToastWanted() {
  wanted += 1;
  for (const waiter of waiting) {
    waiting.delete(waiter);
    waiter.then(wanted);
  }
}

/**
 * Runs `then` once the page has wanted toasts more than `after` times (by default, once it has at
 * all), with how many: at once if it already has (a page's own effects run before the toast
 * area's), else at the next. Returns a way to stop waiting.
 */
export function onToastWanted(then: (wanted: number) => void, after = 0): () => void {
  if (wanted > after) {
    then(wanted);
    return () => undefined;
  }
  const waiter = { after, then };
  waiting.add(waiter);
  return () => void waiting.delete(waiter);
}
