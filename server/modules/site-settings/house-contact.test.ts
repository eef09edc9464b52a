// The mails and the PDF spec sheet give the exporter's contact facts as set in the desk, and none
// in their place while they are not set.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContact, buildSiteSettings } from "../../../common/testing/factories";
import { company } from "../../../content/company";
import { offers, outbox } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { pdfText } from "../../test/pdf-text";
import { insertQuoteRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { contactLines, mailFoot } from "./house-contact";

const everything = buildSiteSettings();
const ADDIS = "Bole Sub-City, Woreda 03, Africa Avenue, House 1120, Addis Ababa, Ethiopia";
const WASHINGTON = "1100 15th St NW, Suite 400, Washington, DC 20005, USA";
/** What the spec sheet showed before the settings, from content/company.ts. */
const FORMER_STAND_INS = ["sales@abyssiniagreencoffee.com", "Washington D.C., USA"];

let t: TestApp;
let admin: Record<string, string>;
let lotId: number;

const sheetText = async () =>
  (await pdfText((await t.app.inject({ url: `/api/offers/${lotId}/spec-sheet.pdf` })).rawPayload))
    .text;

/** The confirmation a visitor's contact message gets, as stored in the outbox. */
async function contactConfirmation() {
  const answer = await t.send({ method: "POST", url: "/api/contact", payload: buildContact() });
  expect(answer.statusCode, answer.body).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "confirmation"), eq(outbox.requestReference, answer.json().id)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail!;
}

beforeAll(async () => {
  t = await createAdminTestApp({ seed: true, env: { SALES_EMAIL: "desk@exporter.example" } });
  admin = await signIn(t);
  lotId = (await t.database.db.select({ id: offers.id }).from(offers).limit(1))[0]!.id;
});
afterAll(() => t.close());

describe("contact lines", () => {
  it("give only what is set, one fact per line", () => {
    expect(contactLines({})).toEqual([]);
    expect(contactLines({ phone: "+1 202 555 0100" })).toEqual(["Tel. +1 202 555 0100"]);
    expect(contactLines({ salesEmail: "s@x.example", exportLicenceNumber: "7" })).toEqual([
      "s@x.example",
      "Export licence 7",
    ]);
    expect(mailFoot({})).toBeUndefined();
    expect(mailFoot({ legalName: "Abyssinia PLC" })).toEqual(["Abyssinia PLC"]);
    expect(mailFoot({ phone: "+251 11 555 0100" })).toEqual([
      company.name,
      "Tel. +251 11 555 0100",
    ]);
  });
});

describe("before any setting is given", () => {
  it("the spec sheet names the exporter and makes up no contact fact", async () => {
    const text = await sheetText();
    expect(text).toContain(company.name);
    for (const standIn of FORMER_STAND_INS) expect(text).not.toContain(standIn);
    expect(text).not.toContain("Tel.");
    expect(text).not.toContain("Export licence");
  });

  it("a visitor's confirmation keeps the line of cities, and replies go to SALES_EMAIL", async () => {
    const mail = await contactConfirmation();
    expect(mail.replyTo).toBe("desk@exporter.example");
    expect(mail.html).toContain("Addis Ababa · Washington D.C.");
    expect(mail.body).not.toContain("Tel.");
  });
});

describe("once the exporter sets them in the desk", () => {
  beforeAll(async () => {
    const saved = await t.send({
      method: "PUT",
      url: "/api/site-settings",
      payload: everything,
      cookies: admin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("the spec sheet's foot gives the legal name and every contact fact, still on one page", async () => {
    const answer = await t.app.inject({ url: `/api/offers/${lotId}/spec-sheet.pdf` });
    const sheet = await pdfText(answer.rawPayload);
    expect(sheet.pageCount).toBe(1);
    for (const fact of [
      everything.legalName!,
      ADDIS,
      WASHINGTON,
      `Tel. ${everything.phone}`,
      everything.salesEmail!,
      `Export licence ${everything.exportLicenceNumber}`,
    ])
      expect(sheet.text).toContain(fact);
  });

  it("a visitor's confirmation carries them at its foot, and replies go to the sales email set", async () => {
    const mail = await contactConfirmation();
    expect(mail.replyTo).toBe(everything.salesEmail);
    for (const fact of [everything.legalName!, ADDIS, WASHINGTON, `Tel. ${everything.phone}`]) {
      expect(mail.body).toContain(fact);
      expect(mail.html).toContain(fact);
    }
    expect(mail.html).not.toContain("Addis Ababa · Washington D.C.");
  });

  it("a proposal's mail and PDF carry them too, and the buyer's reply goes to the sales email set", async () => {
    const request = await insertQuoteRequest(t.database.db);
    const written = await t.send({
      method: "POST",
      url: `/api/quote-requests/${request.reference}/proposals`,
      payload: {
        pricePerLb: 4.85,
        priceBasis: "fob-djibouti",
        basisPlace: null,
        quantityBags: 20,
        shipmentPeriod: "March 2027",
        paymentTerms: "CAD, 30 days",
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        message: null,
      },
      cookies: admin,
    });
    expect(written.statusCode, written.body).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "proposal"), eq(outbox.requestReference, request.reference)));
    expect(mail!.replyTo).toBe(everything.salesEmail);
    expect(mail!.body).toContain(ADDIS);
    const pdf = await pdfText(Buffer.from(mail!.attachments![0]!.content, "base64"));
    expect(pdf.pageCount).toBe(1);
    for (const fact of [everything.legalName!, ADDIS, WASHINGTON, everything.salesEmail!])
      expect(pdf.text).toContain(fact);
  });

  it("a value cleared in the desk leaves the sheet at once", async () => {
    const cleared = await t.send({
      method: "PUT",
      url: "/api/site-settings",
      payload: { ...everything, phone: "", exportLicenceNumber: null },
      cookies: admin,
    });
    expect(cleared.statusCode).toBe(200);
    const text = await sheetText();
    expect(text).not.toContain("Tel.");
    expect(text).not.toContain("Export licence");
    expect(text).toContain(everything.salesEmail!);
  });
});
