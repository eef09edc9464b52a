import {
  expect,
  hydrated,
  navigateInApp,
  openFromAnotherPage,
  requestsTo,
  slowCode,
  test,
} from "./fixtures";
import { choose, createLot, lotCard, uniqueTag } from "./offer-lots";
import type { Page } from "@playwright/test";
import type { Offer } from "../common/contract/records";

const COUNTER = /^Showing (\d+) of (\d+) available lots$/;
const SIX_REGIONS = ["Yirgacheffe", "Guji", "Sidamo", "Limmu", "Nekemt", "Benchi Maji"];

/** The cards with a Sold Out badge. */
const soldOutCards = (page: Page) =>
  page.getByRole("article").filter({ has: page.getByText("Sold Out", { exact: true }) });

/** An element's text colour as red, green and blue (the page's colours are written in oklch). */
function textRgb(element: Element): number[] {
  const context = document.createElement("canvas").getContext("2d")!;
  context.fillStyle = getComputedStyle(element).color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
}

test.describe("current offers", () => {
  test("shows a loading text, then the seeded lots and a counter", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/offers", async (route) => {
      await held;
      await route.fallback();
    });
    await openFromAnotherPage(page, "/offers");
    await expect(
      page.getByRole("heading", { level: 1, name: "Current Ethiopian Coffee Offers" }),
    ).toBeVisible();
    await expect(page.getByText("Offers are updated weekly.")).toBeVisible();
    await expect(page.getByText("Loading current offers...")).toBeVisible();
    release();

    await expect(page.getByText("Loading current offers...")).toBeHidden();
    for (const name of [
      "Yirgacheffe Chelchele Grade 1 Washed",
      "Guji Arsosala Grade 1 Natural",
      "Limmu Debakulu Grade 2 Washed",
    ]) {
      await expect(lotCard(page, name)).toBeVisible();
    }
    const counter = page.getByText(COUNTER);
    await expect(counter).toBeVisible();
    const [, shown, total] = COUNTER.exec((await counter.textContent()) ?? "") ?? [];
    expect(shown).toBe(total);
    // Every lot is listed; the counter counts those not sold out.
    const soldOut = await soldOutCards(page).count();
    expect(soldOut).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("article")).toHaveCount(Number(shown) + soldOut);
  });

  test("lists every lot, the sold-out ones last with a red Sold Out badge, quotes disabled, not counted", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    // The sold-out lot is the newer: the list still puts it after the lot on offer.
    const open = await createLot(adminApi, { name: `${tag} Open Lot`, availability: "in-stock" });
    const sold = await createLot(adminApi, { name: `${tag} Sold Lot`, availability: "sold-out" });
    await page.goto("/offers");
    await expect(page.getByRole("combobox", { name: "Availability" })).toHaveText("All");
    const counter = page.getByText(COUNTER);
    await expect(counter).toBeVisible();
    const [, shown, total] = COUNTER.exec((await counter.textContent()) ?? "") ?? [];
    expect(shown).toBe(total);

    const card = lotCard(page, sold.name);
    const badge = card.getByText("Sold Out", { exact: true });
    await expect(badge).toBeVisible();
    const [red, green, blue] = await badge.evaluate(textRgb);
    expect(red).toBeGreaterThan(green! + 60);
    expect(red).toBeGreaterThan(blue! + 60);
    await expect(card.getByRole("button", { name: "Request Quote" })).toBeDisabled();
    await expect(
      lotCard(page, open.name).getByRole("button", { name: "Request Quote" }),
    ).toBeEnabled();

    // The sold-out cards come after every other, and only they are left out of the count.
    const names = await page
      .getByRole("article")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    const soldNames = await soldOutCards(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(soldNames).toContain(sold.name);
    expect(names.slice(names.length - soldNames.length)).toEqual(soldNames);
    expect(names.length - soldNames.length).toBe(Number(shown));
    await expect(
      page.getByText(
        `Not counted above: ${soldNames.length} sold-out lots, which can no longer be quoted.`,
      ),
    ).toBeVisible();

    // The table lists them the same way.
    await page.getByRole("button", { name: "Table" }).click();
    const row = page.getByRole("row").filter({ hasText: sold.name });
    await expect(row.getByRole("button", { name: "Request Quote" })).toBeDisabled();
  });

  test("offers every region a lot can have; a region that names none lists no lot", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const nekemt = await createLot(adminApi, { name: `${tag} Gimbi Natural`, region: "Nekemt" });
    const benchi = await createLot(adminApi, {
      name: `${tag} Sheko Washed`,
      region: "Benchi Maji",
    });
    await page.goto(`/offers?q=${tag}`);
    const region = page.getByRole("combobox", { name: "Region" });
    await region.click();
    await expect(page.getByRole("option")).toHaveText(["All", ...SIX_REGIONS]);
    await page.keyboard.press("Escape");
    await choose(page, "Region", "Nekemt");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(lotCard(page, nekemt.name)).toBeVisible();
    await choose(page, "Region", "Benchi Maji");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(lotCard(page, benchi.name)).toBeVisible();

    await page.goto("/offers?region=Atlantis");
    await expect(page.getByRole("heading", { name: "No coffees found" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByText(/^Showing 0 of [1-9]\d* available lots$/)).toBeVisible();
    await expect(region).toHaveText("Atlantis");
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      /[?&]region=Atlantis/,
    );
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(region).toHaveText("All");
    await expect(lotCard(page, "Guji Arsosala Grade 1 Natural")).toBeVisible();
  });

  test("a visit that starts on /offers never asks the API for the lots it was sent", async ({
    page,
  }) => {
    const asked = requestsTo(page, "/api/offers");
    await page.goto("/offers");
    await expect(lotCard(page, "Guji Arsosala Grade 1 Natural")).toBeVisible();
    // Away and back inside the site: the page now reads through the query layer, which starts
    // from the lots the first page was sent (data never goes stale, spec section 9).
    await navigateInApp(page, "/privacy");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Current Ethiopian/);
    await navigateInApp(page, "/offers");
    await expect(lotCard(page, "Guji Arsosala Grade 1 Natural")).toBeVisible();
    await expect(page.getByText("Loading current offers...")).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("a lot card reads like a spec sheet", async ({ page, adminApi }) => {
    const name = `${uniqueTag()} Kochere Grade 1 Washed`;
    await createLot(adminApi, {
      name,
      region: "Yirgacheffe",
      producer: "Kochere outgrowers",
      farm: "Kochere Washing Station",
      variety: "Kurume (heirloom)",
      processing: "Washed",
      harvestDate: "Nov 2025 - Jan 2026",
      description: "Fermented 36 hours and dried 12 days on raised beds.",
      flavorProfile: ["Jasmine", "Bergamot"],
      cupScore: 88.5,
      altitudeMinM: 1950,
      altitudeMaxM: 2150,
      lotSize: 1200,
      warehouseLocation: "Addis Ababa (Gelan)",
      pricePerLbs: 6.85,
      availability: "pre-ship",
    });
    await page.goto(`/offers?q=${encodeURIComponent(name)}`);
    const card = lotCard(page, name);
    await expect(card.getByText("Pre-Ship", { exact: true })).toBeVisible();
    await expect(card.getByText("Yirgacheffe, Ethiopia", { exact: true })).toBeVisible();
    await expect(card.getByText("Kochere outgrowers · Kochere Washing Station")).toBeVisible();
    await expect(card.getByText("Kurume (heirloom)")).toBeVisible();
    await expect(card.getByText("Washed · Grade 1")).toBeVisible();
    await expect(card.getByText("Nov 2025 - Jan 2026")).toBeVisible();
    await expect(
      card.getByText("Fermented 36 hours and dried 12 days on raised beds."),
    ).toBeVisible();
    await expect(card.getByRole("list", { name: "Flavor notes" }).getByRole("listitem")).toHaveText(
      ["Jasmine", "Bergamot"],
    );
    await expect(card.getByRole("definition")).toContainText([
      "88.5",
      "1,950-2,150 m",
      "1,200 bags",
      "Addis Ababa (Gelan)",
    ]);
    await expect(card.getByText("$6.85")).toBeVisible();
    await expect(card.getByRole("button", { name: "Request Quote" })).toBeEnabled();
    await expect(card.getByRole("button", { name: "Request Sample" })).toBeVisible();
  });

  test("searches name, region and producer", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const byName = await createLot(adminApi, {
      name: `${tag} Hambela Natural`,
      region: "Guji",
      producer: "Hambela growers",
    });
    const byProducer = await createLot(adminApi, {
      name: "Shakiso Natural",
      region: "Guji",
      producer: `${tag} cooperative`,
    });
    const limu = await createLot(adminApi, {
      name: `Limmu ${tag} Washed`,
      region: "Jimma/Limmu",
      producer: "Limmu growers",
    });
    await page.goto("/offers");
    const search = page.getByLabel("Search");

    await search.fill(`${tag} hambela`.toUpperCase());
    await expect(page.getByText(/^Showing 1 of \d+ available lots$/)).toBeVisible();
    await expect(lotCard(page, byName.name)).toBeVisible();

    await search.fill(`${tag} COOPERATIVE`);
    await expect(lotCard(page, byProducer.name)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);

    await search.fill("jimma/limmu");
    await expect(lotCard(page, limu.name)).toBeVisible();
    await expect(lotCard(page, byName.name)).toHaveCount(0);
    for (const region of await page
      .getByRole("article")
      .getByText(/, Ethiopia$/)
      .allTextContents()) {
      expect(region).toBe("Jimma/Limmu, Ethiopia");
    }
  });

  test("each dropdown narrows the list, Limmu included", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const lot = (name: string) => `${tag} ${name}`;
    // One after another: the list is newest first, so the cards come in reverse order.
    const guji = await createLot(adminApi, {
      name: lot("Guji Natural"),
      producer: tag,
      region: "Guji",
      processing: "Natural",
      availability: "in-stock",
    });
    const limu = await createLot(adminApi, {
      name: lot("Limmu Washed"),
      producer: tag,
      region: "Jimma/Limmu",
      processing: "Washed",
      availability: "pre-ship",
    });
    const honey = await createLot(adminApi, {
      name: lot("Yirgacheffe Honey"),
      producer: tag,
      region: "Yirgacheffe",
      processing: "Honey",
      availability: "sold-out",
    });
    const anaerobic = await createLot(adminApi, {
      name: lot("Sidamo Anaerobic"),
      producer: tag,
      region: "Sidamo",
      processing: "Anaerobic",
      availability: "in-stock",
    });
    /** The lots listed, in the order given. */
    const shows = async (...lots: Offer[]) => {
      await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: tag })).toHaveText(
        lots.map((offer) => offer.name),
      );
    };
    await page.goto(`/offers?q=${tag}`);
    // Newest first, the sold-out lot after the others.
    await shows(anaerobic, limu, guji, honey);

    // Each dropdown lists the spec's words, in order; choosing one narrows the list.
    for (const [label, options] of [
      ["Region", ["All", ...SIX_REGIONS]],
      ["Processing", ["All", "Washed", "Natural", "Honey", "Anaerobic"]],
      ["Availability", ["All", "In Stock", "Pre-Ship", "Sold Out"]],
    ] as const) {
      await page.getByRole("combobox", { name: label }).click();
      await expect(page.getByRole("option")).toHaveText([...options]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("option")).toHaveCount(0);
    }

    await choose(page, "Region", "Limmu");
    await shows(limu);
    await choose(page, "Region", "Sidamo");
    await shows(anaerobic);
    await choose(page, "Region", "All");

    await choose(page, "Processing", "Honey");
    await shows(honey);
    await choose(page, "Processing", "Natural");
    await shows(guji);
    await choose(page, "Processing", "All");

    await choose(page, "Availability", "In Stock");
    await shows(anaerobic, guji);
    await choose(page, "Availability", "Pre-Ship");
    await shows(limu);
    await choose(page, "Availability", "Sold Out");
    await shows(honey);
    await expect(page.getByText(/^Showing 0 of \d+ available lots$/)).toBeVisible();
  });

  test("filters live in the URL, replace the history entry and survive a reload", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const limu = await createLot(adminApi, {
      name: `${tag} Limmu Washed`,
      region: "Jimma/Limmu",
      processing: "Washed",
      availability: "pre-ship",
    });
    await createLot(adminApi, {
      name: `${tag} Limmu Natural`,
      region: "Jimma/Limmu",
      processing: "Natural",
      availability: "pre-ship",
    });
    await page.goto("/offers");
    await expect(page.getByText(COUNTER)).toBeVisible();
    const entries = await page.evaluate(() => history.length);

    await page.getByLabel("Search").pressSequentially(tag);
    await choose(page, "Region", "Limmu");
    await choose(page, "Processing", "Washed");
    await choose(page, "Availability", "Pre-Ship");
    await expect(page).toHaveURL(
      `/offers?q=${tag}&region=Jimma%2FLimmu&processing=Washed&availability=pre-ship`,
    );
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.reload();
    await expect(page.getByLabel("Search")).toHaveValue(tag);
    await expect(page.getByRole("combobox", { name: "Region" })).toHaveText("Limmu");
    await expect(page.getByRole("combobox", { name: "Processing" })).toHaveText("Washed");
    await expect(page.getByRole("combobox", { name: "Availability" })).toHaveText("Pre-Ship");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(lotCard(page, limu.name)).toBeVisible();

    // A hand-written link may name the region as the dropdown shows it.
    await page.goto(`/offers?q=${tag}&region=limmu&processing=washed`);
    await expect(page.getByRole("combobox", { name: "Region" })).toHaveText("Limmu");
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("a sold-out lot cannot be quoted, and Request Sample shows only where samples are available", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const soldOut = await createLot(adminApi, {
      name: `${tag} Sold Lot`,
      availability: "sold-out",
      sampleAvailable: false,
    });
    const noSamples = await createLot(adminApi, {
      name: `${tag} No Samples`,
      availability: "in-stock",
      sampleAvailable: false,
    });
    const open = await createLot(adminApi, {
      name: `${tag} Open Lot`,
      availability: "in-stock",
      sampleAvailable: true,
    });
    await page.goto(`/offers?q=${tag}&availability=sold-out`);
    const sold = lotCard(page, soldOut.name);
    await expect(sold.getByText("Sold Out", { exact: true })).toBeVisible();
    await expect(sold.getByRole("button", { name: "Request Quote" })).toBeDisabled();
    await expect(sold.getByRole("button", { name: "Request Sample" })).toHaveCount(0);

    // Listed by default too, after the others, still not to be quoted.
    await page.goto(`/offers?q=${tag}`);
    await expect(page.getByRole("article").last()).toContainText(soldOut.name);
    await expect(
      lotCard(page, soldOut.name).getByRole("button", { name: "Request Quote" }),
    ).toBeDisabled();

    await expect(
      lotCard(page, noSamples.name).getByRole("button", { name: "Request Quote" }),
    ).toBeEnabled();
    await expect(
      lotCard(page, noSamples.name).getByRole("button", { name: "Request Sample" }),
    ).toHaveCount(0);

    const available = lotCard(page, open.name);
    await expect(available.getByText("In Stock", { exact: true })).toBeVisible();
    await available.getByRole("button", { name: "Request Sample" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Selected Coffee")).toBeVisible();
    await expect(dialog.getByText(open.name, { exact: true })).toBeVisible();
  });

  test("shows No coffees found when nothing matches, and clearing the filters brings the lots back", async ({
    page,
  }) => {
    await page.goto("/offers?q=no-such-coffee-anywhere&availability=sold-out");
    await expect(page.getByRole("heading", { name: "No coffees found" })).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ available lots$/)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByLabel("Search")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Availability" })).toHaveText("All");
    await expect(lotCard(page, "Guji Arsosala Grade 1 Natural")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No coffees found" })).toHaveCount(0);
  });

  test("a dropdown opened before its list's code has arrived shows its options once it has", async ({
    page,
  }) => {
    // A select's list and keys are fetched when it takes the pointer (select-list.tsx): slow here.
    await slowCode(page, "select-list");
    await page.goto("/offers");
    await hydrated(page);
    const region = page.getByRole("combobox", { name: "Region", exact: true });
    await region.click();
    await expect(region).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("option", { name: "Guji", exact: true }).click();
    await expect(region).toHaveText("Guji");
    await expect(region).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/[?&]region=Guji/);
    await expect(lotCard(page, "Guji Arsosala Grade 1 Natural")).toBeVisible();
    await expect(lotCard(page, "Limmu Debakulu Grade 2 Washed")).toHaveCount(0);
  });

  test("Request Quote opens its dialog when the dialogs' code is slow to arrive", async ({
    page,
  }) => {
    // The module naming the dialogs is fetched when the pointer reaches the lots: slow here.
    await slowCode(page, "lot-requests");
    await page.goto("/offers");
    await hydrated(page);
    await lotCard(page, "Guji Arsosala Grade 1 Natural")
      .getByRole("button", { name: "Request Quote" })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Request Quote" })).toBeVisible();
    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
  });

  test("Contact Our Sales Team goes home and scrolls to the contact section", async ({ page }) => {
    await page.goto("/offers");
    await page.getByRole("button", { name: "Contact Our Sales Team" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});
