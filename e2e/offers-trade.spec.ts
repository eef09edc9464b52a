// Issue 11: a buyer can act on the offer list. The counter counts available lots only (sold-out
// lots are listed last, issue 47), each card states its price basis, per kg and position, the list
// sorts and switches to a table, the list downloads as CSV and Excel, and the sample dialog
// carries the lot's own facts.
import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { expect, hydrated, test } from "./fixtures";
import { choose, createLot, lotCard, uniqueTag } from "./offer-lots";

const COUNTER = /^Showing (\d+) of (\d+) available lots$/;

test.describe("trading from the offer list", () => {
  test("the counter counts available lots; sold-out lots are listed last, and alone under Sold Out", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const sold = await createLot(adminApi, { name: `${tag} Sold Lot`, availability: "sold-out" });
    const open = await createLot(adminApi, { name: `${tag} Open Lot`, availability: "pre-ship" });
    await page.goto("/offers");
    const counter = page.getByText(COUNTER);
    await expect(counter).toBeVisible();
    const [, shown, total] = COUNTER.exec((await counter.textContent()) ?? "") ?? [];
    expect(shown).toBe(total);
    await expect(lotCard(page, open.name)).toBeVisible();
    await expect(lotCard(page, sold.name)).toBeVisible();
    await expect(lotCard(page, "Yirgacheffe Banko Gotiti Anaerobic Natural")).toBeVisible();

    await choose(page, "Availability", "Sold Out");
    await expect(page).toHaveURL(/[?&]availability=sold-out/);
    await expect(page.getByText(`Showing 0 of ${total} available lots`)).toBeVisible();
    await expect(lotCard(page, sold.name)).toBeVisible();
    await expect(lotCard(page, open.name)).toHaveCount(0);
  });

  test("a card gives the price with its basis, per lb and per kg, the position and the category", async ({
    page,
    adminApi,
  }) => {
    const name = `${uniqueTag()} Kebado Grade 1 Natural`;
    await createLot(adminApi, {
      name,
      grade: "Grade 1",
      pricePerLbs: 6.3,
      priceBasis: "ex-warehouse",
      warehouseLocation: "Hamburg",
      position: "in-warehouse",
      cropYear: "2025/26",
    });
    await page.goto(`/offers?q=${encodeURIComponent(name)}`);
    const card = lotCard(page, name);
    await expect(card).toContainText("$6.30/lb ex-warehouse Hamburg · $13.89/kg");
    await expect(card.getByRole("definition")).toContainText([
      "Natural · Grade 1",
      "Specialty",
      "In warehouse",
      "2025/26",
    ]);
  });

  test("sorts by cup score, price and lot size, kept in the URL", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const a = await createLot(adminApi, {
      name: `${tag} A`,
      cupScore: 86,
      pricePerLbs: 7.1,
      lotSize: 300,
    });
    const b = await createLot(adminApi, {
      name: `${tag} B`,
      cupScore: 89,
      pricePerLbs: 5.2,
      lotSize: 150,
    });
    const c = await createLot(adminApi, {
      name: `${tag} C`,
      cupScore: 84,
      pricePerLbs: 6.4,
      lotSize: 640,
    });
    const order = (...lots: { name: string }[]) =>
      expect(page.getByRole("heading", { level: 2 }).filter({ hasText: tag })).toHaveText(
        lots.map((lot) => lot.name),
      );
    await page.goto(`/offers?q=${tag}`);
    await order(c, b, a); // newest first

    await choose(page, "Sort by", "Cup score (high to low)");
    await expect(page).toHaveURL(/[?&]sort=cup-score/);
    await order(b, a, c);
    await choose(page, "Sort by", "Price (low to high)");
    await order(b, c, a);
    await choose(page, "Sort by", "Lot size (large to small)");
    await order(c, a, b);

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText(
      "Lot size (large to small)",
    );
    await order(c, a, b);
  });

  test("a compact table for comparing lots, its toggle kept in the URL", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const lot = await createLot(adminApi, {
      name: `${tag} Table Lot`,
      pricePerLbs: 4.35,
      priceBasis: "fob-djibouti",
    });
    await page.goto(`/offers?q=${tag}`);
    const cards = page.getByRole("button", { name: "Cards", exact: true });
    const table = page.getByRole("button", { name: "Table", exact: true });
    await expect(cards).toHaveAttribute("aria-pressed", "true");
    await expect(table).toHaveAttribute("aria-pressed", "false");

    await table.click();
    await expect(table).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/[?&]view=table/);
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: lot.name }) });
    await expect(row).toContainText("$4.35/lb FOB Djibouti");
    await expect(row).toContainText("$9.59/kg");
    const quote = row.getByRole("button", { name: `Request Quote for ${lot.name}` });
    await expect(quote).toBeEnabled();
    // On a desktop the whole row fits: its actions are in sight without scrolling sideways.
    await expect(quote).toBeInViewport({ ratio: 1 });
    const sample = row.getByRole("button", { name: `Request Sample of ${lot.name}` });
    await expect(sample).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("article")).toHaveCount(0);
    // Each action opens its form for this lot.
    await sample.click();
    const sampleDialog = page.getByRole("dialog", { name: "Request a Sample" });
    await expect(sampleDialog.getByRole("region", { name: "Selected Coffee" })).toContainText(
      lot.name,
    );
    await page.keyboard.press("Escape");
    await expect(sampleDialog).toBeHidden();
    await quote.click();
    const quoteDialog = page.getByRole("dialog");
    await expect(quoteDialog.getByText("Step 1 of 2")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(quoteDialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole("rowheader", { name: lot.name })).toBeVisible();
    await cards.click();
    await expect(lotCard(page, lot.name)).toBeVisible();
    await expect(page).not.toHaveURL(/view=/);
  });

  test("the layout switch works from the keyboard, and the focus stays on the layout chosen", async ({
    page,
  }) => {
    await page.goto("/offers");
    await hydrated(page);
    const cards = page.getByRole("button", { name: "Cards", exact: true });
    const table = page.getByRole("button", { name: "Table", exact: true });
    // The switch is drawn anew by its code on the first press: the focus comes back to it.
    await table.focus();
    await page.keyboard.press("Enter");
    await expect(table).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/[?&]view=table/);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(table).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(cards).toBeFocused();
    await page.keyboard.press("Space");
    await expect(cards).toHaveAttribute("aria-pressed", "true");
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(cards).toBeFocused();
  });

  test("downloads the list shown as CSV and Excel, the Sold Out view's too", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const sold = await createLot(adminApi, { name: `${tag} Sold`, availability: "sold-out" });
    const open = await createLot(adminApi, { name: `${tag} Open`, availability: "in-stock" });
    /** The lot names of the list's downloads, as CSV and as Excel. */
    const downloaded = async () => {
      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download CSV" }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^offers-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await csv.path())!, "utf8");
      const [excel] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download Excel" }).click(),
      ]);
      expect(excel.suggestedFilename()).toMatch(/^offers-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
      const names: string[] = [];
      workbook.getWorksheet("offers")!.eachRow((row, index) => {
        if (index > 1) names.push(String(row.getCell(1).value));
      });
      return {
        csv: text
          .split("\n")
          .filter((line) => line.includes(tag))
          .map((line) => line.split(",")[0]),
        excel: names,
      };
    };

    await page.goto(`/offers?q=${tag}`);
    await expect(lotCard(page, sold.name)).toBeVisible();
    // As listed: the lot on offer, then the sold-out one.
    expect(await downloaded()).toEqual({
      csv: [open.name, sold.name],
      excel: [open.name, sold.name],
    });

    await choose(page, "Availability", "Sold Out");
    await expect(lotCard(page, open.name)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      /[?&]availability=sold-out/,
    );
    expect(await downloaded()).toEqual({ csv: [sold.name], excel: [sold.name] });
  });

  test("the sample and quote dialogs of a specialty lot carry the lot's own facts", async ({
    page,
    adminApi,
  }) => {
    const name = `${uniqueTag()} Chelchele Grade 1 Washed`;
    await createLot(adminApi, {
      name,
      region: "Yirgacheffe",
      variety: "Kurume",
      processing: "Washed",
      grade: "Grade 1",
      cupScore: 88.5,
      sampleAvailable: true,
    });
    await page.goto(`/offers?q=${encodeURIComponent(name)}`);
    await lotCard(page, name).getByRole("button", { name: "Request Sample" }).click();
    const summary = page.getByRole("dialog").getByRole("region", { name: "Selected Coffee" });
    await expect(summary).toContainText(name);
    await expect(summary.getByRole("term")).toHaveText([
      "Region",
      "Variety",
      "Processing",
      "Grade",
      "Category",
    ]);
    await expect(summary.getByRole("definition")).toHaveText([
      "Yirgacheffe",
      "Kurume",
      "Washed",
      "Grade 1",
      "Specialty",
    ]);

    // The quote dialog states the same facts of the lot and pre-selects its grade and method.
    await page.keyboard.press("Escape");
    await lotCard(page, name).getByRole("button", { name: "Request Quote" }).click();
    const quote = page.getByRole("dialog");
    await expect(quote).toContainText("Yirgacheffe · Kurume · Washed · Grade 1 · Specialty");
  });
});
