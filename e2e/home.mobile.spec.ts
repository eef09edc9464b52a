import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { partnersArrive } from "./partners-row";
import { swipeLeft } from "./swipe";

/** The full-screen heroes: their page, their picture's name and its file. */
const HEROES = [
  { path: "/", name: /^Highland coffee landscape/, file: "hero-highlands" },
  { path: "/origin-trip", name: null, file: "drying-beds" },
];

/**
 * The hero's picture files a fresh phone fetches on its first load of `path`, the file its picture
 * shows, and how many of that file's pixels fall on each device pixel of the screen (the picture
 * is drawn object-cover: it fills the hero, cut on one side).
 */
async function heroOn(
  browser: Browser,
  path: string,
  name: RegExp | null,
  file: string,
  screen: { viewport: { width: number; height: number }; deviceScaleFactor: number },
) {
  // A phone's screen turns with it (the project's own is a Pixel 7's, upright).
  const phone = await browser.newContext({ ...screen, screen: screen.viewport, isMobile: true });
  const page = await phone.newPage();
  const files: string[] = [];
  page.on("request", (request) => {
    const served = request.url().split("/").pop()!;
    if (served.startsWith(`${file}-`)) files.push(served);
  });
  await page.goto(path);
  // The trip's hero is decorative (alt=""): found by its fallback file.
  const picture = name
    ? page.getByRole("img", { name })
    : page.locator(`img[src^="/media/${file}-"]`);
  await expect(picture).toHaveJSProperty("complete", true);
  const shown = await picture.evaluate((img: HTMLImageElement) => {
    const width = Number(/-(\d+)\.avif$/.exec(img.currentSrc)?.[1]);
    const box = img.getBoundingClientRect();
    const drawnWidth = Math.max(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
    return {
      file: img.currentSrc.split("/").pop(),
      pixelsPerScreenPixel: width / (drawnWidth * window.devicePixelRatio),
    };
  });
  await phone.close();
  return { files, shown };
}

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

  for (const { path, name, file } of HEROES) {
    test(`${path}: a phone held upright fetches one hero file, its portrait crop, drawn sharp`, async ({
      browser,
    }) => {
      // Lighthouse's phone: 412 px at 1.75 device pixels wants 721; the 768 px crop fits it.
      const { files, shown } = await heroOn(browser, path, name, file, {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
      });
      // The preload and the picture agree: one file, not the 768 and a larger one.
      expect(files).toEqual([`${file}-portrait-768.avif`]);
      expect(shown.file).toBe(`${file}-portrait-768.avif`);
      // About one pixel of the file for each pixel of the screen it covers (the landscape file's
      // middle, enlarged to the hero's height, gave a third of one).
      expect(shown.pixelsPerScreenPixel).toBeGreaterThan(0.95);
    });

    test(`${path}: a phone turned sideways fetches the landscape picture alone`, async ({
      browser,
    }) => {
      const { files, shown } = await heroOn(browser, path, name, file, {
        viewport: { width: 844, height: 390 },
        deviceScaleFactor: 3,
      });
      expect(files).toEqual([`${file}-1920.avif`]);
      expect(shown.file).toBe(`${file}-1920.avif`);
    });
  }

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
