/**
 * How the tests and benches start Debian's Chromium here: as root, without a GPU, and without the
 * background connections that this machine's closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
