// The people on /team in the desk (issue 50): seeded from today's content by the migration,
// written, ordered, given a portrait from the image library and deleted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamMember } from "../../../common/contract/team-members";
import { TEAM_ORDER_MESSAGE, TEAM_PROFILE_MESSAGE } from "../../../common/schemas/team-member";
import { teamMembers as contentTeam } from "../../../content/placeholders";
import { mediaImages, mediaUsages } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { newImageId } from "../media/service";

let t: TestApp;
let admin: Record<string, string>;

const list = async (): Promise<TeamMember[]> =>
  (await t.app.inject({ url: "/api/team-members" })).json();
const send = (
  method: "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  cookies: Record<string, string> | undefined = admin,
) => t.send({ method, url, payload, cookies });

const CUPPER = {
  name: "Liya Mekonnen",
  role: "Q Grader",
  badge: "Quality",
  bio: "Liya cups the day-lots of our Guji stations and keeps the lab's calibration.",
  email: "liya@abyssiniagreencoffee.example",
  social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/liya-mekonnen" }],
};

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

describe("team members", () => {
  it("start as today's content, in its order, for everyone", async () => {
    const team = await list();
    expect(team.map((member) => member.slug)).toEqual(contentTeam.map((member) => member.id));
    const [first] = contentTeam;
    expect(team[0]).toEqual({
      id: expect.any(Number),
      slug: first.id,
      name: first.name,
      role: first.role,
      badge: first.badge,
      bio: first.bio,
      email: first.email,
      social: [],
      portrait: null,
    });
  });

  it("refuse anyone not signed in", async () => {
    const [first] = await list();
    for (const answer of [
      await send("POST", "/api/team-members", CUPPER, {}),
      await send("PUT", `/api/team-members/${first!.id}`, CUPPER, {}),
      await send("DELETE", `/api/team-members/${first!.id}`, undefined, {}),
      await send("PUT", "/api/team-member-order", { ids: [first!.id] }, {}),
    ])
      expect(answer.statusCode).toBe(401);
    expect(await list()).toHaveLength(contentTeam.length);
  });

  it("add one last, with a slug from the name that is never taken twice", async () => {
    const first = await send("POST", "/api/team-members", CUPPER);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ ...CUPPER, slug: "liya-mekonnen", portrait: null });
    const second = await send("POST", "/api/team-members", { ...CUPPER, email: "" });
    expect(second.json()).toMatchObject({ slug: "liya-mekonnen-2", email: null });
    expect((await list()).slice(-2).map((member) => member.slug)).toEqual([
      "liya-mekonnen",
      "liya-mekonnen-2",
    ]);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ bio: "x".repeat(2001) }, "bio", "Bio must be at most 2000 characters"],
    [{ email: "liya at lab" }, "email", "Please enter a valid email address"],
    [
      { social: [{ network: "LinkedIn", href: "http://linkedin.com/in/x" }] },
      "social.0.href",
      TEAM_PROFILE_MESSAGE,
    ],
  ])("refuse %j with VALIDATION_ERROR", async (change, field, message) => {
    const answer = await send("POST", "/api/team-members", { ...CUPPER, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fields: [{ field, message }] },
    });
  });

  it("edit one, keeping the slug; 404 for one not there", async () => {
    const [first] = await list();
    const edited = await send("PUT", `/api/team-members/${first!.id}`, {
      ...CUPPER,
      name: "Tesfaye B. Bekele",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Tesfaye B. Bekele", slug: first!.slug });
    expect((await send("PUT", "/api/team-members/424242", CUPPER)).statusCode).toBe(404);
  });

  it("go in the order given, which must name everyone once", async () => {
    const ids = (await list()).map((member) => member.id);
    const reversed = [...ids].reverse();
    const ordered = await send("PUT", "/api/team-member-order", { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await list()).map((member) => member.id)).toEqual(reversed);
    const refused = await send("PUT", "/api/team-member-order", { ids: ids.slice(1) });
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: TEAM_ORDER_MESSAGE,
    });
  });

  it("show a portrait set on their place, which leaves with them", async () => {
    const member = (await list()).find((one) => one.slug === "hirut-alemu")!;
    const imageId = newImageId();
    await t.database.db.insert(mediaImages).values({
      id: imageId,
      fileName: "hirut.jpg",
      sourceType: "jpeg",
      alt: "Hirut Alemu at the cupping table",
      width: 1200,
      height: 1500,
      widths: [640, 1200],
      jpegWidth: 1200,
      placeholder: "data:image/webp;base64,UklGRg==",
    });
    const set = await send("PUT", "/api/media/places/team-member/hirut-alemu", {
      imageIds: [imageId],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().label).toBe("Hirut Alemu");
    expect((await list()).find((one) => one.id === member.id)!.portrait).toMatchObject({
      id: imageId,
    });
    const nobody = await send("PUT", "/api/media/places/team-member/nobody", { imageIds: [] });
    expect(nobody.statusCode).toBe(404);

    expect((await send("DELETE", `/api/team-members/${member.id}`)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(mediaUsages).where(eq(mediaUsages.placeKey, "hirut-alemu")),
    ).toEqual([]);
    expect((await send("DELETE", `/api/team-members/${member.id}`)).statusCode).toBe(404);
  });
});
