import { expect, hydrated, navigateInApp, test } from "./fixtures";
import { createLot, lotCard, uniqueTag } from "./offer-lots";
import type { NewsEvent, Offer } from "../common/contract/records";
import { lotFactGroups } from "../common/lot-facts";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A lot on the default list (not sold out) whose samples can be asked for. */
const onOfferWithSamples = (lot: Offer) => lot.availability !== "sold-out" && lot.sampleAvailable;

test.describe("a lot's own page", () => {
  test("the server sends the lot's facts, title, canonical URL, preview tags and Product data", async ({
    request,
    adminApi,
  }) => {
    const lot = await createLot(adminApi, {
      name: `${uniqueTag()} Hambela Grade 1 Natural`,
      region: "Guji",
      cupScore: 88.5,
      lotSize: 150,
      pricePerLbs: 6.3,
      flavorProfile: ["Blueberry", "Jasmine"],
    });
    const response = await request.get(`/offers/${lot.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${lot.name} | Abyssinia Green Coffee</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/offers/${lot.id}"`));
    expect(html).toContain(
      `<meta property="og:title" content="${lot.name} | Abyssinia Green Coffee"`,
    );
    expect(html).toContain('<meta property="og:type" content="product"');
    for (const fact of ["Trade terms", "88.5 points", "150 bags", "Blueberry", "$6.30/lb"])
      expect(html).toContain(fact);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const product = JSON.parse(jsonLd ?? "null");
    expect(product).toMatchObject({
      "@type": "Product",
      name: lot.name,
      offers: { "@type": "Offer", price: "6.30", priceCurrency: "USD" },
    });
  });

  test("reads as a spec sheet, prints on one page without the site's header, and downloads as PDF", async ({
    page,
    api,
  }) => {
    const lot = (await api.get<Offer[]>("/api/offers")).find(onOfferWithSamples);
    await page.goto(`/offers/${lot!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: lot!.name })).toBeVisible();
    for (const group of ["Origin", "Quality", "Trade terms", "Traceability (EUDR)"])
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    await expect(page.getByText(`${lot!.lotSize} bags`, { exact: true })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    // Every fact of the lot is on the printed sheet, as the shared list words it.
    const sheet = page.getByRole("article", { name: lot!.name });
    for (const [label, value] of lotFactGroups(lot!).flatMap((group) => group.facts)) {
      const row = sheet.getByRole("term").filter({ hasText: new RegExp(`^${escaped(label)}$`) });
      await expect(row, label).toBeVisible();
      await expect(row.locator("xpath=following-sibling::dd[1]"), label).toHaveText(value);
    }
    await expect(page.getByRole("button", { name: "Request Quote" })).toBeHidden();
    const printed = await page.pdf({ format: "A4" });
    expect(printed.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^lot-${lot!.id}-.*-spec-sheet\\.pdf$`),
    );
  });

  test("an offer card leads to its lot's page", async ({ page, api }) => {
    const lot = (await api.get<Offer[]>("/api/offers")).find(onOfferWithSamples);
    await page.goto("/offers");
    await lotCard(page, lot!.name).getByRole("link", { name: lot!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/offers/${lot!.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: lot!.name })).toBeVisible();
    await expect(page).toHaveTitle(`${lot!.name} | Abyssinia Green Coffee`);
  });

  test("a lot asked for under another form of its id opens at its one address", async ({
    page,
    api,
  }) => {
    const lot = (await api.get<Offer[]>("/api/offers"))[0]!;
    const response = await page.goto(`/offers/0${lot.id}?ref=mail`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(
      new RegExp(`/offers/0${lot.id}\\?ref=mail$`),
    );
    await expect(page).toHaveURL(new RegExp(`/offers/${lot.id}\\?ref=mail$`));
    await expect(page.getByRole("heading", { level: 1, name: lot.name })).toBeVisible();
  });

  test("within the site, another form of a lot's or a news item's id moves to its one address too", async ({
    page,
    api,
  }) => {
    const lot = (await api.get<Offer[]>("/api/offers"))[0]!;
    const item = (await api.get<NewsEvent[]>("/api/news-events"))[0]!;
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/offers");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // What a link inside the site to that address does: the router's own navigation, no new
    // document, the browser's loader reading the API (no link of the site's own has such an id).
    const navigate = (to: string) =>
      page.evaluate(
        (address) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate(to: string): unknown } }
          ).__reactRouterDataRouter.navigate(address),
        to,
      );
    await navigate(`/offers/${lot.id}.0?ref=mail`);
    await expect(page).toHaveURL(new RegExp(`/offers/${lot.id}\\?ref=mail$`));
    await expect(page.getByRole("heading", { level: 1, name: lot.name })).toBeVisible();
    await navigate(`/news-events/0${item.id}`);
    await expect(page).toHaveURL(new RegExp(`/news-events/${item.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    expect(documents).toHaveLength(1);
  });

  test("requests a sample of this lot from its page", async ({ page, api }) => {
    const lot = (await api.get<Offer[]>("/api/offers")).find(onOfferWithSamples);
    await page.goto(`/offers/${lot!.id}`);
    await page.getByRole("button", { name: "Request Sample" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText(lot!.name);
  });

  test("the sheet's buttons print it and ask for a quote", async ({ page, api }) => {
    const lot = (await api.get<Offer[]>("/api/offers")).find(onOfferWithSamples)!;
    await page.goto(`/offers/${lot.id}`);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "");
    });
    await page.getByRole("button", { name: "Print spec sheet" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "");
    await page.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByRole("dialog")).toContainText(lot.name);
  });

  test("reached from another lot inside the site, the sheet shows the new lot and acts for it", async ({
    page,
    api,
  }) => {
    const [first, second] = (await api.get<Offer[]>("/api/offers")).filter(onOfferWithSamples);
    await page.goto(`/offers/${first!.id}`);
    await hydrated(page);
    await navigateInApp(page, `/offers/${second!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: second!.name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${second!.name} | Abyssinia Green Coffee`);
    const described = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(described.some((json) => json.includes(`"name":"${second!.name}"`))).toBe(true);
    await page.getByRole("button", { name: "Request Sample" }).click();
    await expect(page.getByRole("dialog")).toContainText(second!.name);
  });

  test("a lot that is not there gets a friendly page, answered 404, with a way to the offers", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto("/offers/987654");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This lot is no longer on offer" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "See current offers" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(lotCard(page, "Yirgacheffe Chelchele Grade 1 Washed")).toBeVisible();
  });

  test("a lot that is not there, reached within the site, gets the same friendly page", async ({
    page,
    consoleGuard,
  }) => {
    // The browser's loader asks the API, whose client loads with that first call and logs the
    // refusal (spec section 8).
    consoleGuard.allow(/status of 404/);
    consoleGuard.allow(/\[app-error\] \{code: NOT_FOUND/);
    await page.goto("/offers");
    await navigateInApp(page, "/offers/987654");
    await expect(
      page.getByRole("heading", { level: 1, name: "This lot is no longer on offer" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "See current offers" }).click();
    await expect(page).toHaveURL(/\/offers$/);
  });
});
