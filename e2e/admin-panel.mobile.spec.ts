// The admin panel on a 390 px phone: every tab reachable, tables scroll inside their card.
import { openAdminTab, seedQuote } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { uniqueTag } from "./offer-lots";

test.describe("admin panel on a phone", () => {
  test("every tab is on screen and the request table scrolls inside its card", async ({
    page,
    api,
  }) => {
    const tag = uniqueTag();
    await seedQuote(api, tag);
    await signInAsAdmin(page);
    await page.goto("/admin");
    const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
    await expect(tabs.first()).toBeVisible();
    // The tabs wrap onto more rows: none is cut off at the screen's edge.
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    // The header's buttons keep their label on one line, even beside the undelivered-mail notice.
    const add = page.getByRole("button", { name: "Add New Offer" });
    const overflow = await add.evaluate((button) => button.scrollHeight - button.clientHeight);
    expect(overflow).toBeLessThanOrEqual(1);

    await openAdminTab(page, /^Quotes \(\d+\)$/);
    await page.getByRole("searchbox", { name: /^Search / }).fill(tag);
    const table = page.getByRole("region", { name: "Quote Requests table" });
    await expect(table.getByRole("row").filter({ hasText: tag })).toHaveCount(1);

    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    const box = (await table.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    // The columns past the card's edge are reached by scrolling the table, not the page.
    const actions = table.getByRole("columnheader", { name: "Actions" });
    await actions.scrollIntoViewIfNeeded();
    // 0.99: the column can end a fraction of a pixel past the edge (ratio 0.9989 seen in CI).
    await expect(actions).toBeInViewport({ ratio: 0.99 });
    expect(await table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
