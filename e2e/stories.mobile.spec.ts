import { expect, hydrated, test } from "./fixtures";
import { holdScripts, openBeforeScripts } from "./held-scripts";
import { swipeLeft } from "./swipe";

const STORY_PAGES = [
  "/origin-trip",
  "/farmers-stories",
  "/coffee-stories",
  "/photo-galleries",
  "/coffee-process",
  "/impact",
];

test.describe("story pages on a phone", () => {
  test("the origin carousel shows one card; a swipe and Next move it", async ({ page }) => {
    await page.goto("/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(1);
    await expect(slides).toHaveAccessibleName("1 of 10");
    const card = (await slides
      .getByRole("button", { name: "Yirgacheffe Chelchele" })
      .boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);

    // A real touch swipe from right to left, as a thumb does it, once React is there to take it
    // (a swipe before that is not held for it, as taps are).
    await hydrated(page);
    await swipeLeft(page, slides, 200);
    await expect(slides).toHaveAccessibleName("2 of 10");
    await expect(slides.getByRole("button", { name: "Guji Arsosala" })).toBeVisible();

    await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect(slides).toHaveAccessibleName("3 of 10");
    await carousel.getByRole("button", { name: "Previous origin" }).click();
    await carousel.getByRole("button", { name: "Previous origin" }).click();
    await carousel.getByRole("button", { name: "Previous origin" }).click();
    await expect(slides).toHaveAccessibleName("10 of 10");
    await expect(slides.getByRole("button", { name: "Layo Taraga" })).toBeVisible();
  });

  test("the origin carousel fetches only the picture it shows before React runs, the others after", async ({
    page,
  }) => {
    const pictures = new Set<string>();
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/media\/.+\.(avif|webp)$/.test(pathname))
        pictures.add(pathname.replace(/-\d+\.\w+$/, ""));
    });
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    const picture = carousel.getByRole("button", { name: "Yirgacheffe Chelchele" }).locator("img");
    await expect(picture).toHaveJSProperty("complete", true);
    // Two frames after the picture: the page has laid out and chosen what its lazy pictures need.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect([...pictures]).toEqual(["/media/origin-gedeb"]);

    release();
    await hydrated(page);
    await expect
      .poll(() => [...pictures].sort())
      .toEqual(expect.arrayContaining(["/media/origin-guji", "/media/story-layo-taraga"]));
    await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect(
      carousel.getByRole("button", { name: "Guji Arsosala" }).locator("img"),
    ).toHaveJSProperty("complete", true);
  });

  for (const path of STORY_PAGES) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the booking dialog fits the screen", async ({ page }) => {
    await page.goto("/origin-trip");
    await page.getByRole("button", { name: "Register Now" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Your Origin Trip" });
    await expect(dialog.getByRole("checkbox", { name: "Harvest Tour" })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole("checkbox", { name: "Harvest Tour" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByLabel("Full Name")).toBeVisible();
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
