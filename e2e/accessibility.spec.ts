import { seriousViolations } from "./axe-check";
import { expect, test } from "./fixtures";
import { SITEMAP_PAGES, UNLISTED_PAGES } from "../common/site-pages";

// Every page of the site map, and the unlisted ones.
const PUBLIC_ROUTES = [...SITEMAP_PAGES, ...UNLISTED_PAGES, "/offers?view=table"];

test.describe("accessibility (axe, WCAG 2.1 A and AA)", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const serious = await seriousViolations(page);
      expect(serious, serious.join("\n")).toEqual([]);
    });
  }
});
