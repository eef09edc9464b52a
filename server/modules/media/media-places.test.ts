// The images of a place (issue 50): PUT and GET /api/media/places/:kind/:key, and the lots'
// `images` that the public pages read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaImage, PlaceImages } from "../../../common/contract/media";
import type { Offer } from "../../../common/contract/records";
import { UNKNOWN_PLACE_KIND_MESSAGE } from "../../../common/contract/media";
import { originStories } from "../../../content/origin-stories";
import { mediaImages, mediaUsages, newsEvents, offers } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { newImageId } from "./service";

let t: TestApp;
let admin: Record<string, string>;
let lotId: number;
let lotName: string;
let otherLotId: number;
let newsId: number;

/** An image row as an upload leaves it (its files are not needed here), with alt text or not. */
async function libraryImage(fileName: string, alt = `${fileName} at the washing station`) {
  const id = newImageId();
  await t.database.db.insert(mediaImages).values({
    id,
    fileName,
    sourceType: "jpeg",
    alt,
    width: 1500,
    height: 1000,
    widths: [640, 1280, 1500],
    jpegWidth: 1280,
    placeholder: "data:image/webp;base64,UklGRg==",
  });
  return id;
}

const put = (kind: string, key: string | number, imageIds: unknown, cookies = admin) =>
  t.send({
    method: "PUT",
    url: `/api/media/places/${kind}/${encodeURIComponent(String(key))}`,
    payload: { imageIds },
    cookies,
  });
const get = (kind: string, key: string | number, cookies = admin) =>
  t.send({
    method: "GET",
    url: `/api/media/places/${kind}/${encodeURIComponent(String(key))}`,
    cookies,
  });
const usageCount = async () => (await t.database.db.select().from(mediaUsages)).length;

beforeAll(async () => {
  t = await createAdminTestApp({ seed: true });
  admin = await signIn(t);
  const lots = await t.database.db.select().from(offers).orderBy(offers.id).limit(2);
  lotId = lots[0]!.id;
  lotName = lots[0]!.name;
  otherLotId = lots[1]!.id;
  newsId = (await t.database.db.select().from(newsEvents).limit(1))[0]!.id;
});
afterAll(() => t.close());

describe("setting the images of a place", () => {
  it("401 for anyone not signed in, and nothing changes", async () => {
    const image = await libraryImage("cherries.jpg");
    for (const answer of [await put("lot", lotId, [image], {}), await get("lot", lotId, {})]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe("AUTHENTICATION_ERROR");
    }
    expect(await usageCount()).toBe(0);
  });

  it("403 without the CSRF token, as every admin write", async () => {
    const image = await libraryImage("beds.jpg");
    const answer = await t.app.inject({
      method: "PUT",
      url: `/api/media/places/lot/${lotId}`,
      payload: { imageIds: [image] },
      cookies: admin,
    });
    expect(answer.statusCode).toBe(403);
    expect(await usageCount()).toBe(0);
  });

  it("VALIDATION_ERROR for a kind of place there is not", async () => {
    const image = await libraryImage("mill.jpg");
    for (const kind of ["lots", "hero", "LOT", "__proto__"]) {
      const answer = await put(kind, "1", [image]);
      expect(answer.statusCode, kind).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: UNKNOWN_PLACE_KIND_MESSAGE,
      });
      expect((await get(kind, "1")).statusCode).toBe(400);
    }
    expect(await usageCount()).toBe(0);
  });

  it("404 for a lot, news item, record or site picture that is not there", async () => {
    const image = await libraryImage("truck.jpg");
    const cases: [string, string, string][] = [
      ["lot", "2147483647", "The coffee offer was not found."],
      ["lot", "0", "The coffee offer was not found."],
      ["lot", "guji", "The coffee offer was not found."],
      ["lot", "99999999999", "The coffee offer was not found."],
      ["news", "2147483000", "The news item was not found."],
      ["site-place", "hero-lowlands", "There is no site picture with that id."],
      // The partner marks are drawings by design, not places for a photograph.
      ["site-place", "partner-ecta", "There is no site picture with that id."],
      ["gallery", "Parties", "There is no photo gallery with that id."],
      // A gallery's place is its slug, not its category's name.
      ["gallery", "Farm Life", "There is no photo gallery with that id."],
      ["farmer-story", "nobody", "There is no farmer story with that id."],
      // Keys no slug can be, not even looked up (PostgreSQL refuses a NUL byte in a query).
      ["gallery", "farm-life\u0000", "There is no photo gallery with that id."],
      ["farmer-story", "\u0000", "There is no farmer story with that id."],
      ["team-member", "hirut-alemu\u0000", "There is no team member with that id."],
      ["team-member", "a".repeat(81), "There is no team member with that id."],
    ];
    for (const [kind, key, message] of cases) {
      const answer = await put(kind, key, [image]);
      expect(answer.statusCode, `${kind}/${key}`).toBe(404);
      expect(answer.json().error).toMatchObject({ code: "NOT_FOUND", message });
      expect((await get(kind, key)).statusCode, `${kind}/${key}`).toBe(404);
    }
    expect(await usageCount()).toBe(0);
  });

  it("404 for an image that is not in the library, naming it; nothing changes", async () => {
    const image = await libraryImage("grading.jpg");
    const missing = newImageId();
    const answer = await put("lot", lotId, [image, missing]);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: `The image ${missing} was not found in the library.`,
    });
    expect(await usageCount()).toBe(0);
  });

  it("VALIDATION_ERROR for an image without alt text, a repeated image, a malformed id", async () => {
    const described = await libraryImage("nursery.jpg");
    const bare = await libraryImage("IMG_0042.jpg", "");
    const withoutAlt = await put("lot", lotId, [described, bare]);
    expect(withoutAlt.statusCode).toBe(400);
    expect(withoutAlt.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message:
        "IMG_0042.jpg needs alt text before it can be shown: give it its words in the library first.",
      details: { fields: [{ field: "imageIds.1" }] },
    });
    const repeated = await put("lot", lotId, [described, described]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.message).toBe("An image can be in a place only once.");
    for (const body of [["../../etc/passwd"], "abc", [1], null])
      expect((await put("lot", lotId, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await usageCount()).toBe(0);
  });

  it("VALIDATION_ERROR for more images than the place takes", async () => {
    const [a, b] = [await libraryImage("hero-a.jpg"), await libraryImage("hero-b.jpg")];
    const hero = await put("site-place", "hero-highlands", [a, b]);
    expect(hero.statusCode).toBe(400);
    expect(hero.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: 'A site picture "hero-highlands" takes at most 1 image.',
    });
    const thirteen = await Promise.all(
      Array.from({ length: 13 }, (_, i) => libraryImage(`lot-${i}.jpg`)),
    );
    const lot = await put("lot", lotId, thirteen);
    expect(lot.statusCode).toBe(400);
    expect(lot.json().error.message).toBe(`A lot "${lotName}" takes at most 12 images.`);
    expect(await usageCount()).toBe(0);
  });
});

describe("a lot's photographs", () => {
  let card: string;
  let gallery: string;
  let spare: string;
  beforeAll(async () => {
    card = await libraryImage("card.jpg", "Red cherries on the branch at Hambela");
    gallery = await libraryImage("gallery.jpg", "Raised beds at the Hambela station");
    spare = await libraryImage("spare.jpg", "Jute bags in the Addis warehouse");
  });

  it("keeps the order given, the first being the card picture, in the desk and the public lot", async () => {
    // Read once, so the cached list has to be renewed by the write.
    expect((await t.app.inject({ url: "/api/offers" })).json()[0].images).toEqual([]);
    const answer = await put("lot", lotId, [card, gallery]);
    expect(answer.statusCode, answer.body).toBe(200);
    const place: PlaceImages = answer.json();
    expect(place).toMatchObject({ kind: "lot", key: String(lotId), label: lotName });
    expect(place.images.map((image) => image.id)).toEqual([card, gallery]);
    expect((await get("lot", lotId)).json()).toEqual(place);

    const lot: Offer = (await t.app.inject({ url: `/api/offers/${lotId}` })).json();
    expect(lot.images.map((image) => image.id)).toEqual([card, gallery]);
    // What a page needs, nothing of the desk's (the file's name, where else it is used).
    expect(lot.images[0]).toEqual({
      id: card,
      alt: "Red cherries on the branch at Hambela",
      caption: "",
      credit: "",
      width: 1500,
      height: 1000,
      variants: expect.arrayContaining([
        { url: `/media/library/${card}/640.avif`, width: 640, height: 427, format: "avif" },
      ]),
      jpeg: { url: `/media/library/${card}/1280.jpg`, width: 1280, height: 853 },
      placeholder: "data:image/webp;base64,UklGRg==",
    });
    // The public list changes at once (the cached list was dropped by the write).
    const list: Offer[] = (await t.app.inject({ url: "/api/offers" })).json();
    expect(list.find((l) => l.id === lotId)?.images.map((image) => image.id)).toEqual([
      card,
      gallery,
    ]);
    expect(list.find((l) => l.id === otherLotId)?.images).toEqual([]);
  });

  it("replaces the place's images, and an empty list clears it", async () => {
    const answer = await put("lot", lotId, [spare, card]);
    expect(answer.json().images.map((image: MediaImage) => image.id)).toEqual([spare, card]);
    const rows = await t.database.db
      .select()
      .from(mediaUsages)
      .where(eq(mediaUsages.placeKey, String(lotId)));
    expect(rows.map((row) => [row.imageId, row.position])).toEqual([
      [spare, 0],
      [card, 1],
    ]);
    const other = await put("lot", otherLotId, [card]);
    expect(other.statusCode).toBe(200);
    expect((await put("lot", otherLotId, [])).json().images).toEqual([]);
    expect((await t.app.inject({ url: `/api/offers/${otherLotId}` })).json().images).toEqual([]);
  });

  it("shows the usage in the library, and a delete asks first naming the place", async () => {
    const library: MediaImage[] = (
      await t.send({ method: "GET", url: "/api/media", cookies: admin })
    ).json();
    expect(library.find((image) => image.id === spare)?.usages).toEqual([
      { kind: "lot", key: String(lotId), position: 0, label: lotName },
    ]);
    expect(library.find((image) => image.id === gallery)?.usages).toEqual([]);
    const refused = await t.send({ method: "DELETE", url: `/api/media/${spare}`, cookies: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      new RegExp(`^This image is used by lot "${lotName}"\\.`),
    );
  });

  it("a lot's edit answers with its images; a deleted lot lets go of them", async () => {
    const before: Offer = (await t.app.inject({ url: `/api/offers/${lotId}` })).json();
    const { id: _id, images, createdAt: _c, updatedAt: _u, ...fields } = before;
    const edited = await t.send({
      method: "PUT",
      url: `/api/offers/${lotId}`,
      payload: { ...fields, name: `${before.name} (reserved)` },
      cookies: admin,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().images).toEqual(images);

    const removed = await t.send({ method: "DELETE", url: `/api/offers/${lotId}`, cookies: admin });
    expect(removed.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(mediaUsages).where(eq(mediaUsages.placeKind, "lot")),
    ).toEqual([]);
    const deleted = await t.send({ method: "DELETE", url: `/api/media/${spare}`, cookies: admin });
    expect(deleted.statusCode).toBe(200);
  });
});

describe("the other places", () => {
  it("sets and clears a site picture, a news item's and a gallery's images", async () => {
    const hero = await libraryImage("hero.jpg", "Terraced coffee gardens above the mist");
    const answer = await put("site-place", "hero-highlands", [hero]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      kind: "site-place",
      key: "hero-highlands",
      label: "hero-highlands",
    });
    const news = await put("news", newsId, [hero]);
    expect(news.statusCode, news.body).toBe(200);
    const gallery = await put("gallery", "farm-life", [hero]);
    expect(gallery.statusCode, gallery.body).toBe(200);
    const refused = await t.send({ method: "DELETE", url: `/api/media/${hero}`, cookies: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('site picture "hero-highlands"');
    expect(refused.json().error.message).toContain('photo gallery "Farm Life"');

    expect((await put("site-place", "hero-highlands", [])).json().images).toEqual([]);
    // A deleted news item lets go of its images.
    expect(
      (await t.send({ method: "DELETE", url: `/api/news-events/${newsId}`, cookies: admin }))
        .statusCode,
    ).toBe(200);
    const usages = await t.database.db
      .select()
      .from(mediaUsages)
      .where(eq(mediaUsages.imageId, hero));
    expect(usages.map((row) => row.placeKind)).toEqual(["gallery"]);
  });
});

const ORIGIN = originStories[0].id;

describe("the site pictures the public pages read", () => {
  it("GET /api/site-pictures answers everyone the photograph set in each place, at once after a change", async () => {
    const before = await t.send({ method: "GET", url: "/api/site-pictures" });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({});
    const trip = await libraryImage("trip.jpg", "Buyers cupping at the Guji station");
    const beds = await libraryImage("beds-at-dawn.jpg", "Raised beds at dawn");
    expect((await put("site-place", "teaser-origin-trip", [trip])).statusCode).toBe(200);
    expect((await put("site-place", "gallery-drying-beds", [beds])).statusCode).toBe(200);

    // No cookie: a visitor's read.
    const after = await t.send({ method: "GET", url: "/api/site-pictures" });
    expect(after.statusCode).toBe(200);
    const pictures = after.json();
    expect(Object.keys(pictures).sort()).toEqual(["gallery-drying-beds", "teaser-origin-trip"]);
    expect(pictures["teaser-origin-trip"]).toMatchObject({
      id: trip,
      alt: "Buyers cupping at the Guji station",
      width: 1500,
      height: 1000,
    });
    // What the public sees of an image: never its file's name or where else it is used.
    expect(pictures["teaser-origin-trip"]).not.toHaveProperty("fileName");
    expect(pictures["teaser-origin-trip"]).not.toHaveProperty("usages");

    // Sent with a validator; a change gives a new one, and the place cleared is gone.
    const etag = after.headers.etag as string;
    expect(
      (
        await t.send({
          method: "GET",
          url: "/api/site-pictures",
          headers: { "if-none-match": etag },
        })
      ).statusCode,
    ).toBe(304);
    expect((await put("site-place", "gallery-drying-beds", [])).statusCode).toBe(200);
    const cleared = await t.send({ method: "GET", url: "/api/site-pictures" });
    expect(cleared.headers.etag).not.toBe(etag);
    expect(Object.keys(cleared.json())).toEqual(["teaser-origin-trip"]);
    expect((await put("site-place", "teaser-origin-trip", [])).statusCode).toBe(200);
  });

  it("GET /api/content-photos answers everyone each origin story's added photographs, in order", async () => {
    const read = async () =>
      (await t.send({ method: "GET", url: "/api/content-photos" })).json() as Record<
        string,
        Record<string, { id: string }[]>
      >;
    const before = await read();
    expect(before).toEqual({ "origin-story": {} });
    const first = await libraryImage("pickers.jpg", "Pickers at first light");
    const second = await libraryImage("cupping-day.jpg", "A cupping day at the lab");
    expect((await put("origin-story", ORIGIN, [second, first])).statusCode).toBe(200);
    const answer = await read();
    expect(answer["origin-story"]![ORIGIN]!.map((image) => image.id)).toEqual([second, first]);
    expect(answer["origin-story"]![ORIGIN]![0]).not.toHaveProperty("usages");
    expect((await put("origin-story", ORIGIN, [])).statusCode).toBe(200);
    expect(await read()).toEqual(before);
  });
});
