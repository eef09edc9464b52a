// axe's serious and critical WCAG 2.1 A/AA violations on a page, once it has settled.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/**
 * Lets data-driven sections settle and React take the page (the newsletter's Subscribe is
 * disabled until then and fades in over 150 ms after: axe would read its colours halfway), then
 * lists each serious or critical violation with its first three places.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation (a toast replaced by the next) has ended too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}
