// Photographs for the journeys of the image library (issue 50): made with sharp from a drawing,
// uploaded into the library through the desk's API and given their words, and the check that a
// page drew one.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import type { MediaImage } from "../common/contract/media";
import { csrfHeaders, expect } from "./fixtures";
import { uniqueTag } from "./offer-lots";

/** A 1800 x 1200 photograph made from a drawing: sky, hills and rows of drying beds or cherries. */
export async function photograph(scene: "beds" | "cherries"): Promise<Buffer> {
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
export async function libraryPhoto(
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

/** Sets the images of a place (a lot, a site picture...), in order, as the signed-in admin. */
export async function setPlaceImages(
  request: APIRequestContext,
  place: string,
  images: readonly MediaImage[],
) {
  const response = await request.put(`/api/media/places/${place}`, {
    data: { imageIds: images.map((image) => image.id) },
    headers: await csrfHeaders(request),
  });
  expect(response.status()).toBe(200);
}

/** The picture has arrived and is drawn (not only its placeholder), from the AVIF variant. */
export async function expectLoaded(
  page: Page,
  name: string | RegExp,
  scope = page.locator("body"),
) {
  const img = scope.getByRole("img", { name }).first();
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
}
