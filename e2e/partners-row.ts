import type { Page } from "@playwright/test";

/**
 * Holds the answer of GET /api/partners until `release` is called, so that a test sees the
 * partners' loading state and then the records arriving on a page it has already measured.
 */
export async function holdPartners(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/partners", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where the section after the partners (resources) starts on the page, in CSS pixels. */
export function resourcesTop(page: Page) {
  return page
    .locator("#resources")
    .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
}
