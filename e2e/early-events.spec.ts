import { expect, test } from "./fixtures";
import { holdScripts, openBeforeScripts } from "./held-scripts";
import { lotCard } from "./offer-lots";

test.describe("what a buyer does before the scripts arrive is kept", () => {
  test("a lot's Request Sample, clicked early, opens the sample dialog", async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/offers");
    const lot = lotCard(page, "Guji Arsosala Grade 1 Natural");
    await lot.getByRole("button", { name: "Request Sample" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Guji Arsosala Grade 1 Natural");
  });

  test("a news card's Read More, clicked early, opens its item though React draws the cards anew", async ({
    page,
  }) => {
    // The seeded Houston expo is past: once React has the page, the cards are drawn again to say so.
    const title = "Our cupping flight at the Specialty Coffee Expo in Houston";
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/news-events");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await card.getByRole("button", { name: "Read More" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card.getByText("Past event", { exact: true })).toBeVisible();
  });

  test("an address sent early from the footer is refused or taken once React has the page, never sent by the browser", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/team");
    const footer = page.getByRole("contentinfo");
    const field = footer.getByLabel("Newsletter: your email address");
    await field.fill("not-an-address");
    await field.press("Enter");
    await expect(footer.getByRole("alert")).toHaveCount(0);

    release();
    await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(field).toHaveValue("not-an-address");
    // The form was not sent by the browser: the address is in no page's address.
    await expect(page).toHaveURL(/\/team$/);
  });

  test("a search typed early filters the lots once React has them", async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/offers");
    const search = page.getByLabel("Search");
    await search.fill("Arsosala");
    // The browser shows what was typed at once; the list is still the whole list.
    await expect(search).toHaveValue("Arsosala");
    await expect(lotCard(page, "Limmu Debakulu Grade 2 Washed")).toBeVisible();

    release();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(lotCard(page, "Guji Arsosala Grade 1 Natural")).toBeVisible();
    await expect(search).toHaveValue("Arsosala");
  });

  test("a menu hovered early opens when React arrives, if the pointer is still on it", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/offers");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Our Coffee" }).hover();
    await expect(nav.getByRole("link", { name: "Specialty Coffee" })).toBeHidden();

    release();
    await expect(nav.getByRole("link", { name: "Specialty Coffee" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Our Coffee" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("a section link clicked early goes home and scrolls there, as the menu does", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/offers");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Partners" })
      .click();
    await expect(page).toHaveURL(/\/offers$/);

    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#partners")).toBeInViewport();
  });

  test("an arrow key pressed early on the origin carousel moves it", async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    const status = carousel.getByText(/^\d+–\d+ of 10$|^\d+ of 10$/);
    const before = await status.textContent();
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(before ?? "");

    release();
    await expect(status).not.toHaveText(before ?? "");
    await expect(status).toHaveText(/^2/);
  });

  test("a palette chosen early with the arrow keys is applied, though React first shows the stored one", async ({
    page,
  }) => {
    // A palette remembered from an earlier visit: React renders it over the page's default
    // when it hydrates, before the early choice is replayed.
    await page.addInitScript(() => localStorage.setItem("palette", "trade-blue"));
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/colors");
    await page.getByRole("radio", { name: "Ethiopian Heritage Red" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Premium Neutral" })).toBeChecked();

    release();
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement)
            .getPropertyValue("--palette-primary")
            .trim()
            .toLowerCase(),
        ),
      )
      .toBe("#3b2f2a");
    await expect(page.getByRole("radio", { name: "Premium Neutral" })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem("palette"))).toBe("premium-neutral");
  });

  test("without its scripts the site's links still lead on", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.clock.install();
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto("/offers");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Process" })
      .click();
    await expect(page).toHaveURL(/\/offers$/);
    // A quarter of a minute after the page loaded, held link clicks are let through.
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL(/\/coffee-process$/);
  });
});
