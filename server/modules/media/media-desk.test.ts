import { count, eq } from "drizzle-orm";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALT_TEXT_REQUIRED_MESSAGE } from "../../../common/schemas/media";
import { LIBRARY_URL_PREFIX, MAX_PHOTO_BYTES } from "../../../common/constants";
import type { MediaImage } from "../../../common/contract/media";
import { mediaImages, mediaUsages, offers } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import {
  CAMERA_MODEL,
  hasGpsDirectory,
  multipartUpload,
  OWNER,
  photograph,
  type UploadFile,
} from "../../test/photos";
import type { TestApp } from "../../test/test-app";

// Each upload is developed for real (AVIF is slow on two busy cores).
const SLOW = 120_000;

let t: TestApp;
let admin: Record<string, string>;
let mediaDir: string;

beforeAll(async () => {
  t = await createAdminTestApp({ seed: true });
  admin = await signIn(t);
  mediaDir = t.app.config.MEDIA_DIR;
}, SLOW);
afterAll(() => t.close());

const upload = (files: UploadFile[], cookies: Record<string, string> | undefined = admin) =>
  t.send({ method: "POST", url: "/api/media", ...multipartUpload(files), cookies });

const imageCount = async () => (await t.database.db.select({ n: count() }).from(mediaImages))[0]!.n;
/** The image folders in MEDIA_DIR (a refused upload leaves none, not even a partial one). */
const storedFolders = () => (existsSync(mediaDir) ? readdirSync(mediaDir).sort() : []);

async function expectRefused(files: UploadFile[], message: RegExp) {
  const before = { rows: await imageCount(), folders: storedFolders() };
  const response = await upload(files);
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe("VALIDATION_ERROR");
  expect(error.message).toMatch(message);
  expect({ rows: await imageCount(), folders: storedFolders() }).toEqual(before);
  return error;
}

async function fetchFile(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

describe("the image library refuses anyone not signed in", () => {
  it("401 for the list, an upload, new words and a delete", async () => {
    const photo = await photograph({ width: 700, height: 500 });
    const id = "a".repeat(24);
    const answers = [
      await t.app.inject({ url: "/api/media" }),
      await upload([{ fileName: "guji.jpg", bytes: photo }], {}),
      await t.send({ method: "PATCH", url: `/api/media/${id}`, payload: { alt: "Cherries" } }),
      await t.send({ method: "DELETE", url: `/api/media/${id}` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe("AUTHENTICATION_ERROR");
    }
    expect(await imageCount()).toBe(0);
  });
});

describe("uploading photographs", () => {
  let image: MediaImage;

  it(
    "strips the camera's location and owner from every file it makes",
    async () => {
      const original = await photograph({ width: 1500, height: 1000, gps: true });
      const exif = (await sharp(original).metadata()).exif;
      // The test photograph does carry what must go.
      expect(hasGpsDirectory(exif)).toBe(true);
      expect(original.includes(CAMERA_MODEL)).toBe(true);

      const response = await upload([{ fileName: "harvest.jpg", bytes: original }]);
      expect(response.statusCode, response.body).toBe(201);
      [image] = response.json().images;
      expect(image).toMatchObject({
        id: expect.stringMatching(/^[a-z2-7]{24}$/),
        fileName: "harvest.jpg",
        sourceType: "jpeg",
        alt: "",
        width: 1500,
        height: 1000,
        usages: [],
      });
      // 640, 960 and 1280, and its own 1500 instead of an enlarged 1920, each in AVIF and WebP.
      expect(image.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
        "640x427.avif",
        "640x427.webp",
        "960x640.avif",
        "960x640.webp",
        "1280x853.avif",
        "1280x853.webp",
        "1500x1000.avif",
        "1500x1000.webp",
      ]);
      expect(image.jpeg).toMatchObject({ width: 1280, height: 853 });
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
      const placeholder = Buffer.from(image.placeholder.split(",")[1]!, "base64");

      const files = [
        ...image.variants.map((v) => ({ ...v, type: `image/${v.format}` })),
        { ...image.jpeg, format: "jpeg", type: "image/jpeg" },
      ];
      for (const file of files) {
        const response = await fetchFile(file.url);
        expect(response.headers["content-type"]).toBe(file.type);
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        const bytes = response.rawPayload;
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(file.format === "avif" ? "heif" : file.format);
        expect([meta.width, meta.height]).toEqual([file.width, file.height]);
        expect(meta.exif, file.url).toBeUndefined();
        expect(bytes.includes(CAMERA_MODEL), file.url).toBe(false);
        expect(bytes.includes(OWNER), file.url).toBe(false);
      }
      expect((await sharp(placeholder).metadata()).exif).toBeUndefined();
      expect(placeholder.includes(CAMERA_MODEL)).toBe(false);
    },
    SLOW,
  );

  it("lists the images with their variants and usages", async () => {
    const response = await t.send({ method: "GET", url: "/api/media", cookies: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([image]);
  });

  it(
    "takes several files at once, PNG and WebP too, whatever type their sender claims",
    async () => {
      const response = await upload([
        {
          fileName: "washing-station.png",
          bytes: await photograph({ width: 600, height: 400, format: "png" }),
          contentType: "application/octet-stream",
        },
        {
          fileName: "drying-beds.webp",
          bytes: await photograph({ width: 800, height: 1200, format: "webp" }),
          contentType: "image/jpeg",
        },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const images: MediaImage[] = response.json().images;
      expect(images.map((i) => [i.fileName, i.sourceType, i.variants.map((v) => v.width)])).toEqual(
        [
          // Under 640 px: only its own width.
          ["washing-station.png", "png", [600, 600]],
          ["drying-beds.webp", "webp", [640, 640, 800, 800]],
        ],
      );
      expect(images[0]!.id).not.toBe(images[1]!.id);
    },
    SLOW,
  );

  it(
    "stores the files under the image's id whatever path the file name holds",
    async () => {
      const response = await upload([
        { fileName: "../../../etc/cron.d/evil.jpg", bytes: await photograph({ width: 660 }) },
        { fileName: "..\\..\\windows\\farm.jpg", bytes: await photograph({ width: 660 }) },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const images: MediaImage[] = response.json().images;
      expect(images.map((i) => i.fileName)).toEqual(["evil.jpg", "farm.jpg"]);
      // Nothing but the images' own folders, each holding the files its record lists.
      const folders = storedFolders();
      expect(folders.every((name) => /^[a-z2-7]{24}$/.test(name))).toBe(true);
      for (const stored of images) {
        expect(folders).toContain(stored.id);
        const names = [...stored.variants, stored.jpeg].map((file) => file.url.split("/").pop());
        expect(readdirSync(join(mediaDir, stored.id)).sort()).toEqual([...new Set(names)].sort());
      }
    },
    SLOW,
  );
});

describe("refused uploads store nothing", () => {
  it("a file named .jpg whose bytes are not an image", async () => {
    const error = await expectRefused(
      [{ fileName: "invoice.jpg", bytes: Buffer.from("%PDF-1.7\n% not a photograph at all\n") }],
      /^invoice\.jpg is not a JPEG, PNG or WebP photograph/,
    );
    expect(error.details.fields).toEqual([{ field: "files.0", message: error.message }]);
  });

  it("JPEG's first bytes followed by something else", async () => {
    await expectRefused(
      [
        {
          fileName: "broken.jpg",
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4096, 7)]),
        },
      ],
      /^broken\.jpg cannot be read/,
    );
  });

  it("an SVG (it could carry a script), whatever its name", async () => {
    await expectRefused(
      [
        {
          fileName: "logo.png",
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
      ],
      /^logo\.png is not a JPEG, PNG or WebP photograph/,
    );
  });

  it("a HEIC photograph, which sharp here cannot read, with a message that says what to do", async () => {
    // An iPhone photo's first box: the `heic` brand, then data this server cannot decode.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic"),
      Buffer.alloc(2048, 1),
    ]);
    await expectRefused(
      [{ fileName: "IMG_0042.HEIC", bytes: heic }],
      /^IMG_0042\.HEIC is a HEIC photograph.*JPEG/,
    );
  });

  it(
    "a file over 20 MB, with the limit in its message",
    async () => {
      // A real PNG of noise, which does not compress: over 20 MB.
      const big = await sharp({
        create: {
          width: 3000,
          height: 2500,
          channels: 3,
          background: "#000",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(MAX_PHOTO_BYTES);
      await expectRefused(
        [{ fileName: "noise.png", bytes: big }],
        /^noise\.png is larger than 20 MB\.$/,
      );
    },
    SLOW,
  );

  it(
    "an image of huge pixel dimensions in a small file (a decompression bomb)",
    async () => {
      const bomb = await sharp({
        create: { width: 12_000, height: 9_000, channels: 3, background: "#fff" },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
      await expectRefused(
        [{ fileName: "bomb.png", bytes: bomb }],
        /^bomb\.png is 12000 x 9000 pixels.*100 megapixels/,
      );
    },
    SLOW,
  );

  it(
    "a good photograph with a bad one: neither is kept",
    async () => {
      await expectRefused(
        [
          { fileName: "good.jpg", bytes: await photograph({ width: 700, height: 500 }) },
          { fileName: "bad.jpg", bytes: Buffer.from("not an image") },
        ],
        /^bad\.jpg is not/,
      );
    },
    SLOW,
  );

  it("no file, an empty file, a JSON body, more files than allowed", async () => {
    await expectRefused([], /^Choose at least one photograph/);
    await expectRefused(
      [{ fileName: "empty.jpg", bytes: Buffer.alloc(0) }],
      /^empty\.jpg is empty\.$/,
    );
    const json = await t.send({
      method: "POST",
      url: "/api/media",
      payload: { file: "x" },
      cookies: admin,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe("Send the photographs as multipart/form-data.");
    const small = await photograph({ width: 120, height: 80 });
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ fileName: `${i}.jpg`, bytes: small }));
    await expectRefused(tooMany, /^At most 10 photographs per upload\.$/);
  });
});

describe("the words of an image", () => {
  let id: string;
  beforeAll(async () => {
    id = (await t.send({ method: "GET", url: "/api/media", cookies: admin })).json()[0].id;
  });
  const describeImage = (payload: Record<string, string>, imageId = id) =>
    t.send({ method: "PATCH", url: `/api/media/${imageId}`, payload, cookies: admin });

  it.each([
    [{ alt: "", caption: "Sorting cherries" }],
    [{ alt: "   " }],
    [{ caption: "No alt text" }],
  ])("alt text is required: %j", async (payload) => {
    const response = await describeImage(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toContainEqual({
      field: "alt",
      message: ALT_TEXT_REQUIRED_MESSAGE,
    });
    const [row] = await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(row?.caption).toBe("");
  });

  it("stores alt text, caption and credit (trimmed); 404 for an unknown id, 400 for a malformed one", async () => {
    const response = await describeImage({
      alt: "  Women sorting red cherries on raised beds in Guji  ",
      caption: "Hand-sorting at the Hambela station",
      credit: "Abyssinia Green Coffee",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      alt: "Women sorting red cherries on raised beds in Guji",
      caption: "Hand-sorting at the Hambela station",
      credit: "Abyssinia Green Coffee",
    });
    expect((await describeImage({ alt: "x" }, "b".repeat(24))).statusCode).toBe(404);
    for (const bad of ["1", "../etc", "A".repeat(24), "a".repeat(25)])
      expect((await describeImage({ alt: "x" }, encodeURIComponent(bad))).statusCode, bad).toBe(
        400,
      );
  });
});

describe("deleting an image", () => {
  it(
    "refuses while it is used, naming where; deletes with force=true, files and usages too",
    async () => {
      const created: MediaImage = (
        await upload([{ fileName: "lot-card.jpg", bytes: await photograph({ width: 700 }) }])
      ).json().images[0];
      const [lot] = await t.database.db.select().from(offers).limit(1);
      await t.database.db.insert(mediaUsages).values([
        { imageId: created.id, placeKind: "lot", placeKey: String(lot!.id), position: 0 },
        { imageId: created.id, placeKind: "site-place", placeKey: "hero-highlands", position: 0 },
      ]);

      const listed: MediaImage[] = (
        await t.send({ method: "GET", url: "/api/media", cookies: admin })
      ).json();
      expect(listed.find((i) => i.id === created.id)?.usages).toEqual([
        { kind: "lot", key: String(lot!.id), position: 0, label: lot!.name },
        { kind: "site-place", key: "hero-highlands", position: 0, label: "hero-highlands" },
      ]);

      const refused = await t.send({
        method: "DELETE",
        url: `/api/media/${created.id}`,
        cookies: admin,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        `This image is used by lot "${lot!.name}", site picture "hero-highlands". ` +
          "Take it out of those places first, or delete it anyway, which takes it out of them all.",
      );
      expect(refused.json().error.details.usages).toHaveLength(2);
      await fetchFile(created.jpeg.url);

      const forced = await t.send({
        method: "DELETE",
        url: `/api/media/${created.id}?force=true`,
        cookies: admin,
      });
      expect(forced.statusCode, forced.body).toBe(200);
      expect(
        await t.database.db.select().from(mediaUsages).where(eq(mediaUsages.imageId, created.id)),
      ).toEqual([]);
      expect(storedFolders()).not.toContain(created.id);
      for (const file of [...created.variants, created.jpeg])
        expect((await t.app.inject({ url: file.url })).statusCode).toBe(404);
      expect(
        (await t.send({ method: "DELETE", url: `/api/media/${created.id}`, cookies: admin }))
          .statusCode,
      ).toBe(404);
    },
    SLOW,
  );

  it(
    "deletes an unused image at once",
    async () => {
      const created: MediaImage = (
        await upload([{ fileName: "spare.jpg", bytes: await photograph({ width: 650 }) }])
      ).json().images[0];
      const response = await t.send({
        method: "DELETE",
        url: `/api/media/${created.id}`,
        cookies: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(storedFolders()).not.toContain(created.id);
    },
    SLOW,
  );
});

describe("the public address of the files", () => {
  it("404 with the envelope for a file that is not there or a name that is not a file's", async () => {
    for (const url of [
      `${LIBRARY_URL_PREFIX}${"c".repeat(24)}/640.webp`,
      `${LIBRARY_URL_PREFIX}${"c".repeat(24)}/..%2F..%2Fetc%2Fpasswd`,
      `${LIBRARY_URL_PREFIX}..%2F..%2Fpackage.json/640.webp`,
      `${LIBRARY_URL_PREFIX}${"c".repeat(24)}/640.svg`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe("NOT_FOUND");
    }
  });
});
