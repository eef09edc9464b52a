// A lot's photographs on the public pages (issue 50): photographs uploaded and attached to two new
// lots in the desk's API (the desk's screens for it are media-desk.spec.ts's journey), then seen on
// /offers and on the lot page at desktop and phone width, with screenshots to look at.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import type { MediaImage } from "../common/contract/media";
import { seriousViolations } from "./axe-check";
import { csrfHeaders, expect, signInAsAdmin, test } from "./fixtures";
import { createLot, lotCard, uniqueTag } from "./offer-lots";

/** A 1800 x 1200 photograph made from a drawing: sky, hills and rows of drying beds or cherries. */
async function photograph(scene: "beds" | "cherries"): Promise<Buffer> {
  const [width, height] = [1800, 1200];
  const body =
    scene === "beds"
      ? `<rect width="100%" height="100%" fill="url(#sky)"/>` +
        `<path d="M0 560 Q 500 380 1000 520 T 1800 470 V 1200 H 0 Z" fill="#4d6b3a"/>` +
        Array.from(
          { length: 6 },
          (_, row) =>
            `<rect x="${120 + row * 40}" y="${700 + row * 80}" width="${1560 - row * 80}" height="46" rx="8" fill="#7a3b22"/>` +
            `<rect x="${120 + row * 40}" y="${700 + row * 80}" width="${1560 - row * 80}" height="14" fill="#a5532e"/>`,
        ).join("")
      : `<rect width="100%" height="100%" fill="#2f4a2a"/>` +
        Array.from({ length: 70 }, (_, n) => {
          const [x, y] = [(n * 397) % width, (n * 211) % height];
          return `<circle cx="${x}" cy="${y}" r="${38 + (n % 5) * 6}" fill="${n % 3 ? "#b3261e" : "#d9572b"}"/>`;
        }).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#f4d9a8"/><stop offset="1" stop-color="#c9a26b"/></linearGradient></defs>` +
    `${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Uploads a photograph into the library and gives it its words, as the signed-in admin. */
async function libraryPhoto(
  request: APIRequestContext,
  scene: "beds" | "cherries",
  words: { alt: string; caption: string; credit: string },
): Promise<MediaImage> {
  const upload = await request.post("/api/media", {
    multipart: {
      file: {
        name: `${uniqueTag().toLowerCase()}-${scene}.jpg`,
        mimeType: "image/jpeg",
        buffer: await photograph(scene),
      },
    },
    headers: await csrfHeaders(request),
    timeout: 90_000,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [image] = ((await upload.json()) as { images: MediaImage[] }).images;
  const described = await request.patch(`/api/media/${image!.id}`, {
    data: words,
    headers: await csrfHeaders(request),
  });
  expect(described.status()).toBe(200);
  return described.json();
}

async function attach(request: APIRequestContext, lotId: number, images: MediaImage[]) {
  const response = await request.put(`/api/media/places/lot/${lotId}`, {
    data: { imageIds: images.map((image) => image.id) },
    headers: await csrfHeaders(request),
  });
  expect(response.status()).toBe(200);
}

/** The picture has arrived and is drawn (not only its placeholder), from the AVIF variant. */
async function expectLoaded(page: Page, name: string | RegExp, scope = page.locator("body")) {
  const img = scope.getByRole("img", { name }).first();
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
}

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
  await attach(page.request, lot.id, [beds, cherries]);
  await attach(page.request, other.id, [cherries]);
  // A visitor, not the desk.
  await page.context().clearCookies();

  // /offers, desktop: the new lots are the newest, in the first row, each with its first photograph.
  await page.goto("/offers");
  const card = lotCard(page, lot.name);
  await expectLoaded(page, beds.alt, card);
  await expectLoaded(page, cherries.alt, lotCard(page, other.name));
  const cardImg = card.getByRole("img", { name: beds.alt });
  await expect(cardImg).toHaveAttribute("width", String(beds.width));
  await expect(cardImg).toHaveAttribute("loading", "eager");
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
