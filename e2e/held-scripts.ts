import type { Page } from "@playwright/test";

/**
 * Holds every script of the site until `release` is called: the page is there, painted and
 * readable, and React is not (decision 039).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Opens `path` without waiting for the load event, which the held scripts may be part of. */
export async function openBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}
