import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { SITEMAP_PAGES, UNLISTED_PAGES } from "../common/site-pages";

// Every prerendered page.
const PUBLIC_ROUTES = [...SITEMAP_PAGES, ...UNLISTED_PAGES, "/offers?view=table"];

test.describe("accessibility (axe, WCAG 2.1 A and AA)", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Let data-driven sections settle so they are checked too, and React take the page: the
      // newsletter's Subscribe is disabled until then and fades in over 150 ms after, and axe
      // would read its colours halfway.
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => window.earlyEvents?.done === true);
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 3)
              .join(", ")})`,
        );
      expect(serious, serious.join("\n")).toEqual([]);
    });
  }
});
