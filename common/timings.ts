// Timings (milliseconds) of the spec (sections 8 and 9). Their own module, not part of
// constants.ts: the root layout uses some, and what it imports loads with every page. One constant
// each, so that a page's first load carries only the ones its code reads. (The toasts' limit and
// removal delay are the toast store's, app/lib/toast-store.ts.)

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SUCCESS_MS = 6000;
export const TOAST_FAILURE_MS = 8000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const ANALYTICS_RETRY_MS = 1000;
export const MENU_SCROLL_DELAY_MS = 100;
export const LOGOUT_RELOAD_DELAY_MS = 100;
