import { connect } from "node:net";
import { expect, hydrated, test } from "./fixtures";
import { SITEMAP_PAGES, UNLISTED_PAGES } from "../common/site-pages";

// Every page of the site map, and the unlisted ones.
const ROUTES = [...SITEMAP_PAGES, ...UNLISTED_PAGES];

/**
 * About what a new connection carries before its first acknowledgement: ten segments (decision
 * 038). The home page, rendered with its site pictures and kept compressed at brotli's best in the
 * page cache, is about 13.4 KB with its headers.
 */
const HOME_PAGE_BYTES = 14_600;

/** Every byte of the answer to a browser's GET (status line, headers, body as sent, brotli). */
function bytesOnTheWire(baseURL: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\n` +
          "Accept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n",
      ),
    );
    socket.on("data", (chunk: Buffer) => (bytes += chunk.length));
    socket.on("end", () => resolve(bytes));
    socket.on("error", reject);
  });
}

test.describe("site shell", () => {
  for (const path of ROUTES) {
    test(`${path} renders its page with a heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  }

  test("an unknown path shows the home page, answered 404 and noindex", async ({
    page,
    consoleGuard,
  }) => {
    // Chromium reports the page's own 404 as a failed resource.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    // The home page's HTML, compressed like every other page (decision 038).
    expect((await response?.allHeaders())?.["content-encoding"]).toBe("br");
    await expect(page.getByRole("heading", { name: "Beans. Trade. Passion." })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("an unknown path's page arrives compressed within eleven segments, as the home page does", async ({
    baseURL,
  }) => {
    // Decision 038 and 040: the HTML and its headers arrive in the first round trip or just after.
    expect(await bytesOnTheWire(baseURL!, "/")).toBeLessThanOrEqual(HOME_PAGE_BYTES);
    for (const path of ["/no/such/page", "/old-lots/2019?ref=mail", "/no/such/page"])
      expect(await bytesOnTheWire(baseURL!, path), path).toBeLessThanOrEqual(HOME_PAGE_BYTES);
  });

  test("quoted page headings appear as the spec writes them", async ({ page }) => {
    await page.goto("/offers");
    await expect(
      page.getByRole("heading", { name: "Current Ethiopian Coffee Offers" }),
    ).toBeVisible();
    await page.goto("/specialty");
    await expect(
      page.getByRole("heading", { name: "Our Specialty Coffee Collection" }),
    ).toBeVisible();
  });

  test("desktop dropdowns open on hover and by keyboard, one at a time", async ({ page }) => {
    await page.goto("/team");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About" }).hover();
    await expect(nav.getByRole("link", { name: "Meet Our Team" })).toBeVisible();
    await nav.getByRole("button", { name: "Our Coffee" }).hover();
    await expect(nav.getByRole("link", { name: "Specialty Coffee" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Meet Our Team" })).toBeHidden();

    await page.mouse.move(700, 600);
    await expect(nav.getByRole("link", { name: "Specialty Coffee" })).toBeHidden();
    await nav.getByRole("button", { name: "Resources" }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "News & Events" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await nav.getByRole("link", { name: "News & Events" }).click();
    await expect(page).toHaveURL(/\/news-events$/);
  });

  test("a click on a dropdown that hover opened keeps it open", async ({ page }) => {
    await page.goto("/impact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Our Coffee" });
    await trigger.hover();
    await expect(nav.getByRole("link", { name: "Specialty Coffee" })).toBeVisible();
    await trigger.click();
    await page.waitForTimeout(400); // longer than the open and close animations
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Specialty Coffee" })).toBeVisible();
    await nav.getByRole("link", { name: "Specialty Coffee" }).click();
    await expect(page).toHaveURL(/\/specialty$/);
  });

  test("a scroll item on another page goes home and scrolls to its section", async ({ page }) => {
    await page.goto("/impact");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("the highlighted Current Offers link opens the offers", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Current Offers" }).click();
    await expect(
      page.getByRole("heading", { name: "Current Ethiopian Coffee Offers" }),
    ).toBeVisible();
  });

  test("the footer quick links scroll the home page", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Quick links" })
      .getByRole("link", { name: "Partners" })
      .click();
    await expect(page.locator("#partners")).toBeInViewport();
  });

  test("the logo goes home inside the site, and on the home page back to its top", async ({
    page,
  }) => {
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.frame() === page.mainFrame())
        documents += 1;
    });
    await page.goto("/team");
    await hydrated(page);
    const logo = page
      .getByRole("banner")
      .getByRole("link", { name: "Abyssinia Green Coffee, home" });
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#about")).toBeAttached();
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await logo.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("banner").getByRole("link", { name: "Current Offers" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Current Ethiopian Coffee Offers" }),
    ).toBeVisible();
    expect(documents, "one document: the first").toBe(1);
  });

  test("a page that fails in the browser shows the error panel, whose words are not in the first load", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/a fault in the page|ErrorBoundary|The above error occurred/);
    const sent = await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The scripts the HTML names: the page's first load.
    const named = [...(await sent!.text()).matchAll(/\/assets\/[\w.-]+\.js/g)].map(
      ([path]) => path,
    );
    expect(named.length).toBeGreaterThan(3);
    const firstLoad = await Promise.all(
      [...new Set(named)].map(async (path) => (await page.request.get(path)).text()),
    );
    expect(firstLoad.filter((code) => code.includes("We encountered an unexpected error"))).toEqual(
      [],
    );

    // /privacy's own module, swapped for one whose page throws as it draws.
    await page.route(/\/assets\/privacy-[\w-]{8}\.js$/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'export default function Privacy() { throw new Error("a fault in the page"); }',
      }),
    );
    await page.reload();
    const panel = page.getByRole("alert").filter({ hasText: "Something went wrong" });
    await expect(panel.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(panel).toContainText(/please contact support and quote reference err_\w+\./);
    await expect(panel.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Reload Page" })).toBeVisible();
    // The header and footer stay: the visitor can go elsewhere.
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the API answers a JSON error envelope with a request id", async ({ request }) => {
    const response = await request.get("/api/nowhere");
    expect(response.status()).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.requestId).toBe(response.headers()["x-request-id"]);
  });
});
