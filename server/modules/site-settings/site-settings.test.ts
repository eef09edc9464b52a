// GET and PUT /api/site-settings: the exporter's facts, public once set, set only in the desk.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteSettings } from "../../../common/testing/factories";
import { PHONE_MESSAGE } from "../../../common/phone";
import { httpsMessage } from "../../../common/schemas/site-settings";
import { auditLog, siteSettings } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";

const SPEC_HOURS = "Mon-Fri 7:00 AM-6:00 PM EST\nSat-Sun 8:00 AM-4:00 PM EST";

const everything = buildSiteSettings();

let t: TestApp;
let admin: Record<string, string>;

const read = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/site-settings", headers });
const save = (payload: object, cookies: Record<string, string> | undefined = admin) =>
  t.send({ method: "PUT", url: "/api/site-settings", payload, cookies });
const stored = async () => (await t.database.db.select().from(siteSettings))[0];

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

describe("site settings", () => {
  it("start with the spec's business hours alone: nothing else is made up", async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ businessHours: SPEC_HOURS });
    expect(answer.headers.etag).toEqual(expect.any(String));
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect((await read({ "if-none-match": String(answer.headers.etag) })).statusCode).toBe(304);
  });

  it("refuse anyone not signed in (401) or without the CSRF token (403), and keep what was set", async () => {
    const before = await stored();
    const anonymous = await save(everything, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("AUTHENTICATION_ERROR");
    const noToken = await t.app.inject({
      method: "PUT",
      url: "/api/site-settings",
      payload: everything,
      cookies: admin,
    });
    expect(noToken.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("are set in the desk, audited, and shown to everyone at once", async () => {
    const cached = await read();
    const answer = await save(everything);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual(everything);
    const after = await read({ "if-none-match": String(cached.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(everything);
    expect(await t.app.siteSettings()).toEqual(everything);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "update", entity: "site-settings", actor: "admin" });
  });

  it("clear a fact left blank or left out, and leave it off the public answer", async () => {
    const { phone: _phone, ...withoutPhone } = everything;
    const answer = await save({ ...withoutPhone, legalName: "   ", instagramUrl: null });
    expect(answer.statusCode).toBe(200);
    const { legalName: _name, instagramUrl: _instagram, ...rest } = withoutPhone;
    expect((await read()).json()).toEqual(rest);
    expect(await stored()).toMatchObject({ phone: null, legalName: null, instagramUrl: null });
  });

  it("trim the lines of an address and drop the blank ones", async () => {
    const answer = await save({
      ...everything,
      addisAbabaAddress: "  Bole Sub-City \r\n\n  Addis Ababa  \n",
    });
    expect(answer.json().addisAbabaAddress).toBe("Bole Sub-City\nAddis Ababa");
  });

  it.each([
    ["phone", "call us", PHONE_MESSAGE],
    ["phone", "12", PHONE_MESSAGE],
    ["salesEmail", "sales at abyssinia", "Please enter a valid email address"],
    ["facebookUrl", "http://www.facebook.com/abyssinia", httpsMessage("Facebook")],
    ["instagramUrl", "www.instagram.com/abyssinia", httpsMessage("Instagram")],
    ["linkedinUrl", "https://user:secret@www.linkedin.com/", httpsMessage("LinkedIn")],
    ["linkedinUrl", "javascript:alert(1)", httpsMessage("LinkedIn")],
    ["legalName", "x".repeat(201), "Legal name must be at most 200 characters"],
    ["businessHours", "a\nb\nc\nd\ne", "Business hours must be at most 4 lines"],
    ["washingtonOffice", "x".repeat(301), "Washington D.C. office must be at most 300 characters"],
    ["exportLicenceNumber", "ECTA\u0000", "Export licence number contains an invalid character"],
    ["legalName", 42, "Legal name must be text"],
  ])("refuse %s %j with VALIDATION_ERROR and store nothing", async (field, value, message) => {
    const before = await stored();
    const answer = await save({ ...everything, [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message,
      details: { fields: [{ field, message }] },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuse a body that is no object with VALIDATION_ERROR", async () => {
    for (const payload of ["[]", "null", '"settings"', "{"]) {
      const answer = await t.send({
        method: "PUT",
        url: "/api/site-settings",
        payload,
        headers: { "content-type": "application/json" },
        cookies: admin,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().error.code, payload).toBe("VALIDATION_ERROR");
    }
  });
});
