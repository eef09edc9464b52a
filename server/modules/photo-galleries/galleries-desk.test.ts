// The galleries of /photo-galleries in the desk (issue 50): seeded by the migration with the four
// galleries of the content, one per category, written, ordered, given photographs and deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhotoGallery } from "../../../common/contract/photo-galleries";
import {
  GALLERY_CATEGORY_MESSAGE,
  GALLERY_ORDER_MESSAGE,
} from "../../../common/schemas/photo-gallery";
import { mediaImages } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { newImageId } from "../media/service";

let t: TestApp;
let admin: Record<string, string>;

const list = async (): Promise<PhotoGallery[]> =>
  (await t.app.inject({ url: "/api/photo-galleries" })).json();
const send = (
  method: "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  cookies: Record<string, string> | undefined = admin,
) => t.send({ method, url, payload, cookies });

const VISITS = {
  title: "Roaster visits",
  category: "Events",
  description: "Roasters at our stations, season by season.",
};

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

describe("photo galleries", () => {
  it("start as the content's four, one per category, for everyone", async () => {
    expect((await list()).map(({ slug, title, category }) => [slug, title, category])).toEqual([
      ["farm-life", "Farm Life", "Farm Life"],
      ["processing", "Processing", "Processing"],
      ["quality", "Quality", "Quality"],
      ["events", "Events", "Events"],
    ]);
  });

  it("refuse anyone not signed in", async () => {
    const [first] = await list();
    for (const answer of [
      await send("POST", "/api/photo-galleries", VISITS, {}),
      await send("PUT", `/api/photo-galleries/${first!.id}`, VISITS, {}),
      await send("DELETE", `/api/photo-galleries/${first!.id}`, undefined, {}),
      await send("PUT", "/api/photo-gallery-order", { ids: [first!.id] }, {}),
    ])
      expect(answer.statusCode).toBe(401);
    expect(await list()).toHaveLength(4);
  });

  it("add one last under one of the four categories, and refuse any other", async () => {
    const added = await send("POST", "/api/photo-galleries", VISITS);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ ...VISITS, slug: "roaster-visits", photos: [] });
    const refused = await send("POST", "/api/photo-galleries", { ...VISITS, category: "Travel" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fields: [{ field: "category", message: GALLERY_CATEGORY_MESSAGE }] },
    });
    const untitled = await send("POST", "/api/photo-galleries", { ...VISITS, title: "" });
    expect(untitled.json().error.details.fields).toEqual([
      { field: "title", message: "Title is required" },
    ]);
    expect((await list()).map((gallery) => gallery.slug)).toEqual([
      "farm-life",
      "processing",
      "quality",
      "events",
      "roaster-visits",
    ]);
  });

  it("edit one, keeping the slug; go in the order given; 404 for one not there", async () => {
    const visits = (await list()).at(-1)!;
    const edited = await send("PUT", `/api/photo-galleries/${visits.id}`, {
      ...VISITS,
      category: "Farm Life",
    });
    expect(edited.json()).toMatchObject({ category: "Farm Life", slug: "roaster-visits" });
    expect((await send("PUT", "/api/photo-galleries/424242", VISITS)).statusCode).toBe(404);

    const ids = (await list()).map((gallery) => gallery.id);
    const reversed = [...ids].reverse();
    expect((await send("PUT", "/api/photo-gallery-order", { ids: reversed })).statusCode).toBe(200);
    expect((await list()).map((gallery) => gallery.id)).toEqual(reversed);
    const refused = await send("PUT", "/api/photo-gallery-order", { ids: ids.slice(1) });
    expect(refused.json().error).toMatchObject({ message: GALLERY_ORDER_MESSAGE });
  });

  it("show the photographs set on a gallery's place, and drop them with it", async () => {
    const imageId = newImageId();
    await t.database.db.insert(mediaImages).values({
      id: imageId,
      fileName: "cupping.jpg",
      sourceType: "jpeg",
      alt: "Roasters cupping at Chelchele",
      width: 1600,
      height: 1067,
      widths: [640, 1280, 1600],
      jpegWidth: 1280,
      placeholder: "data:image/webp;base64,UklGRg==",
    });
    const set = await send("PUT", "/api/media/places/gallery/events", { imageIds: [imageId] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().label).toBe("Events");
    expect((await list()).find((gallery) => gallery.slug === "events")!.photos).toMatchObject([
      { id: imageId },
    ]);
    // A category's name is no gallery's key.
    expect(
      (await send("PUT", "/api/media/places/gallery/Events", { imageIds: [] })).statusCode,
    ).toBe(404);
    const events = (await list()).find((gallery) => gallery.slug === "events")!;
    expect((await send("DELETE", `/api/photo-galleries/${events.id}`)).statusCode).toBe(200);
    const library = (await t.app.inject({ url: "/api/media", cookies: admin })).json();
    expect(library.find((image: { id: string }) => image.id === imageId).usages).toEqual([]);
  });
});
