import {
  collectScripts,
  expect,
  hydrated,
  navigateInApp,
  openFromAnotherPage,
  requestsTo,
  test,
} from "./fixtures";
import type { Page } from "@playwright/test";
import { seedNews } from "../server/db/seed-data";

// Seeded at start-up (server/db/seed-data.ts), dated from the day the database is seeded.
const seeded = seedNews(new Date());
const seededItem = (title: RegExp) => seeded.find((news) => title.test(news.title))!;
const HARVEST = seededItem(/harvest: first Yirgacheffe lots/).title; // news, Harvest, featured
const TRIP = "Origin trip registration is open"; // event, Origin Trip
const WORLD_OF_COFFEE = "Meet us at the World of Coffee in Copenhagen"; // event, Trade Show, ahead
const EXPO = "Our cupping flight at the Specialty Coffee Expo in Houston"; // event, Trade Show, past
const LOANS = "Interest-free pre-harvest loans reach 4,000 more farmers"; // announcement, Impact

/** The seeded day of an item in the browser's own format. */
async function localDate(page: Page, title: string) {
  const [year, month, day] = seededItem(new RegExp(title)).date.split("-").map(Number);
  return page.evaluate(
    ([y, m, d]) =>
      new Date(y!, m! - 1, d).toLocaleDateString(undefined, {
        year: "numeric",
        month: "long",
        day: "numeric",
      }),
    [year, month, day],
  );
}

const item = (page: Page, title: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("news and events", () => {
  test("shows featured items under Featured and the rest under Latest Updates", async ({
    page,
  }) => {
    await page.goto("/news-events");
    await expect(page.getByRole("heading", { level: 1, name: "News & Events" })).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured" });
    const latest = page.getByRole("region", { name: "Latest Updates" });
    await expect(featured.getByRole("heading", { name: HARVEST })).toBeVisible();
    await expect(
      featured.getByRole("article").getByText("Featured", { exact: true }),
    ).toBeVisible();
    await expect(latest.getByRole("heading", { name: TRIP })).toBeVisible();
    await expect(latest.getByRole("heading", { name: WORLD_OF_COFFEE })).toBeVisible();
    await expect(latest.getByRole("heading", { name: LOANS })).toBeVisible();
    await expect(latest.getByRole("heading", { name: HARVEST })).toHaveCount(0);
    // Newest first within Latest Updates: the coming trade show, then the announcement, then the
    // past expo, which says it has taken place.
    const titles = await latest.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.indexOf(WORLD_OF_COFFEE)).toBeLessThan(titles.indexOf(LOANS));
    expect(titles.indexOf(LOANS)).toBeLessThan(titles.indexOf(EXPO));
    await expect(item(page, EXPO).getByText("Past event", { exact: true })).toBeVisible();
    await expect(item(page, WORLD_OF_COFFEE).getByText("Past event")).toHaveCount(0);
  });

  test("searches title, excerpt and category without regard to case", async ({ page }) => {
    await page.goto("/news-events");
    const search = page.getByRole("searchbox", { name: "Search news and events" });
    await search.fill("COPENHAGEN");
    await expect(item(page, WORLD_OF_COFFEE)).toBeVisible();
    await expect(item(page, HARVEST)).toHaveCount(0);
    await expect(item(page, TRIP)).toHaveCount(0);

    await search.fill("stand c-214"); // only in the excerpt
    await expect(item(page, WORLD_OF_COFFEE)).toBeVisible();
    await search.fill("origin trip"); // the category and the title
    await expect(item(page, TRIP)).toBeVisible();
    await expect(item(page, WORLD_OF_COFFEE)).toHaveCount(0);
  });

  test("filters by type and by category", async ({ page }) => {
    await page.goto("/news-events");
    await expect(item(page, HARVEST)).toBeVisible();

    await choose(page, "Type", "Events");
    await expect(item(page, TRIP)).toBeVisible();
    await expect(item(page, WORLD_OF_COFFEE)).toBeVisible();
    await expect(item(page, HARVEST)).toHaveCount(0);
    await expect(item(page, LOANS)).toHaveCount(0);

    await choose(page, "Type", "News");
    await expect(item(page, HARVEST)).toBeVisible();
    await expect(item(page, TRIP)).toHaveCount(0);

    await choose(page, "Type", "All Types");
    await choose(page, "Category", "Impact");
    await expect(item(page, LOANS)).toBeVisible();
    await expect(item(page, HARVEST)).toHaveCount(0);
    await expect(item(page, WORLD_OF_COFFEE)).toHaveCount(0);
  });

  test("says when nothing matches and Clear Filters brings everything back", async ({ page }) => {
    await page.goto("/news-events");
    await choose(page, "Category", "Trade Show");
    await page.getByRole("searchbox", { name: "Search news and events" }).fill("harvest");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or filters.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured" })).toHaveCount(0);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByRole("heading", { name: "No results found" })).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search news and events" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("All Categories");
    await expect(item(page, HARVEST)).toBeVisible();
    await expect(item(page, WORLD_OF_COFFEE)).toBeVisible();
  });

  test("Read More opens an event with its Event Details", async ({ page }) => {
    await page.goto("/news-events");
    await item(page, WORLD_OF_COFFEE).getByRole("button", { name: "Read More" }).click();
    const dialog = page.getByRole("dialog", { name: WORLD_OF_COFFEE });
    await expect(dialog).toBeVisible();
    const details = dialog.getByRole("region", { name: "Event Details" });
    await expect(details).toBeVisible();
    await expect(details.getByText("Copenhagen, Denmark")).toBeVisible();
    await expect(details.getByText("300", { exact: true })).toBeVisible();
    await expect(details.getByText(await localDate(page, WORLD_OF_COFFEE))).toBeVisible();
    await expect(dialog.getByText("Event", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Trade Show", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/cupping flight of six washed and natural lots/)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Article Content" })).toHaveCount(0);

    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Read More opens a news item with its Article Content and featured badge", async ({
    page,
  }) => {
    await page.goto("/news-events");
    await item(page, HARVEST).getByRole("button", { name: "Read More" }).click();
    const dialog = page.getByRole("dialog", { name: HARVEST });
    // The spec's "Article Content" is a quiet label over the article, not a heading.
    await expect(dialog.getByText("Article Content", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Article Content" })).toHaveCount(0);
    await expect(dialog.getByText(/moisture readings sit between 10.5 and 11.5%/)).toBeVisible();
    await expect(dialog.getByText("News", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Featured", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Harvest", { exact: true })).toBeVisible();
    await expect(dialog.getByText(await localDate(page, HARVEST))).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Event Details" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a long article scrolls inside a dialog no taller than 90% of the screen", async ({
    page,
  }) => {
    const long = {
      id: 9001,
      title: "A long season report",
      excerpt: "Every station, every lot.",
      content: Array.from(
        { length: 60 },
        (_, i) => `Station ${i + 1}: cherry intake steady, moisture 11%.`,
      ).join("\n"),
      type: "news",
      category: "Harvest",
      date: "2025-12-01",
      location: null,
      attendees: null,
      imageUrl: null,
      featured: false,
      createdAt: "2025-12-01T00:00:00.000Z",
    };
    await page.route("**/api/news-events", (route) => route.fulfill({ json: [long] }));
    await openFromAnotherPage(page, "/news-events");
    await page.getByRole("button", { name: "Read More" }).click();
    const dialog = page.getByRole("dialog", { name: long.title });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
    const lastLine = dialog.getByText("Station 60: cherry intake steady, moisture 11%.");
    await expect(lastLine).not.toBeInViewport();
    await lastLine.scrollIntoViewIfNeeded();
    await expect(lastLine).toBeInViewport();
  });

  test("a visit that starts on /news-events never asks the API for the items it was sent", async ({
    page,
  }) => {
    const asked = requestsTo(page, "/api/news-events");
    await page.goto("/news-events");
    await expect(page.getByRole("heading", { name: HARVEST }).first()).toBeVisible();
    await navigateInApp(page, "/privacy");
    await expect(page.getByRole("heading", { name: HARVEST })).toHaveCount(0);
    await navigateInApp(page, "/news-events");
    await expect(page.getByRole("heading", { name: HARVEST }).first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("shows the loading text, then the empty state for an empty list", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/news-events", async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await openFromAnotherPage(page, "/news-events");
    await expect(page.getByText("Loading news and events...")).toBeVisible();
    release();
    await expect(
      page.getByText(
        "No news or events available at the moment. Our admin team will be adding content soon.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("searchbox")).toHaveCount(0);
  });
});

test.describe("a news item's own page", () => {
  test("opens from its title, with the whole article, and leads back to the list", async ({
    page,
  }) => {
    await page.goto("/news-events");
    await item(page, WORLD_OF_COFFEE).getByRole("link", { name: WORLD_OF_COFFEE }).click();
    await expect(page).toHaveURL(/\/news-events\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: WORLD_OF_COFFEE })).toBeVisible();
    await expect(page).toHaveTitle(`${WORLD_OF_COFFEE} | Abyssinia Green Coffee`);
    const details = page.getByRole("region", { name: "Event Details" });
    await expect(details.getByText("Copenhagen, Denmark")).toBeVisible();
    await expect(details.getByText(await localDate(page, WORLD_OF_COFFEE))).toBeVisible();
    await page.getByRole("link", { name: "All news and events" }).click();
    await expect(page).toHaveURL(/\/news-events$/);
    await expect(page.getByRole("region", { name: "Featured" })).toBeVisible();
  });

  test("is in the server's HTML with NewsArticle or Event structured data", async ({
    request,
    api,
    baseURL,
  }) => {
    const items = await api.get<{ id: number; title: string; type: string }[]>("/api/news-events");
    const news = items.find((candidate) => candidate.title === HARVEST)!;
    const event = items.find((candidate) => candidate.title === WORLD_OF_COFFEE)!;
    for (const [record, type] of [
      [news, "NewsArticle"],
      [event, "Event"],
    ] as const) {
      const response = await request.get(`/news-events/${record.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1 class="mt-6 text-4xl md:text-5xl">${record.title}</h1>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/news-events/${record.id}"/>`);
      const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      const data = JSON.parse(json!) as Record<string, unknown>;
      expect(data["@type"]).toBe(type);
      expect(data[type === "Event" ? "name" : "headline"]).toBe(record.title);
      expect(data.url).toBe(`${baseURL}/news-events/${record.id}`);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const record of items)
      expect(sitemap).toContain(`<loc>${baseURL}/news-events/${record.id}</loc>`);
  });

  test("keeps the server's article: its code is in no first-load script", async ({ page, api }) => {
    const scripts = collectScripts(page);
    const items = await api.get<{ id: number; title: string }[]>("/api/news-events");
    const news = items.find((candidate) => candidate.title === HARVEST)!;
    await page.goto(`/news-events/${news.id}`);
    await hydrated(page);
    await expect(page.getByText("Article Content", { exact: true })).toBeVisible();
    const loaded = (await scripts.read()).map(({ code }) => code);
    expect(loaded.length).toBeGreaterThan(5);
    for (const text of ["Article Content", "Event Details"])
      expect(
        loaded.filter((code) => code.includes(text)),
        text,
      ).toEqual([]);
  });

  test("a past event says so on its page, and a visitor reads its date in their language", async ({
    browser,
    api,
  }) => {
    const items = await api.get<{ id: number; title: string }[]>("/api/news-events");
    const expo = items.find((candidate) => candidate.title === EXPO)!;
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`/news-events/${expo.id}`);
    await expect(page.getByText("Past event", { exact: true })).toBeVisible();
    const german = await localDate(page, EXPO);
    expect(german, "the browser writes the day in German").toMatch(/^\d+\. \p{L}+ \d{4}$/u);
    await expect(
      page.getByRole("region", { name: "Event Details" }).getByText(german),
    ).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test("says so, answered 404, when there is no such item", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto("/news-events/999999");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This item is no longer published" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "All news and events" }).click();
    await expect(page).toHaveURL(/\/news-events$/);
  });
});

/** The seeded day of an item as the server writes it, in the site's language. */
const siteDate = (title: string) => {
  const [year, month, day] = seededItem(new RegExp(title)).date.split("-").map(Number);
  return new Date(year!, month! - 1, day).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
};

// The server writes the cards' dates in the site's language and marks the events past for every
// visitor, so a visitor who reads that language sees them as sent; another language has them
// written anew once React has the page.
test.describe("the news cards as the server drew them", () => {
  test("mark the past event before any script runs, and stay as sent in the site's language", async ({
    browser,
    page,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const sent = await withoutScripts.newPage();
    await sent.goto("/news-events");
    await expect(item(sent, EXPO).getByText("Past event", { exact: true })).toBeVisible();
    await expect(item(sent, WORLD_OF_COFFEE).getByText("Past event")).toHaveCount(0);
    await withoutScripts.close();

    const cardsCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/news-sections-[\w-]+\.js$/.test(request.url())) cardsCode.push(request.url());
    });
    await page.goto("/news-events");
    await hydrated(page);
    await expect(item(page, EXPO).getByText(siteDate(EXPO))).toBeVisible();
    await expect(item(page, EXPO).getByText("Past event", { exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(cardsCode, "nothing to draw anew, so the cards' code is not fetched").toEqual([]);
  });

  test.describe("to a visitor in another language", () => {
    test.use({ locale: "de-DE" });
  });
});
