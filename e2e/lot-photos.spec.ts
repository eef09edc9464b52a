// A lot's photographs on the public pages (issue 50): photographs uploaded and attached to two new
// lots in the desk's API (the desk's screens for it are media-desk.spec.ts's journey), then seen on
// /offers and on the lot page at desktop and phone width, with screenshots to look at.
import { seriousViolations } from "./axe-check";
import { expect, signInAsAdmin, test } from "./fixtures";
import { expectLoaded, libraryPhoto, setPlaceImages } from "./library-photos";
import { createLot, lotCard, uniqueTag } from "./offer-lots";

test("a lot's photographs on /offers and its page, at desktop and phone width", async ({
  page,
  adminApi,
}) => {
  // Two photographs are developed for real (AVIF at three widths) on a busy machine.
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const lot = await createLot(adminApi, {
    name: `${tag} Guji Hambela Natural G1`,
    region: "Guji",
    processing: "Natural",
    flavorProfile: ["Blueberry", "Jasmine", "Cacao nib"],
  });
  const other = await createLot(adminApi, {
    name: `${tag} Yirgacheffe Kochere Washed G1`,
    region: "Yirgacheffe",
    processing: "Washed",
  });

  await signInAsAdmin(page);
  const beds = await libraryPhoto(page.request, "beds", {
    alt: "Raised drying beds at the Hambela station under the afternoon sun",
    caption: "Natural lots drying on raised beds at Hambela",
    credit: "Abyssinia Green Coffee",
  });
  const cherries = await libraryPhoto(page.request, "cherries", {
    alt: "Ripe red coffee cherries just picked",
    caption: "Cherries picked at full ripeness",
    credit: "Abyssinia Green Coffee",
  });
  await setPlaceImages(page.request, `lot/${lot.id}`, [beds, cherries]);
  await setPlaceImages(page.request, `lot/${other.id}`, [cherries]);
  // A visitor, not the desk.
  await page.context().clearCookies();

  // /offers, desktop: the new lots are the newest, in the first row, each with its first photograph.
  await page.goto("/offers");
  const card = lotCard(page, lot.name);
  await expectLoaded(page, beds.alt, card);
  await expectLoaded(page, cherries.alt, lotCard(page, other.name));
  const cardImg = card.getByRole("img", { name: beds.alt });
  await expect(cardImg).toHaveAttribute("width", String(beds.width));
  // The first row's pictures load at once, the rest lazily (lots other journeys add come first).
  const position = await page
    .getByRole("article")
    .evaluateAll(
      (cards, name) => cards.findIndex((card) => card.textContent?.includes(name)),
      lot.name,
    );
  await expect(cardImg).toHaveAttribute("loading", position < 3 ? "eager" : "lazy");
  await page.evaluate(() => window.scrollTo(0, 0));
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/lot-photos-offers-desktop.png" });
  const onOffers = await seriousViolations(page);
  expect(onOffers, onOffers.join("\n")).toEqual([]);

  // The table view: a thumbnail beside the name.
  await page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Table" }).click();
  const row = page.getByRole("row").filter({ hasText: lot.name });
  await expect(row.locator("img")).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/lot-photos-table-desktop.png" });

  // The lot's page as the server sends it: the photograph shared as its JPEG, preloaded.
  const html = await (await page.request.get(`/offers/${lot.id}`)).text();
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="https?://[^"]+${beds.jpeg.url}"`),
  );
  expect(html).toMatch(
    new RegExp(
      `<link rel="preload" as="image"[^>]*imagesrcset="[^"]*${beds.id}/1280\\.avif 1280w`,
      "i",
    ),
  );

  // The lot's page, desktop: the gallery, its caption and credit; a thumbnail opens the viewer.
  await page.goto(`/offers/${lot.id}`);
  const gallery = page.getByRole("region", { name: `Photographs of ${lot.name}` });
  await expect(gallery.getByText(beds.caption)).toBeVisible();
  await expect(gallery.getByText("Photograph: Abyssinia Green Coffee")).toBeVisible();
  const first = gallery.getByRole("button", { name: `View full screen: ${beds.caption}` });
  await expect
    .poll(() =>
      first.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
    )
    .toBe(true);
  await page.screenshot({ path: "test-results/lot-photos-lot-desktop.png" });
  const onLot = await seriousViolations(page);
  expect(onLot, onLot.join("\n")).toEqual([]);
  await gallery.getByRole("button", { name: `View full screen: ${cherries.caption}` }).click();
  const viewer = page.getByRole("dialog", { name: cherries.caption });
  await expectLoaded(page, cherries.alt, viewer);
  await page.screenshot({ path: "test-results/lot-photos-viewer-desktop.png" });
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // Phone width: the card's picture, then the lot's page with the photograph first.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/offers");
  await expectLoaded(page, beds.alt, lotCard(page, lot.name));
  await lotCard(page, lot.name).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/lot-photos-offers-phone.png" });
  await page.goto(`/offers/${lot.id}`);
  await expect(gallery).toBeVisible();
  await expect
    .poll(() =>
      first.locator("img").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
    )
    .toBe(true);
  // On a phone the photograph comes before the price box.
  const [photoTop, priceTop] = await Promise.all([
    gallery.evaluate((el) => el.getBoundingClientRect().top),
    page
      .getByRole("complementary", { name: "Price and requests" })
      .evaluate((el) => el.getBoundingClientRect().top),
  ]);
  expect(photoTop).toBeLessThan(priceTop);
  await page.screenshot({ path: "test-results/lot-photos-lot-phone.png", fullPage: true });
});
