import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { choose, createLot, lotCard, openQuote, uniqueTag } from "./offer-lots";

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe("current offers on a phone", () => {
  test("the list and filters fit the screen", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const limu = await createLot(adminApi, {
      name: `${tag} Limmu Debakulu Grade 2 Washed Forest Shade`,
      region: "Jimma/Limmu",
      producer: "Debakulu cooperative of the Limmu Kossa highlands",
      warehouseLocation: "Addis Ababa (Gelan) dry mill and bonded warehouse, Bole Lemi",
    });
    await page.goto("/offers");
    await expect(
      page.getByRole("heading", { level: 1, name: "Current Ethiopian Coffee Offers" }),
    ).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ available lots$/)).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByLabel("Search").fill(tag);
    await choose(page, "Region", "Limmu");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(lotCard(page, limu.name)).toBeVisible();
    await expectNoHorizontalScroll(page);

    const card = await lotCard(page, limu.name).boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(390);
  });

  test("the quote dialog keeps its title and Close in sight when it moves to step 2", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const lot = await createLot(adminApi, { name: `${tag} Guji Hambela` });
    const dialog = await openQuote(page, lot.name);
    for (const [label, value] of Object.entries({
      "First name": "Abebe",
      "Last name": "Kebede",
      Email: "abebe@roastery.example",
      Company: "Nordlicht",
      Country: "Germany",
    }))
      await dialog.getByLabel(label).fill(value);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
    const title = dialog.getByRole("heading", { name: "Coffee Specifications" });
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByLabel("Coffee", { exact: true })).toBeInViewport();
  });

  test("the table view scrolls sideways inside its card, not the page", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const lot = await createLot(adminApi, { name: `${tag} Guji Uraga Grade 1 Natural` });
    await page.goto(`/offers?q=${tag}&view=table`);
    const scroller = page.getByRole("region", { name: "Current lots" });
    await expect(scroller.getByRole("rowheader", { name: lot.name })).toBeVisible();
    await expectNoHorizontalScroll(page);
    const widths = await scroller.evaluate((element) => ({
      client: element.clientWidth,
      scroll: element.scrollWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const quote = scroller.getByRole("button", { name: `Request Quote for ${lot.name}` });
    await quote.scrollIntoViewIfNeeded();
    await expect(quote).toBeInViewport();
    await expectNoHorizontalScroll(page);
  });

  test("the quote dialog works at 390 px", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, {
      name: `${tag} Yirgacheffe Chelbesa`,
      region: "Yirgacheffe",
    });
    await page.goto(`/offers?q=${tag}`);
    await lotCard(page, offer.name).getByRole("button", { name: "Request Quote" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    const email = `${tag.toLowerCase()}@roastery.example`;
    for (const [label, value] of [
      ["First name", "Abebe"],
      ["Last name", "Kebede"],
      ["Email", email],
      ["Company", "Nordlicht"],
      ["Job title/role", "Buyer"],
      ["Address line 1", "Speicherstadt 12"],
      ["City", "Hamburg"],
      ["Postal code", "20457"],
      ["Country", "Germany"],
    ] as const) {
      await dialog.getByLabel(label).fill(value);
    }
    // The actions stay on screen while the form scrolls under them.
    await expect(dialog.getByRole("button", { name: "Next" })).toBeInViewport();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
    await expect(dialog.getByLabel("Region", { exact: true })).toHaveValue("Yirgacheffe, Ethiopia");
    await expect(dialog.getByLabel("Coffee", { exact: true })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(
      page
        .getByRole("region", { name: /Notifications/ })
        .getByText("Quote Request Submitted Successfully!"),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () =>
        (await adminApi.get<{ email: string }[]>("/api/quote-requests")).some(
          (quote) => quote.email === email,
        ),
      )
      .toBe(true);
  });
});
