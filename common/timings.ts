// Timings (milliseconds) and toast settings of the spec (sections 8 and 9). Their own module, not
// part of constants.ts: the root layout uses them, and what it imports loads with every page.

export const TIMINGS = {
  toastDefaultMs: 5000,
  toastSuccessMs: 6000,
  toastFailureMs: 8000,
  /** A dismissed toast is removed from memory after this long. */
  toastRemoveDelayMs: 1_000_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  analyticsRetryMs: 1000,
  menuScrollDelayMs: 100,
  logoutReloadDelayMs: 100,
} as const;

export const TOAST_SETTINGS = {
  limit: 1,
  swipeDirection: "right",
  swipeThresholdPx: 50,
  hotkey: ["F8"],
} as const;
