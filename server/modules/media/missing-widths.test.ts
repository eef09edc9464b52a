// Photographs developed before the library made 960 px files get them at the server's start
// (missing-widths.ts): the files are made and served, the lot's record offers them at once, and
// a second start finds nothing to do.
import { eq } from "drizzle-orm";
import { rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaImage } from "../../../common/contract/media";
import type { Offer } from "../../../common/contract/records";
import { mediaImages, offers } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { hasGpsDirectory, multipartUpload, photograph } from "../../test/photos";
import type { TestApp } from "../../test/test-app";
import { developMissingWidths } from "./missing-widths";

// Each photograph is developed for real (AVIF is slow on two busy cores).
const SLOW = 120_000;

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createAdminTestApp({ seed: true });
  admin = await signIn(t);
}, SLOW);
afterAll(() => t.close());

const develop = () =>
  developMissingWidths({
    db: t.database.db,
    store: t.app.mediaStore,
    log: t.app.log,
    invalidateCaches: () => t.app.invalidateCaches(),
  });

/** Uploads a photograph, then takes it back to what the library made before 960 px. */
async function photographFromBefore960(fileName: string, options = {}): Promise<string> {
  const upload = await t.send({
    method: "POST",
    url: "/api/media",
    ...multipartUpload([{ fileName, bytes: await photograph({ width: 1500, ...options }) }]),
    cookies: admin,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const [image] = (upload.json() as { images: MediaImage[] }).images;
  const id = image!.id;
  for (const format of ["avif", "webp"]) rmSync(join(t.app.config.MEDIA_DIR, id, `960.${format}`));
  await t.database.db
    .update(mediaImages)
    .set({ widths: [640, 1280, 1500] })
    .where(eq(mediaImages.id, id));
  await t.send({
    method: "PATCH",
    url: `/api/media/${id}`,
    payload: { alt: "Raised beds at the washing station", caption: "", credit: "" },
    cookies: admin,
  });
  return id;
}

/** The files /api/offers (a cached list) offers of a lot's first photograph. */
async function offeredFiles(lotId: number): Promise<string[]> {
  const lots: Offer[] = (await t.app.inject({ url: "/api/offers" })).json();
  return lots.find((lot) => lot.id === lotId)!.images[0]!.variants.map((variant) => variant.url);
}

describe("photographs developed before the 960 px width", () => {
  it(
    "get their 960 px files at start, served and offered with the lot at once",
    async () => {
      const id = await photographFromBefore960("beds.jpg", { gps: true });
      const [lot] = await t.database.db.select().from(offers).orderBy(offers.id).limit(1);
      const placed = await t.send({
        method: "PUT",
        url: `/api/media/places/lot/${lot!.id}`,
        payload: { imageIds: [id] },
        cookies: admin,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const before = await offeredFiles(lot!.id);
      expect(before).toContain(`/media/library/${id}/1280.avif`);
      expect(before).not.toContain(`/media/library/${id}/960.avif`);

      expect(await develop()).toBe(1);

      for (const [format, type] of [
        ["avif", "image/avif"],
        ["webp", "image/webp"],
      ] as const) {
        const file = await t.app.inject({ url: `/media/library/${id}/960.${format}` });
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toBe(type);
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.width).toBe(960);
        expect(hasGpsDirectory(meta.exif)).toBe(false);
      }
      const [row] = await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, id));
      expect(row!.widths).toEqual([640, 960, 1280, 1500]);
      // The cached list was dropped: the pages now offer a phone the 960 px files.
      expect(await offeredFiles(lot!.id)).toEqual(
        expect.arrayContaining([`/media/library/${id}/960.avif`, `/media/library/${id}/960.webp`]),
      );
    },
    SLOW,
  );

  it("finds nothing to do once every photograph has its widths", async () => {
    expect(await develop()).toBe(0);
  });

  it(
    "leaves a photograph whose files are gone as it is, and develops the others",
    async () => {
      const lost = await photographFromBefore960("lost.jpg");
      const kept = await photographFromBefore960("kept.jpg");
      rmSync(join(t.app.config.MEDIA_DIR, lost), { recursive: true });
      expect(await develop()).toBe(1);
      const widths = async (id: string) =>
        (await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, id)))[0]!.widths;
      expect(await widths(lost)).toEqual([640, 1280, 1500]);
      expect(await widths(kept)).toEqual([640, 960, 1280, 1500]);
    },
    SLOW,
  );
});
