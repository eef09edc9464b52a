import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPartnersRow, partnersArrive } from "./partners-row";

const SECTIONS = [
  "home",
  "about",
  "team",
  "products",
  "coffee-stories",
  "origin-trips",
  "csr",
  "portfolio",
  "partners",
  "resources",
  "contact",
];
const STRATEGIC_PARTNERS = [
  "Ethiopian Coffee and Tea Authority",
  "Ethiopia Commodity Exchange",
  "Oromia Coffee Farmers Cooperative Union",
  "Sidama Coffee Farmers Cooperative Union",
  "Yirgacheffe Coffee Farmers Cooperative Union",
];
// Seeded at start-up (server/db/seed-data.ts); none has a logo, so each shows an icon tile.
const SEEDED_CUSTOMERS = [
  "Nordlicht Rösterei",
  "Harbour & Hearth Coffee",
  "Kissa Roasting Works",
  "Capitol Green Imports",
];

test.describe("home page", () => {
  test("opens on the hero: headline, still image and the three ways in", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home");
    await expect(
      hero.getByRole("heading", { level: 1, name: "Beans. Trade. Passion." }),
    ).toBeVisible();
    await expect(hero.getByRole("link", { name: "Explore Products" })).toBeVisible();
    await expect(hero.getByRole("button", { name: "Request Samples" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Explore Origin Trips" })).toBeVisible();
    await expect(hero.getByRole("img", { name: /Highland coffee landscape/ })).toBeVisible();
    // The hero fills the first screen.
    const box = await hero.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 2);
  });

  test("every section anchor is on the page, in the spec's order", async ({ page }) => {
    await page.goto("/");
    for (const id of SECTIONS) await expect(page.locator(`#${id}`)).toHaveCount(1);
    const tops = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)!.getBoundingClientRect().top),
      SECTIONS,
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("Explore Products and Explore Origin Trips scroll to their sections", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore Products" }).click();
    await expect(page.locator("#products")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Coffee Collections" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("#home").getByRole("link", { name: "Explore Origin Trips" }).click();
    await expect(page.getByRole("heading", { name: "Come to the harvest" })).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Request Samples loads and opens the sample wizard only when pressed", async ({ page }) => {
    const wizardChunks: string[] = [];
    page.on("request", (request) => {
      if (/sample-wizard-dialog/.test(request.url())) wizardChunks.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(wizardChunks).toEqual([]);

    await page.getByRole("button", { name: "Request Samples" }).click();
    const wizard = page.getByRole("dialog", { name: "Request Coffee Samples" });
    await expect(wizard).toBeVisible();
    expect(wizardChunks.length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(wizard).toBeHidden();
    await page.getByRole("button", { name: "Request Samples" }).click();
    await expect(wizard).toBeVisible();
  });

  test("tells the company story: about, founder and heritage", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    await expect(about.getByText(/founded in December 2021/)).toBeVisible();
    for (const region of ["Yirgacheffe", "Limmu", "Nekemt", "Guji"]) {
      await expect(
        about.getByRole("list", { name: "Coffee regions" }).getByText(region, { exact: true }),
      ).toBeVisible();
    }
    for (const operation of [
      "Own farms",
      "Washing stations",
      "Processing",
      "Warehouses",
      "Logistics fleet",
    ]) {
      await expect(about.getByRole("heading", { name: operation })).toBeVisible();
    }
    for (const offering of [
      "SCA-compliant specialty grades",
      "Traceable micro-lots",
      "Custom blends",
      "Contract-grade coffee",
    ]) {
      await expect(about.getByText(offering, { exact: true })).toBeVisible();
    }
    const heritage = page.getByRole("region", {
      name: "Two decades of standing with coffee farmers",
    });
    for (const figure of ["2002", "45,000", "120,000"])
      await expect(heritage.getByText(figure, { exact: true })).toBeVisible();
    await expect(heritage.getByText(/free of interest/)).toBeVisible();
  });

  test("the founder's journey video buttons do nothing", async ({ page }) => {
    await page.goto("/");
    for (const duration of ["3 min", "1 min"]) {
      const button = page.getByRole("button", { name: new RegExp(duration) });
      await button.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await button.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    }
  });

  test("teasers lead to the team, stories, origin trip and impact pages", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.locator("#team").getByRole("link", { name: "Meet Our Team" }),
    ).toHaveAttribute("href", "/team#from-team");
    await expect(
      page.locator("#coffee-stories").getByRole("link", { name: "Read the stories" }),
    ).toHaveAttribute("href", "/coffee-stories");
    await expect(
      page.locator("#origin-trips").getByRole("link", { name: "Explore Origin Trips" }),
    ).toHaveAttribute("href", "/origin-trip");
    await page.locator("#csr").getByRole("link", { name: "Our Impact" }).click();
    await expect(page).toHaveURL(/\/impact$/);
  });

  test("the photo gallery and resources sections show the season and link the resource pages", async ({
    page,
  }) => {
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "From the highlands to the harbour" });
    await expect(gallery.getByRole("img")).toHaveCount(8);
    await expect(gallery.getByText("Washing station", { exact: true })).toBeAttached();
    const resources = page.locator("#resources");
    await expect(resources.getByRole("link", { name: /News & Events/ })).toHaveAttribute(
      "href",
      "/news-events",
    );
    await resources.getByRole("link", { name: /Photo Galleries/ }).click();
    await expect(page).toHaveURL(/\/photo-galleries$/);
  });

  test("partners show the five strategic partners and the customers from the server", async ({
    page,
  }) => {
    await page.goto("/");
    const partners = page.locator("#partners");
    await expect(partners.getByRole("heading", { name: "Partners and Customers" })).toBeVisible();
    for (const name of STRATEGIC_PARTNERS)
      await expect(partners.getByRole("img", { name })).toBeVisible();
    const records = partners.getByRole("list", { name: "Partners and Customers" });
    for (const name of SEEDED_CUSTOMERS)
      await expect(records.getByText(name, { exact: true })).toBeVisible();
    await expect(records.getByText("Djibouti Port Services", { exact: true })).toBeVisible();
  });

  test("partners say they are loading, and keep the strategic five when the list fails", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|\[app-error\]/);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/partners", async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        json: { error: { code: "INTERNAL_ERROR", message: "boom" }, requestId: "e2e" },
      });
    });
    await page.goto("/");
    const partners = page.locator("#partners");
    await expect(partners.getByText("Loading partners...")).toBeVisible();
    release();
    await expect(partners.getByText("Loading partners...")).toBeHidden({ timeout: 15_000 });
    for (const name of STRATEGIC_PARTNERS)
      await expect(partners.getByRole("img", { name })).toBeVisible();
    await expect(partners.getByText("Nordlicht Rösterei")).toHaveCount(0);
    await expect(partners.getByRole("alert")).toHaveCount(0);
  });

  test("the partners' row keeps its height when the records arrive: nothing below it moves", async ({
    page,
  }) => {
    const { moved } = await partnersArrive(page, "Djibouti Port Services");
    expect(moved).toBe(0);
  });

  test("the partners' row is in the tab order and scrolls sideways from the keyboard", async ({
    page,
  }) => {
    const { partners, records } = await openPartnersRow(page);
    // The row comes just before its Previous button in the tab order.
    await partners.getByRole("button", { name: "Previous partners" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(records).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => records.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test("with reduced motion preferred, Next turns the partners' row at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { partners, records } = await openPartnersRow(page);
    const next = partners.getByRole("button", { name: "Next partners" });
    await next.scrollIntoViewIfNeeded();
    // Where the row stands in the same task as the press: a smooth scroll would not have begun.
    const scrolledAtOnce = await next.evaluate(
      (button, row) => {
        (button as HTMLButtonElement).click();
        return row!.scrollLeft;
      },
      await records.elementHandle(),
    );
    expect(scrolledAtOnce).toBeGreaterThan(0);
  });

  test("the partners' row turns with its next and previous buttons, from the keyboard too", async ({
    page,
  }) => {
    const { partners, records } = await openPartnersRow(page);
    await records.scrollIntoViewIfNeeded();
    const next = partners.getByRole("button", { name: "Next partners" });
    const previous = partners.getByRole("button", { name: "Previous partners" });
    // One press, then the end of the smooth scroll it starts.
    const press = async (button: Locator, how: "click" | "Enter") => {
      const settled = records.evaluate(
        (row) => new Promise((done) => row.addEventListener("scrollend", done, { once: true })),
      );
      if (how === "click") await button.click();
      else await button.press(how);
      await settled;
    };
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(next).not.toHaveAttribute("aria-disabled");
    for (let turn = 0; turn < 8 && !(await next.getAttribute("aria-disabled")); turn++)
      await press(next, "click");
    await expect(records.getByText("Djibouti Port Services", { exact: true })).toBeInViewport();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    // At its end a button stays where the keyboard left it, announced as disabled.
    await previous.focus();
    for (let turn = 0; turn < 8 && !(await previous.getAttribute("aria-disabled")); turn++)
      await press(previous, "Enter");
    await expect(records.getByText("Capitol Green Imports", { exact: true })).toBeInViewport();
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(previous).toBeFocused();
    await expect(next).not.toHaveAttribute("aria-disabled");
  });

  test("a partner with a logo shows it; one without shows an icon tile", async ({ page }) => {
    await page.route("**/api/partners", (route) =>
      route.fulfill({
        json: [
          {
            id: 1,
            name: "Logo Roasters",
            description: "Roaster, Oslo",
            type: "customer",
            image: "/favicon.svg",
          },
          {
            id: 2,
            name: "Plain Importers",
            description: "Importer, Rotterdam",
            type: "customer",
            image: null,
          },
        ],
      }),
    );
    await page.goto("/");
    const records = page.locator("#partners").getByRole("list", { name: "Partners and Customers" });
    await records.scrollIntoViewIfNeeded(); // logos load lazily
    await expect(records.getByRole("img", { name: "Logo Roasters" })).toBeVisible();
    await expect(records.getByText("Plain Importers", { exact: true })).toBeVisible();
    await expect(records.getByRole("img", { name: "Plain Importers" })).toHaveCount(0);
  });

  test("the footer quick links scroll to their sections", async ({ page }) => {
    await page.goto("/");
    const quickLinks = page.getByRole("navigation", { name: "Quick links" });
    const targets: [string, string][] = [
      ["Our Story", "about"],
      ["Coffee Stories", "coffee-stories"],
      ["Photo Gallery", "portfolio"],
      ["Impact & CSR", "csr"],
      ["Partners", "partners"],
      ["Contact", "contact"],
    ];
    for (const [label, id] of targets) {
      await quickLinks.getByRole("link", { name: label }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await quickLinks.getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the Coffee Collections figures are never clipped, from phone to desktop", async ({
    page,
  }) => {
    await page.goto("/");
    const figures = page.locator("#products").getByRole("definition");
    await expect(figures.filter({ hasText: "Year-round" })).toBeVisible();
    for (const width of [390, 768, 800, 820, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const clipped = await figures.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      );
      expect(clipped, `clipped at ${width} px`).toEqual([]);
    }
  });
});
