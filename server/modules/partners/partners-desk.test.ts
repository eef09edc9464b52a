// The partners and customers in the desk (issue 50): written, ordered, given a logo from the image
// library and deleted; GET /api/partners shows them in that order to everyone.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_ORDER_MESSAGE, PARTNER_TYPE_MESSAGE } from "../../../common/schemas/partner";
import { auditLog, mediaImages, mediaUsages, partners } from "../../db/schema";
import { seedPartners } from "../../db/seed-data";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { newImageId } from "../media/service";

let t: TestApp;
let admin: Record<string, string>;

const list = async () => (await t.app.inject({ url: "/api/partners" })).json();
const names = async () => (await list()).map((partner: { name: string }) => partner.name);
const send = (
  method: "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  cookies: Record<string, string> | undefined = admin,
) => t.send({ method, url, payload, cookies });

const ROASTER = {
  name: "Kaffa Roasters",
  description: "Specialty roaster, Oslo",
  type: "customer",
};

beforeAll(async () => {
  t = await createAdminTestApp({ seed: true });
  admin = await signIn(t);
});
afterAll(() => t.close());

describe("partners and customers in the desk", () => {
  it("are listed to everyone in the seed's order, without a logo yet", async () => {
    const partnersNow = await list();
    expect(partnersNow.map((p: { name: string }) => p.name)).toEqual(
      seedPartners.map((p) => p.name),
    );
    expect(partnersNow[0]).toEqual({
      id: expect.any(Number),
      name: seedPartners[0]!.name,
      description: seedPartners[0]!.description,
      image: null,
      type: seedPartners[0]!.type,
      logo: null,
    });
  });

  it("refuse anyone not signed in, and change nothing", async () => {
    const [first] = await list();
    for (const answer of [
      await send("POST", "/api/partners", ROASTER, {}),
      await send("PUT", `/api/partners/${first.id}`, ROASTER, {}),
      await send("DELETE", `/api/partners/${first.id}`, undefined, {}),
      await send("PUT", "/api/partner-order", { ids: [first.id] }, {}),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe("AUTHENTICATION_ERROR");
    }
    expect(await names()).toEqual(seedPartners.map((p) => p.name));
  });

  it("adds one last, trimmed and audited", async () => {
    const answer = await send("POST", "/api/partners", { ...ROASTER, name: "  Kaffa Roasters " });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ ...ROASTER, image: null, logo: null });
    expect((await names()).at(-1)).toBe("Kaffa Roasters");
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "create", entity: "partners" });
  });

  it.each([
    [{ name: " " }, "name", "Name is required"],
    [{ type: "supplier" }, "type", PARTNER_TYPE_MESSAGE],
    [{ description: "x".repeat(501) }, "description", "Description must be at most 500 characters"],
  ])("refuses %j with VALIDATION_ERROR", async (change, field, message) => {
    const answer = await send("POST", "/api/partners", { ...ROASTER, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message,
      details: { fields: [{ field, message }] },
    });
  });

  it("edits one, and answers 404 for one that is not there", async () => {
    const [first] = await list();
    const edited = await send("PUT", `/api/partners/${first.id}`, {
      ...ROASTER,
      name: "Nordlicht Rösterei GmbH",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: first.id, name: "Nordlicht Rösterei GmbH" });
    const missing = await send("PUT", "/api/partners/424242", ROASTER);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
  });

  it("puts them in the order given, which must name each of them once", async () => {
    const ids: number[] = (await list()).map((p: { id: number }) => p.id);
    const reversed = [...ids].reverse();
    const ordered = await send("PUT", "/api/partner-order", { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().map((p: { id: number }) => p.id)).toEqual(reversed);
    expect((await list()).map((p: { id: number }) => p.id)).toEqual(reversed);

    for (const wrong of [ids.slice(1), [...ids, 424242], [...ids.slice(1), ids[1]]]) {
      const refused = await send("PUT", "/api/partner-order", { ids: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: PARTNER_ORDER_MESSAGE,
      });
    }
    expect((await list()).map((p: { id: number }) => p.id)).toEqual(reversed);
  });

  it("shows a logo set from the image library, and its JPEG as the spec's image", async () => {
    const [first] = await list();
    const imageId = newImageId();
    await t.database.db.insert(mediaImages).values({
      id: imageId,
      fileName: "kaffa-logo.png",
      sourceType: "png",
      alt: "Kaffa Roasters",
      width: 800,
      height: 400,
      widths: [640, 800],
      jpegWidth: 800,
      placeholder: "data:image/webp;base64,UklGRg==",
    });
    const set = await send("PUT", `/api/media/places/partner/${first.id}`, { imageIds: [imageId] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ kind: "partner", label: first.name });
    const [shown] = await list();
    expect(shown.logo).toMatchObject({ id: imageId, alt: "Kaffa Roasters" });
    expect(shown.image).toBe(shown.logo.jpeg.url);
    const library = await send("PUT", `/api/media/places/partner/424242`, { imageIds: [imageId] });
    expect(library.statusCode).toBe(404);

    // Deleting the partner takes the logo out of its place; the image stays in the library.
    const deleted = await send("DELETE", `/api/partners/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(mediaUsages)).toEqual([]);
    expect(
      await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, imageId)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(partners).where(eq(partners.id, first.id)),
    ).toHaveLength(0);
    expect((await send("DELETE", `/api/partners/${first.id}`)).statusCode).toBe(404);
  });
});
