import type { Page } from "@playwright/test";
import { collectScripts, expect, hydrated, navigateInApp, test } from "./fixtures";
import { holdScripts, openBeforeScripts } from "./held-scripts";

/** Counts the documents the tab loads: a link followed inside the site loads none. */
function countDocuments(page: Page) {
  const documents = { count: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame())
      documents.count += 1;
  });
  return documents;
}

// Islands (app/lib/island.tsx): text, pictures and links kept as the server drew them on a first load.
test.describe("islands", () => {
  test("the home page keeps its story's HTML, and its scripts do not carry that story", async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/");
    await page.locator("#about h2").evaluate((heading) => {
      (window as unknown as { serverHeading: Element }).serverHeading = heading;
    });

    release();
    await hydrated(page);
    const kept = await page
      .locator("#about h2")
      .evaluate(
        (heading) => heading === (window as unknown as { serverHeading: Element }).serverHeading,
      );
    expect(kept, "the About heading is the server's element").toBe(true);
    const about = "From our farms to your roaster, one hand on the coffee";
    await expect(page.locator("#about h2")).toHaveText(about);
    const footer = "Traceable lots, shipped from Addis Ababa";
    await expect(page.getByRole("contentinfo")).toContainText(footer);
    const contact = "Tell us what you roast, the volumes you need and when.";
    await expect(page.locator("#contact")).toContainText(contact);
    // Its links still lead somewhere after hydration (no phone number is set: none is shown).
    await expect(page.locator("#contact").getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    // The strategic partners, and the company's description in the head (its meta, which the
    // route's code carries for a navigation).
    const partner = "Ethiopian Coffee and Tea Authority";
    const description = "traceable from our own farms and washing stations to your roastery";
    await expect(page.locator("#partners")).toContainText(partner);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      new RegExp(description),
    );
    const loaded = await scripts.read();
    expect(loaded.length).toBeGreaterThan(5);
    const carrying = loaded.filter(({ code }) =>
      [about, footer, contact, partner].some((text) => code.includes(text)),
    );
    expect(carrying.map(({ url }) => url)).toEqual([]);
  });

  for (const { path, texts } of [
    { path: "/privacy", texts: ["We use no advertising or tracking cookies."] },
    {
      path: "/coffee-process",
      texts: [
        "Ethiopian heirloom varieties ripen slowly",
        "before the coffee is bagged and stored",
      ],
    },
    {
      path: "/farmers-stories",
      texts: [
        "Tamiru inherited half a hectare of coffee",
        "Old trees replaced with nursery seedlings",
      ],
    },
    {
      path: "/coffee-stories",
      texts: ["Premiums from the last three harvests paid for a second water-recirculation pond"],
    },
    {
      path: "/specialty",
      texts: ["Micro-lots, traceable to the washing station"],
    },
    {
      path: "/commercial",
      texts: ["Contract volumes, every month of the year"],
    },
    {
      path: "/offers",
      texts: ["Lots ready for export or already on their way"],
    },
    { path: "/news-events", texts: ["Harvest news by email"] },
    {
      path: "/origin-trip",
      texts: ["Afternoon at our quality lab: a calibration cupping"],
    },
  ]) {
    test(`${path} shows its islands, and its scripts do not carry their text`, async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto(path);
      await hydrated(page);
      for (const text of texts) await expect(page.getByRole("main")).toContainText(text);
      const loaded = await scripts.read();
      expect(loaded.length).toBeGreaterThan(5);
      expect(loaded.filter(({ code }) => texts.some((text) => code.includes(text)))).toEqual([]);
    });
  }

  test("a picture in an island opens the viewer, and one drawn after a navigation too", async ({
    page,
  }) => {
    await page.goto("/coffee-process");
    await hydrated(page);
    const quality = page.getByRole("button", { name: "View full screen: 4. Quality Control" });
    await quality.click();
    await expect(page.getByRole("dialog", { name: "4. Quality Control" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "5. Storage & Export" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(quality).toBeFocused();

    // Arriving from another page, the journey is drawn by its code.
    const documents = countDocuments(page);
    await page.goto("/team");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Process" })
      .click();
    await page.getByRole("button", { name: "View full screen: 2. Washing & Drying" }).click();
    await expect(page.getByRole("dialog", { name: "2. Washing & Drying" })).toBeVisible();
    await expect(page.getByRole("dialog").getByText("Image 2 of 5")).toBeVisible();
    expect(documents.count).toBe(1);
  });

  test("/farmers-stories keeps the picker's portrait as drawn, and loads no pictures' table", async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto("/farmers-stories");
    await hydrated(page);
    const picker = page.getByRole("group", { name: "Choose a farmer" });
    const portrait = picker.locator("img");
    await expect(portrait).toHaveJSProperty("complete", true);
    expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const loaded = await scripts.read();
    expect(loaded.filter(({ code }) => code.includes("placeholderColor"))).toEqual([]);

    // Arriving from another page, the picker and the story are drawn by their code, and the
    // portrait in the story still opens the viewer.
    const documents = countDocuments(page);
    await page.goto("/team");
    await hydrated(page);
    await navigateInApp(page, "/farmers-stories");
    await expect(picker.getByRole("button", { name: /Tamiru Dube/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(portrait).toHaveJSProperty("complete", true);
    await expect(page.getByText("Tamiru inherited half a hectare of coffee")).toBeVisible();
    await page.getByRole("button", { name: /^View full screen: Tamiru Dube/ }).click();
    await expect(
      page.getByRole("dialog", { name: "Tamiru Dube and Almaz Bekele, Chelchele" }),
    ).toBeVisible();
    expect(documents.count).toBe(1);
  });

  test("an origin chosen on /coffee-stories is pressed at once, and its story follows its code", async ({
    page,
  }) => {
    await page.goto("/coffee-stories");
    await hydrated(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/origin-story-detail\.island-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    const card = carousel.getByRole("button", { name: "Guji Arsosala", exact: true });
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    // The story before stays on the page while the part's code is on its way.
    await expect(page.getByRole("article", { name: "Yirgacheffe Chelchele" })).toBeVisible();
    release();
    await expect(page.getByRole("article", { name: "Guji Arsosala" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Yirgacheffe Chelchele" })).toHaveCount(0);
  });

  test("a gallery drawn again after a filter opens its own pictures in the viewer", async ({
    page,
  }) => {
    await page.goto("/photo-galleries");
    await hydrated(page);
    const filters = page.getByRole("group", { name: "Filter galleries by category" });
    await filters.getByRole("button", { name: "Quality" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Quality"]);
    await filters.getByRole("button", { name: "All" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(4);

    const pictures = page
      .getByRole("region", { name: "Farm Life" })
      .getByRole("button", { name: /^View full screen: / });
    await expect(pictures).toHaveCount(4);
    await pictures.nth(1).click();
    const viewer = page.getByRole("dialog", {
      name: "A morning’s picking on its way to the washing station",
    });
    await expect(viewer.getByText("Image 2 of 4")).toBeVisible();
  });

  test("a link in an island opens its page inside the site", async ({ page }) => {
    const documents = countDocuments(page);
    await page.goto("/");
    await hydrated(page);
    await page.locator("#team").getByRole("link", { name: "Meet Our Team" }).click();
    await expect(page).toHaveURL(/\/team#from-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The people behind every lot");
    expect(documents.count).toBe(1);
  });

  test("arriving from another page, the home page draws its islands and their links work", async ({
    page,
  }) => {
    const documents = countDocuments(page);
    await page.goto("/team");
    await hydrated(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#about h2")).toHaveText(
      "From our farms to your roaster, one hand on the coffee",
    );
    await expect(page.locator("#csr")).toBeAttached();

    // A card's section link scrolls the page; a route link opens its page.
    await page.locator("#products").getByRole("link", { name: "Contact us" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
    await page.locator("#team").getByRole("link", { name: "Meet Our Team" }).click();
    await expect(page).toHaveURL(/\/team#from-team$/);
    expect(documents.count).toBe(1);
  });

  test("arriving from another page, the home page's head and Organization data are there too", async ({
    page,
  }) => {
    await page.goto("/team");
    await hydrated(page);
    await navigateInApp(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beans. Trade. Passion.");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Ethiopian green coffee exporter: /,
    );
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(2);
    const organization = await page
      .locator('script[type="application/ld+json"]')
      .first()
      .textContent();
    expect(JSON.parse(organization!)).toMatchObject({ "@type": "Organization" });
    await expect(page.getByRole("link", { name: "Explore Products" })).toBeVisible();
  });
});

// The origin trip: its buttons around an island of text and pictures (its programme).
test.describe("the origin trip", () => {
  test("Register Now opens the booking and a question its answer", async ({ page }) => {
    await page.goto("/origin-trip");
    await hydrated(page);
    const question = page.getByRole("button", { name: "What is the weather like in December?" });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/around 22 to 26 °C/)).toBeVisible();
    await question.click();
    await expect(page.getByText(/around 22 to 26 °C/)).toBeHidden();

    await page.getByRole("button", { name: "Register Now" }).last().click();
    const booking = page.getByRole("dialog", { name: "Book Your Origin Trip" });
    await expect(booking).toBeVisible();
    await expect(booking).toContainText(`December 08-13, ${new Date().getFullYear()}`);
  });

  test("arriving from another page, the programme is drawn by its code and the buttons act the same", async ({
    page,
  }) => {
    const documents = countDocuments(page);
    await page.goto("/team");
    await hydrated(page);
    await navigateInApp(page, "/origin-trip");
    const question = page.getByRole("button", { name: "Can we buy coffee during the trip?" });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/The direct-trade session on day 5/)).toBeVisible();

    await page.getByRole("button", { name: "Register Now" }).nth(1).click();
    await expect(page.getByRole("dialog", { name: "Book Your Origin Trip" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(question, "the answer stays open behind the dialog").toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await page.getByRole("button", { name: "Back to Origin Trips" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#origin-trips")).toBeInViewport();
    expect(documents.count).toBe(1);
  });

  test("a visitor whose year is not the one the page was built in sees their own", async ({
    page,
  }) => {
    const built = new Date().getFullYear();
    const visitor = built + 1;
    await page.clock.setFixedTime(new Date(`${visitor}-03-02T10:00:00`));
    await page.goto("/origin-trip");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(visitor));
    await expect(page.getByText(`December 08-13, ${visitor}`).first()).toBeVisible();
    await expect(page.getByText(`December 08, ${visitor}`)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(`December 08-13, ${built}`);

    await page.getByRole("button", { name: "Register Now" }).first().click();
    const booking = page.getByRole("dialog", { name: "Book Your Origin Trip" });
    await expect(booking).toContainText(`December 08-13, ${visitor}`);
  });
});

test("a footer quick link on another page goes home and scrolls to its section", async ({
  page,
}) => {
  const documents = countDocuments(page);
  await page.goto("/privacy");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link", { name: "Partners" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#partners")).toBeInViewport();
  expect(documents.count).toBe(1);
});

test("without its scripts the site's links lead on, and a form is not sent by the browser", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto("/offers", { waitUntil: "load" });
  // Subscribe waits for the page's scripts: no address goes into a URL by a plain form submission.
  await expect(
    page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }),
  ).toBeDisabled();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Our Process" })
    .click();
  await expect(page).toHaveURL(/\/coffee-process$/);
});
