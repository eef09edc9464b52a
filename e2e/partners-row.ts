import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Where the section after the partners (resources) starts on the page, in CSS pixels. */
function resourcesTop(page: Page) {
  return page
    .locator("#resources")
    .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
}

/**
 * Opens the home page with GET /api/partners held, so that it shows "Loading partners...", waits
 * for the page's load and fonts, then lets the records in. Returns the row they arrived in and how
 * far the section after the partners moved when they did (0 when nothing below shifted).
 */
export async function partnersArrive(page: Page, lastName: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/partners", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const partners = page.locator("#partners");
  await expect(partners.getByText("Loading partners...")).toBeVisible();
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  const before = await resourcesTop(page);
  release();
  const row = partners.getByRole("list", { name: "Partners and Customers" });
  await expect(row.getByText(lastName, { exact: true })).toBeAttached();
  return { row, moved: (await resourcesTop(page)) - before };
}

/** Opens the home page and waits for the partners' row to hold its records. */
export async function openPartnersRow(page: Page) {
  await page.goto("/");
  const partners = page.locator("#partners");
  const records = partners.getByRole("list", { name: "Partners and Customers" });
  await expect(records.getByText("Djibouti Port Services", { exact: true })).toBeAttached();
  return { partners, records };
}
