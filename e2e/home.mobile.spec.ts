import { expect, test } from "./fixtures";
import { partnersArrive } from "./partners-row";
import { swipeLeft } from "./swipe";

test.describe("home page on a phone", () => {
  test("the headline and all three hero buttons fit the first screen", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Beans. Trade. Passion." }),
    ).toBeInViewport();
    const hero = page.locator("#home");
    for (const button of [
      hero.getByRole("link", { name: "Explore Products" }),
      hero.getByRole("button", { name: "Request Samples" }),
      hero.getByRole("link", { name: "Explore Origin Trips" }),
    ]) {
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44); // a comfortable touch target
    }
  });

  test("a phone fetches the hero picture at the width its screen needs", async ({ browser }) => {
    // Lighthouse's phone: 412 px at 1.75 device pixels wants 721 px; the 768 px file fits it.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await phone.newPage();
    const heroFiles: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/hero-highlands-/.test(request.url())) heroFiles.push(request.url());
    });
    await page.goto("/");
    const hero = page.getByRole("img", { name: /^Highland coffee landscape/ });
    await expect(hero).toHaveJSProperty("complete", true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-768\.avif$/);
    // The preload and the picture agree: one file, not the 768 and a larger one.
    expect(heroFiles.map((url) => url.split("/").pop())).toEqual(["hero-highlands-768.avif"]);
    await phone.close();
  });

  test("Request Samples opens the wizard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Request Samples" }).click();
    await expect(page.getByRole("dialog", { name: "Request Coffee Samples" })).toBeVisible();
  });

  for (const path of ["/", "/team", "/colors", "/news-events"]) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the photo gallery swipes sideways inside its own row", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("list", { name: "From the highlands to the harbour" });
    await row.scrollIntoViewIfNeeded();
    const scrollable = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    // At rest the row may already sit a little along: snapping puts the first photo at its edge.
    const start = await row.evaluate((el) => el.scrollLeft);
    const pageTop = await page.evaluate(() => window.scrollY);
    await swipeLeft(page, row, 300);
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(start + 100);
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, pageTop]);
  });

  test("the partners and customers keep one row, which swipes sideways", async ({ page }) => {
    const { row, moved } = await partnersArrive(page, "Nordlicht Rösterei");
    expect(moved).toBe(0);
    await row.scrollIntoViewIfNeeded();
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // A phone turns it by touch: the previous and next buttons are for wider screens.
    await expect(page.getByRole("button", { name: "Next partners" })).toBeHidden();
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    const pageTop = await page.evaluate(() => window.scrollY);
    await swipeLeft(page, row, 300);
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // It comes to rest with a card at its left edge: a whole number of cards (12rem) and gaps along.
    await expect.poll(() => row.evaluate((el) => el.scrollLeft % (192 + 12))).toBe(0);
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, pageTop]);
  });
});
