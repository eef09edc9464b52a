import type { APIRequestContext } from "@playwright/test";
import { SITEMAP_PAGES } from "../common/site-pages";
import { WORDMARK } from "../common/wordmark";
import { seedNews } from "../server/db/seed-data";
import { expect, hydrated, test } from "./fixtures";

/** The first lot and the first news item the API lists: each has a page of its own. */
async function firstLotAndItem(request: APIRequestContext) {
  const [lot] = (await (await request.get("/api/offers")).json()) as { id: number }[];
  const [item] = (await (await request.get("/api/news-events")).json()) as { id: number }[];
  return { lot: lot!, item: item! };
}

/** The value of one head tag in the HTML the server sends, before any script runs. */
function tag(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

test.describe("findable: what search engines and link previews read in the server's HTML", () => {
  for (const path of SITEMAP_PAGES) {
    test(`${path} has its own title, description, canonical URL and preview tags`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = tag(html, /<title>([^<]+)<\/title>/);
      const description = tag(html, /<meta name="description" content="([^"]+)"/);
      expect(title).toContain("Abyssinia Green Coffee");
      expect(description?.length).toBeGreaterThan(40);
      // Absolute, on the site's public address (PUBLIC_URL in the e2e server's environment).
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
        `${baseURL}${path === "/" ? "/" : path}`,
      );
      expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(
        `${baseURL}${path === "/" ? "/" : path}`,
      );
      expect(tag(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(tag(html, /<meta property="og:description" content="([^"]+)"/)).toBe(description);
      expect(tag(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      const image = tag(html, /<meta property="og:image" content="([^"]+)"/);
      expect(image).toMatch(new RegExp(`^${baseURL}/media/.+\\.webp$`));
      expect(tag(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
      // The preview picture is a real image the server has.
      const picture = await request.get(image!);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/webp");
    });
  }

  test("the head keeps its absolute addresses once the page runs", async ({ page, baseURL }) => {
    for (const path of ["/", "/offers", "/news-events", "/privacy"]) {
      await page.goto(path);
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      const url = `${baseURL}${path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`^${baseURL}/media/`),
      );
    }
  });

  test("titles and descriptions differ from page to page", async ({ request }) => {
    const heads = await Promise.all(
      SITEMAP_PAGES.map(async (path) => {
        const html = await (await request.get(path)).text();
        return `${tag(html, /<title>([^<]+)<\/title>/)}|${tag(html, /<meta name="description" content="([^"]+)"/)}`;
      }),
    );
    expect(new Set(heads).size).toBe(SITEMAP_PAGES.length);
  });

  test("the home page describes the company as an Organization (JSON-LD)", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = tag(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Abyssinia Green Coffee",
      foundingDate: "2021-12",
    });
  });

  test("robots.txt keeps crawlers out of the admin and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /admin-news");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of SITEMAP_PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});

test.describe("the lists paint before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("/offers shows the lots on offer and their counter", async ({ page }) => {
    await page.goto("/offers");
    await expect(page.getByText(/^Showing \d+ of \d+ available lots$/)).toBeVisible();
    for (const name of ["Yirgacheffe Chelchele Grade 1 Washed", "Guji Arsosala Grade 1 Natural"])
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  });

  test("/specialty and /commercial show their coffees by region", async ({ page }) => {
    await page.goto("/specialty");
    for (const region of ["Yirgacheffe", "Guji", "Sidamo"])
      await expect(
        page.getByRole("heading", { level: 2, name: region, exact: true }),
      ).toBeVisible();
    await expect(page.getByRole("article", { name: "Hambela" })).toBeVisible();
    await expect(page.getByText("Loading coffees...")).toHaveCount(0);
    await page.goto("/commercial");
    await expect(page.getByRole("article", { name: "Shakiso" })).toBeVisible();
    await expect(page.getByText("Loading coffees...")).toHaveCount(0);
  });

  test("/news-events shows the items under Featured and Latest Updates", async ({ page }) => {
    await page.goto("/news-events");
    for (const item of seedNews(new Date())) {
      const section = item.featured ? "Featured" : "Latest Updates";
      await expect(
        page.getByRole("region", { name: section }).getByRole("heading", { name: item.title }),
      ).toBeVisible();
    }
  });
});

test.describe("shared links with a campaign tag", () => {
  test("open the page as it is, cached by the server, and hydrate without a mismatch", async ({
    page,
    request,
  }) => {
    const { lot, item } = await firstLotAndItem(request);
    const tag = "utm_source=newsletter&utm_medium=email&fbclid=IwAR0x";
    for (const path of [
      "/offers",
      "/news-events",
      "/specialty",
      "/commercial",
      `/offers/${lot.id}`,
      `/news-events/${item.id}`,
    ]) {
      // Answered from the page of the path once it is cached (its ETag), not rendered for the tag;
      // polled, as another test's admin write may drop the cached page in between.
      const answeredFromCachedPage = async () => {
        const cached = (await request.get(path)).headers().etag;
        const tagged = (await request.get(`${path}?${tag}`)).headers().etag;
        return cached !== undefined && tagged === cached;
      };
      await expect.poll(answeredFromCachedPage, { message: path }).toBe(true);
      // The console guard fails the test on a hydration mismatch.
      await page.goto(`${path}?${tag}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("a filtered list keeps its filter beside the tag, cached in the filter's own form", async ({
    page,
    request,
  }) => {
    // Written with the option's label, as a hand-written link may be: cached under its value.
    const url = "/offers?availability=Sold%20Out&utm_source=newsletter";
    await expect.poll(async () => (await request.get(url)).headers().etag).toBeDefined();
    await page.goto(url);
    await hydrated(page);
    await expect(page.getByRole("combobox", { name: "Availability" })).toHaveText("Sold Out");
    await expect(page.getByText(/^Showing 0 of \d+ available lots$/)).toBeVisible();
  });
});

test.describe("the picture and the text come before the scripts", () => {
  test("every page paints before it asks for a script, then hydrates (decision 039)", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    for (const path of ["/", "/offers", "/coffee-stories", "/no-such-page"]) {
      await page.goto(path);
      await hydrated(page);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(scripts.length, path).toBeGreaterThan(5);
      expect(Math.min(...scripts), path).toBeGreaterThan(painted);
    }
  });

  test("a painted page preloads each of its modules at low priority, a few per task", async ({
    page,
  }) => {
    // A mutation observer hears once per task: each call is what one task added to the page.
    await page.addInitScript(() => {
      const perTask: { href: string; priority: string }[][] = [];
      Object.assign(window, { preloadsPerTask: perTask });
      new MutationObserver((records) => {
        const preloads = records
          .flatMap((record) => [...record.addedNodes])
          .filter((node) => node instanceof HTMLLinkElement && node.rel === "modulepreload")
          .map((link) => ({
            href: (link as HTMLLinkElement).getAttribute("href")!,
            priority: (link as HTMLLinkElement).getAttribute("fetchpriority") ?? "auto",
          }));
        if (preloads.length > 0) perTask.push(preloads);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await hydrated(page);

    const modules = (await page.locator("#hydration").getAttribute("data-modules"))!.split(" ");
    expect(modules.length).toBeGreaterThan(10);
    // Modules loaded later for a dialog or a form add preloads of their own; these are the page's.
    const perTask = (
      await page.evaluate(
        () =>
          (window as unknown as { preloadsPerTask: { href: string; priority: string }[][] })
            .preloadsPerTask,
      )
    )
      .map((task) => task.filter((preload) => modules.includes(preload.href)))
      .filter((task) => task.length > 0);
    expect(perTask.flat()).toEqual(modules.map((href) => ({ href, priority: "low" })));
    expect(Math.max(...perTask.map((task) => task.length))).toBeLessThanOrEqual(4);
  });

  test("the server's HTML holds every part of a page in its place", async ({ request }) => {
    const { lot } = await firstLotAndItem(request);
    for (const path of ["/", "/offers", "/news-events", `/offers/${lot.id}`, "/team"]) {
      const html = await (await request.get(path)).text();
      // Nothing is sent after the page to be moved into place by a script once it has painted.
      expect(html, path).not.toContain("$RC(");
      expect(html, path).not.toMatch(/<template id="B:\d+">/);
    }
    const home = await (await request.get("/")).text();
    const main = home.slice(0, home.indexOf("</main>"));
    expect(main).toContain(">Send Message</button>");
  });

  test("text paints in the web fonts' first files; the rest of Latin loads only when wanted", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    const html = await (await page.goto("/"))!.text();
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      ([, href]) => href,
    );
    expect(preloaded).toEqual([
      expect.stringMatching(/\/inter-latin-core-[\w-]+\.woff2$/),
      expect.stringMatching(/\/fraunces-latin-core-[\w-]+\.woff2$/),
      expect.stringMatching(/\/fraunces-wordmark-[\w-]+\.woff2$/),
    ]);
    // The partners' names, set in Fraunces, need accented letters (a roaster from Lyon).
    await expect(page.getByText("Maison Torréfaction Lumière")).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect([...fonts].sort()).toEqual([...preloaded].sort());
    // Both cut files were read as fonts, not merely fetched.
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded" && face.unicodeRange.startsWith("U+20-7E"))
        .map((face) => face.family)
        .sort(),
    );
    expect(loaded).toEqual(["Fraunces Variable", "Inter Variable"]);
    // The logo's name, at 600, comes from a file of its own (decision 047).
    await expect(page.getByRole("banner").getByText(WORDMARK, { exact: true })).toHaveCSS(
      "font-family",
      /^"Fraunces Wordmark"/,
    );
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family === "Fraunces Wordmark" && face.status === "loaded",
        ),
      ),
    ).toBe(true);

    // A heading with a Turkish dotless i (outside the first file) brings fontsource's Latin file.
    await page.evaluate(() => {
      const heading = document.createElement("h2");
      heading.textContent = "Kahve ı";
      document.querySelector("main")!.prepend(heading);
    });
    await expect
      .poll(() => fonts.some((font) => /\/fraunces-latin-wght-normal-/.test(font)))
      .toBe(true);
  });

  test("every page sets its Fraunces text at 400, the one weight of Fraunces' first file (decision 047)", async ({
    page,
    request,
  }) => {
    const { lot, item } = await firstLotAndItem(request);
    for (const path of [...SITEMAP_PAGES, `/offers/${lot.id}`, `/news-events/${item.id}`]) {
      await page.goto(path);
      const otherWeights = await page.evaluate(() => {
        const found: string[] = [];
        for (const element of document.querySelectorAll("body *")) {
          const style = getComputedStyle(element);
          const drawn = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
          );
          if (
            drawn &&
            style.fontFamily.startsWith('"Fraunces Variable"') &&
            style.fontWeight !== "400"
          )
            found.push(`${style.fontWeight}: ${element.textContent!.trim().slice(0, 40)}`);
        }
        return found;
      });
      expect(otherWeights, path).toEqual([]);
    }
  });

  test("the picture of the first origin loads at once on /coffee-stories", async ({ page }) => {
    await page.goto("/coffee-stories");
    const first = page.getByRole("group", { name: /^1 of \d+$/ }).locator("img");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(page.getByRole("group", { name: /^2 of \d+$/ }).locator("img")).toHaveAttribute(
      "loading",
      "lazy",
    );
  });
});
