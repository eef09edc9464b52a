// Buyers (issue 49, decision 068): a filed request finds its company's buyer by business email
// domain or company name (free-mail addresses by company name only), else a new one; the desk
// lists, searches, reads, edits, merges, deletes and exports them; every refusal.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Buyer, BuyerDetail } from "../../../common/contract/buyers";
import { requestApi } from "../../../common/contract/requests";
import {
  BUYER_SEARCH_MAX_LENGTH,
  BUYER_UPDATE_EMPTY_MESSAGE,
  MERGE_INTO_ITSELF,
} from "../../../common/schemas/buyer";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../../common/testing/factories";
import type { RequestType } from "../../../common/constants";
import {
  buyers,
  proposals,
  quoteRequests,
  sampleDispatches,
  sampleRequests,
} from "../../db/schema";
import { REQUEST_COLLECTIONS } from "../request-desk/collections";
import { buildProposalRecord } from "../../../common/testing/records";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { parseCsv } from "../../test/csv";
import type { TestApp } from "../../test/test-app";
import { BUYER_HAS_REQUESTS, BUYER_NOT_FOUND, MERGE_TARGET_NOT_FOUND } from "./service";

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMIT_FORM_MAX: "1000" } });
  admin = await signIn(t);
}, 180_000);
afterAll(() => t.close());

const db = () => t.database.db;

async function file(path: string, payload: object): Promise<string> {
  const answer = await t.send({ method: "POST", url: path, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  // A contact message answers { success, id }; a request answers its record under its kind's name.
  const body = answer.json() as Record<string, unknown>;
  if (typeof body.id === "string") return body.id;
  return (Object.values(body)[0] as { id: string }).id;
}
const fileQuote = (overrides: Parameters<typeof buildQuoteRequest>[0]) =>
  file(requestApi.quote.path, buildQuoteRequest(overrides));
const fileSample = (overrides: Parameters<typeof buildSampleRequest>[0]) =>
  file(requestApi.sample.path, buildSampleRequest(overrides));
const fileTrip = (overrides: Parameters<typeof buildOriginTrip>[0]) =>
  file(requestApi.originTrip.path, buildOriginTrip(overrides));
const fileContact = (overrides: Parameters<typeof buildContact>[0]) =>
  file(requestApi.contact.path, buildContact(overrides));

/** The buyer id of a request or contact message, by its reference. */
async function buyerOf(type: RequestType, reference: string) {
  const { table } = REQUEST_COLLECTIONS[type];
  const [row] = await db()
    .select({ buyerId: table.buyerId })
    .from(table)
    .where(eq(table.reference, reference));
  return row?.buyerId ?? null;
}
const buyerOfQuote = (reference: string) => buyerOf("quote-requests", reference);

const get = (url: string, cookies: Record<string, string> | undefined = admin) =>
  t.app.inject({ method: "GET", url, cookies });
const send = (
  method: "PATCH" | "POST" | "DELETE",
  url: string,
  payload?: object,
  cookies: Record<string, string> | undefined = admin,
) => t.send({ method, url, payload, cookies });

const list = async (q?: string): Promise<Buyer[]> => {
  const answer = await get(
    q === undefined ? "/api/buyers" : `/api/buyers?q=${encodeURIComponent(q)}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const detail = async (id: number): Promise<BuyerDetail> => {
  const answer = await get(`/api/buyers/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe("finding a request's buyer", () => {
  it("puts requests from one business domain under one buyer, whatever the form", async () => {
    const quote = await fileQuote({
      email: "maria@torrefazione.example",
      company: "Torrefazione Rossi",
      country: "Italy",
    });
    const sample = await fileSample({
      email: "luca@Torrefazione.example",
      companyName: "Rossi Caffè Group",
      country: "Italy",
    });
    const buyer = await buyerOfQuote(quote);
    expect(buyer).not.toBeNull();
    expect(await buyerOf("sample-requests", sample)).toBe(buyer);
    const found = await detail(buyer!);
    expect(found).toMatchObject({
      companyName: "Torrefazione Rossi",
      emailDomain: "torrefazione.example",
      country: "Italy",
      requests: 2,
    });
    expect(found.requestList.map((request) => request.id).sort()).toEqual([quote, sample].sort());
  });

  it("matches a free-mail address by its company name only, written any way", async () => {
    const first = await fileQuote({
      email: "owner@roastery.example",
      company: "Blue Roastery, Inc.",
    });
    const again = await fileQuote({ email: "blue.roastery@gmail.com", company: "blue  roastery" });
    expect(await buyerOfQuote(again)).toBe(await buyerOfQuote(first));
    const other = await fileQuote({ email: "someone@gmail.com", company: "Red Door Coffee" });
    const another = await fileQuote({ email: "else@gmail.com", company: "Green Hill Roasters" });
    const ids = new Set([
      await buyerOfQuote(first),
      await buyerOfQuote(other),
      await buyerOfQuote(another),
    ]);
    expect(ids.size).toBe(3);
    // A gmail.com buyer is never known by that domain.
    expect((await detail((await buyerOfQuote(other))!)).emailDomain).toBeNull();
  });

  it("keeps different companies apart", async () => {
    const a = await fileQuote({ email: "ana@kaffeehaus.example", company: "Kaffeehaus Wien" });
    const b = await fileQuote({ email: "ben@bean-bros.example", company: "Bean Brothers" });
    expect(await buyerOfQuote(a)).not.toBe(await buyerOfQuote(b));
  });

  it("joins a contact message to its domain's buyer, and files a free-mail one under none", async () => {
    const quote = await fileQuote({ email: "joe@cafe-joe.example", company: "Cafe Joe" });
    const message = await fileContact({ email: "info@cafe-joe.example" });
    expect(await buyerOf("contact", message)).toBe(await buyerOfQuote(quote));
    const loose = await fileContact({ email: "someone@outlook.com" });
    expect(await buyerOf("contact", loose)).toBeNull();
  });

  it("names a buyer after its domain until a request gives the company", async () => {
    await fileTrip({ email: "guest@origin-lovers.example", company: "", country: "" });
    const [found] = await list("origin-lovers.example");
    expect(found).toMatchObject({ companyName: "origin-lovers.example", country: null });
    // The first request that names the company names the buyer, and gives its country.
    await fileQuote({
      email: "buyer@origin-lovers.example",
      company: "Origin Lovers",
      country: "Japan",
    });
    expect(await detail(found!.id)).toMatchObject({
      companyName: "Origin Lovers",
      country: "Japan",
      requests: 2,
    });
  });
});

describe("the desk's buyers", () => {
  it("refuses anyone not signed in", async () => {
    const [any] = await list();
    for (const answer of [
      await get("/api/buyers", {}),
      await get(`/api/buyers/${any!.id}`, {}),
      await get("/api/exports/buyers/csv", {}),
      await get("/api/exports/buyers/excel", {}),
      await send("PATCH", `/api/buyers/${any!.id}`, { note: "x" }, {}),
      await send("POST", `/api/buyers/${any!.id}/merge`, { intoId: any!.id }, {}),
      await send("DELETE", `/api/buyers/${any!.id}`, undefined, {}),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe("AUTHENTICATION_ERROR");
    }
    expect((await detail(any!.id)).note).toBeNull();
  });

  it("refuses a write without the CSRF token (403), and changes nothing", async () => {
    const [any, other] = await list();
    for (const [method, url, payload] of [
      ["PATCH", `/api/buyers/${any!.id}`, { note: "No token." }],
      ["POST", `/api/buyers/${any!.id}/merge`, { intoId: other!.id }],
      ["DELETE", `/api/buyers/${any!.id}`, undefined],
    ] as const) {
      const answer = await t.app.inject({ method, url, payload, cookies: admin });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await detail(any!.id)).toMatchObject({ note: null, requests: any!.requests });
  });

  it("lists them newest request first, each with its count", async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(8);
    const times = all.map((buyer) => buyer.lastRequestAt ?? "");
    expect([...times].sort().reverse()).toEqual(times);
    for (const buyer of all) expect(buyer.requests).toBeGreaterThanOrEqual(1);
  });

  it("edits the note, country and company name; a field left out stays", async () => {
    const [buyer] = await list("Kaffeehaus");
    const url = `/api/buyers/${buyer!.id}`;
    const noted = await send("PATCH", url, { note: "  Prefers naturals; cups on Fridays.  " });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({
      note: "Prefers naturals; cups on Fridays.",
      companyName: "Kaffeehaus Wien",
    });
    const renamed = await send("PATCH", url, {
      companyName: "Kaffeehaus Wien GmbH",
      country: "Austria",
    });
    expect(renamed.json()).toMatchObject({
      companyName: "Kaffeehaus Wien GmbH",
      country: "Austria",
      note: "Prefers naturals; cups on Fridays.",
    });
    const cleared = await send("PATCH", url, { note: "" });
    expect(cleared.json()).toMatchObject({ note: null, country: "Austria" });
  });

  it("searches the company name, domain, country and note, taking % and _ literally", async () => {
    const [buyer] = await list("Bean Brothers");
    await send("PATCH", `/api/buyers/${buyer!.id}`, {
      note: "Wants 100% Guji_lots",
      country: "Chile",
    });
    for (const q of ["bean bro", "BEAN-BROS.EXAMPLE", "chile", "100% guji_"])
      expect(
        (await list(q)).map((found) => found.id),
        q,
      ).toEqual([buyer!.id]);
    expect(await list("100%%")).toEqual([]);
    expect(await list("100_")).toEqual([]);
    expect((await list("   ")).length).toBe((await list()).length);
  });

  it("refuses bad values with 400 and unknown ids with 404", async () => {
    const [buyer] = await list();
    const url = `/api/buyers/${buyer!.id}`;
    const refusals: [Awaited<ReturnType<typeof send>>, number, string?][] = [
      [await send("PATCH", url, {}), 400, BUYER_UPDATE_EMPTY_MESSAGE],
      [await send("PATCH", url, { companyName: "   " }), 400],
      [await send("PATCH", url, { note: "n".repeat(4001) }), 400],
      [await send("PATCH", url, { country: 42 }), 400],
      [await send("PATCH", "/api/buyers/abc", { note: "x" }), 400],
      [await send("PATCH", "/api/buyers/0", { note: "x" }), 400],
      [await send("PATCH", "/api/buyers/999999", { note: "x" }), 404, BUYER_NOT_FOUND],
      [await get("/api/buyers/999999"), 404, BUYER_NOT_FOUND],
      [await get("/api/buyers/2147483648"), 400],
      [await get(`/api/buyers?q=${"x".repeat(BUYER_SEARCH_MAX_LENGTH + 1)}`), 400],
      [await get("/api/buyers?q=%00"), 400],
      [await send("DELETE", "/api/buyers/999999"), 404, BUYER_NOT_FOUND],
      [await send("POST", `${url}/merge`, {}), 400],
      [await send("POST", `${url}/merge`, { intoId: "two" }), 400],
      [await send("POST", `${url}/merge`, { intoId: buyer!.id }), 400, MERGE_INTO_ITSELF],
      [await send("POST", `${url}/merge`, { intoId: 999999 }), 404, MERGE_TARGET_NOT_FOUND],
      [await send("POST", "/api/buyers/999999/merge", { intoId: buyer!.id }), 404, BUYER_NOT_FOUND],
    ];
    for (const [answer, status, message] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      const { error } = answer.json();
      expect(error.code).toBe(status === 400 ? "VALIDATION_ERROR" : "NOT_FOUND");
      if (status === 400) expect(error.details.fields).toEqual(expect.any(Array));
      if (message) expect(error.message).toBe(message);
    }
    expect((await detail(buyer!.id)).companyName).toBe(buyer!.companyName);
  });

  it("merges one buyer into another: its requests, keys, note and missing facts move; it is gone", async () => {
    const fromQuote = await fileQuote({ email: "a@acme-coffee.example", company: "ACME Coffee" });
    const intoQuote = await fileQuote({ email: "b@acme-group.example", company: "Acme Group" });
    const from = (await buyerOfQuote(fromQuote))!;
    const into = (await buyerOfQuote(intoQuote))!;
    expect(from).not.toBe(into);
    await send("PATCH", `/api/buyers/${from}`, { note: "Met at SCA Expo.", country: "Kenya" });
    await send("PATCH", `/api/buyers/${into}`, { note: "Pays on time.", country: "" });

    const merged = await send("POST", `/api/buyers/${from}/merge`, { intoId: into });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      id: into,
      companyName: "Acme Group",
      requests: 2,
      note: "Pays on time.\n\nMet at SCA Expo.",
      country: "Kenya",
    });
    expect(await buyerOfQuote(fromQuote)).toBe(into);
    expect((await get(`/api/buyers/${from}`)).statusCode).toBe(404);
    const later = await fileQuote({ email: "c@acme-coffee.example", company: "Acme Coffee Ltd" });
    expect(await buyerOfQuote(later)).toBe(into);
    expect((await send("POST", `/api/buyers/${from}/merge`, { intoId: into })).statusCode).toBe(
      404,
    );
  });

  it("shows a buyer's proposals and sample dispatches", async () => {
    const quote = await fileQuote({
      email: "p@proposal-roasters.example",
      company: "Proposal Roasters",
    });
    const sample = await fileSample({
      email: "s@proposal-roasters.example",
      companyName: "Proposal Roasters",
    });
    const [quoteRow] = await db()
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, quote));
    const [sampleRow] = await db()
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.reference, sample));
    const {
      id: reference,
      pricePerLb,
      priceBasis,
      quantityBags,
      validUntil,
      ...terms
    } = buildProposalRecord();
    await db().insert(proposals).values({
      reference,
      quoteRequestId: quoteRow!.id,
      pricePerLb,
      priceBasis,
      quantityBags,
      validUntil,
      shipmentPeriod: terms.shipmentPeriod,
      paymentTerms: terms.paymentTerms,
    });
    await db().insert(sampleDispatches).values({
      sampleRequestId: sampleRow!.id,
      courier: "DHL",
      trackingNumber: "JD0123",
      dispatchedOn: "2026-12-01",
    });
    const found = await detail(quoteRow!.buyerId!);
    expect(found.proposals).toEqual([
      expect.objectContaining({ id: reference, requestId: quote, status: "open" }),
    ]);
    expect(found.dispatches).toEqual([
      expect.objectContaining({ requestId: sample, courier: "DHL", trackingNumber: "JD0123" }),
    ]);
    expect(found.requestList.map((request) => request.type).sort()).toEqual([
      "quote-requests",
      "sample-requests",
    ]);
  });

  it("deletes only a buyer with no request left", async () => {
    const [busy] = await list("Kaffeehaus");
    const refused = await send("DELETE", `/api/buyers/${busy!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(BUYER_HAS_REQUESTS);
    const [empty] = await db().insert(buyers).values({ companyName: "Nobody Yet" }).returning();
    const deleted = await send("DELETE", `/api/buyers/${empty!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`/api/buyers/${empty!.id}`)).statusCode).toBe(404);
  });

  it("exports every buyer as CSV and Excel, formula-safe", async () => {
    const [buyer] = await list("Bean Brothers");
    await send("PATCH", `/api/buyers/${buyer!.id}`, { note: "=HYPERLINK(1)" });
    const csv = await get("/api/exports/buyers/csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(
      /attachment; filename="buyers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(csv.body.replace(/^\ufeff/, ""));
    expect(header).toEqual([
      "id",
      "companyName",
      "emailDomain",
      "country",
      "note",
      "requests",
      "lastRequestAt",
      "createdAt",
      "updatedAt",
    ]);
    expect(rows).toHaveLength((await list()).length);
    const row = rows.find((cells) => cells[0] === String(buyer!.id));
    expect(row?.[4]).toBe("'=HYPERLINK(1)");
    const excel = await get("/api/exports/buyers/excel");
    expect(excel.statusCode).toBe(200);
    expect(excel.headers["content-disposition"]).toMatch(/buyers-.*\.xlsx/);
  });
});

// A merge while requests of the merged buyer are being filed: PGlite has one connection, so
// nothing runs in parallel there; the test needs a PostgreSQL server (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "merging while requests arrive, on PostgreSQL",
  () => {
    it("files every request, each under the buyer that is kept", async () => {
      for (let round = 0; round < 3; round++) {
        const from = (await buyerOfQuote(
          await fileQuote({ email: `a@race-${round}.example`, company: `Race ${round} Coffee` }),
        ))!;
        const into = (await buyerOfQuote(
          await fileQuote({
            email: `b@race-${round}-group.example`,
            company: `Race ${round} Group`,
          }),
        ))!;
        const [merged, ...filed] = await Promise.all([
          send("POST", `/api/buyers/${from}/merge`, { intoId: into }),
          ...Array.from({ length: 6 }, (_, n) =>
            t.send({
              method: "POST",
              url: requestApi.quote.path,
              payload: buildQuoteRequest({
                email: `buyer${n}@race-${round}.example`,
                company: `Race ${round} Coffee`,
              }),
            }),
          ),
        ]);
        expect(merged!.statusCode, merged!.body).toBe(200);
        for (const answer of filed) expect(answer.statusCode, answer.body).toBe(201);
        expect((await get(`/api/buyers/${from}`)).statusCode).toBe(404);
        expect((await detail(into)).requests).toBe(8);
      }
    });
  },
);
