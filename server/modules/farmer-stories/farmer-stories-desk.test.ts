// The farmers of /farmers-stories in the desk (issue 50): seeded by the migration with the farmer
// the content told of, written, ordered, given photographs from the image library and deleted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FarmerStory } from "../../../common/contract/farmer-stories";
import { FARMER_ORDER_MESSAGE } from "../../../common/schemas/farmer-story";
import { farmerStoryBody } from "../../../common/testing/stories";
import { mediaImages, mediaUsages } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { newImageId } from "../media/service";

let t: TestApp;
let admin: Record<string, string>;

const list = async (): Promise<FarmerStory[]> =>
  (await t.app.inject({ url: "/api/farmer-stories" })).json();
const send = (
  method: "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  cookies: Record<string, string> | undefined = admin,
) => t.send({ method, url, payload, cookies });

// Sent as a form's fields would be: a count as text, a blank practice line.
const WORKU = {
  ...farmerStoryBody(),
  children: "3",
  farmingPractices: ["Selective picking", "", "Shade from Acacia trees"],
};

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

describe("farmer stories", () => {
  it("start as the farmer the content told of, for everyone", async () => {
    const [tamiru, ...others] = await list();
    expect(others).toEqual([]);
    expect(tamiru).toMatchObject({
      slug: "tamiru-dube",
      farmerName: "Tamiru Dube",
      farmerWife: "Almaz Bekele",
      village: "Chelchele",
      altitude: "2,050 m",
      children: 5,
      schoolChildren: 4,
      photos: [],
    });
    expect(tamiru!.farmingPractices).toHaveLength(6);
  });

  it("refuse anyone not signed in", async () => {
    const [first] = await list();
    for (const answer of [
      await send("POST", "/api/farmer-stories", WORKU, {}),
      await send("PUT", `/api/farmer-stories/${first!.id}`, WORKU, {}),
      await send("DELETE", `/api/farmer-stories/${first!.id}`, undefined, {}),
      await send("PUT", "/api/farmer-story-order", { ids: [first!.id] }, {}),
    ])
      expect(answer.statusCode).toBe(401);
    expect(await list()).toHaveLength(1);
  });

  it("add one last, with a slug from the name, the counts as numbers and no blank practice", async () => {
    const added = await send("POST", "/api/farmer-stories", WORKU);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      slug: "worku-tadesse",
      children: 3,
      farmingPractices: ["Selective picking", "Shade from Acacia trees"],
      photos: [],
    });
    expect((await list()).map((farmer) => farmer.slug)).toEqual(["tamiru-dube", "worku-tadesse"]);
  });

  it.each([
    [{ farmerName: " " }, "farmerName", "Farmer name is required"],
    [{ children: "many" }, "children", "Children must be a whole number from 0 to 30"],
    [
      { schoolChildren: 31 },
      "schoolChildren",
      "Children in school must be a whole number from 0 to 30",
    ],
    [{ farmingPractices: ["", " "] }, "farmingPractices", "Name at least one farming practice"],
    [{ story: "x".repeat(4001) }, "story", "Story must be at most 4000 characters"],
  ])("refuse %j with VALIDATION_ERROR, storing nothing", async (change, field, message) => {
    const before = await list();
    const answer = await send("POST", "/api/farmer-stories", { ...WORKU, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fields: [{ field, message }] },
    });
    expect(await list()).toEqual(before);
  });

  it("edit one, keeping the slug; 404 for one not there", async () => {
    const worku = (await list()).find((farmer) => farmer.slug === "worku-tadesse")!;
    const edited = await send("PUT", `/api/farmer-stories/${worku.id}`, {
      ...WORKU,
      farmerName: "Worku T. Tadesse",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ farmerName: "Worku T. Tadesse", slug: worku.slug });
    expect((await send("PUT", "/api/farmer-stories/424242", WORKU)).statusCode).toBe(404);
  });

  it("go in the order given, which must name every farmer once", async () => {
    const ids = (await list()).map((farmer) => farmer.id);
    const reversed = [...ids].reverse();
    expect((await send("PUT", "/api/farmer-story-order", { ids: reversed })).statusCode).toBe(200);
    expect((await list()).map((farmer) => farmer.id)).toEqual(reversed);
    const refused = await send("PUT", "/api/farmer-story-order", { ids: ids.slice(1) });
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: FARMER_ORDER_MESSAGE,
    });
  });

  it("show the photographs set on their place, which leave with them", async () => {
    const worku = (await list()).find((farmer) => farmer.slug === "worku-tadesse")!;
    const imageId = newImageId();
    await t.database.db.insert(mediaImages).values({
      id: imageId,
      fileName: "worku.jpg",
      sourceType: "jpeg",
      alt: "Worku Tadesse among his trees",
      width: 1200,
      height: 1500,
      widths: [640, 1200],
      jpegWidth: 1200,
      placeholder: "data:image/webp;base64,UklGRg==",
    });
    const set = await send("PUT", "/api/media/places/farmer-story/worku-tadesse", {
      imageIds: [imageId],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().label).toBe("Worku T. Tadesse");
    expect((await list()).find((farmer) => farmer.id === worku.id)!.photos).toMatchObject([
      { id: imageId, alt: "Worku Tadesse among his trees" },
    ]);
    // The library names where the image is used by the farmer's name.
    const library = (await t.app.inject({ url: "/api/media", cookies: admin })).json();
    expect(library[0].usages).toMatchObject([{ kind: "farmer-story", label: "Worku T. Tadesse" }]);
    const nobody = await send("PUT", "/api/media/places/farmer-story/nobody", { imageIds: [] });
    expect(nobody.statusCode).toBe(404);

    expect((await send("DELETE", `/api/farmer-stories/${worku.id}`)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(mediaUsages)
        .where(eq(mediaUsages.placeKey, "worku-tadesse")),
    ).toEqual([]);
    expect((await send("DELETE", `/api/farmer-stories/${worku.id}`)).statusCode).toBe(404);
  });
});
