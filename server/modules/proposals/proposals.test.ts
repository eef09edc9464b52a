// Proposals through the API (issue 49): the desk writes one on a quote request, the buyer's mail
// carries it with its PDF and a signed link, and the link accepts (allocating the lot's bags) or
// declines it once. Every refusal changes nothing.
import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lotQuoteGrade } from "../../../common/lot-quote";
import type { ProposalInput } from "../../../common/proposal";
import { offers, outbox, proposals, quoteRequests } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { pdfText } from "../../test/pdf-text";
import { insertQuoteRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { referencePattern } from "../requests/reference";

let t: TestApp;
let admin: Record<string, string>;
type OfferRow = typeof offers.$inferSelect;

// A seeded app and an argon2 sign-in may take minutes on a loaded host (as hostile-bodies.test.ts's).
beforeAll(async () => {
  t = await createAdminTestApp({
    seed: true,
    env: { RATE_LIMIT_FORM_MAX: "1000", PUBLIC_URL: "https://coffee.example" },
  });
  admin = await signIn(t);
}, 180_000);
afterAll(() => t.close());

const db = () => t.database.db;

/** A fresh in-stock lot with `bags` remaining, so that each test allocates from its own. */
async function lotWith(bags: number): Promise<OfferRow> {
  const [template] = await db()
    .select()
    .from(offers)
    .where(eq(offers.availability, "in-stock"))
    .limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = template!;
  const [lot] = await db()
    .insert(offers)
    .values({ ...fields, name: `Test lot ${Math.random()}`, lotSize: 600, bagsRemaining: bags })
    .returning();
  return lot!;
}

async function quoteFor(lot: OfferRow | null) {
  return insertQuoteRequest(
    db(),
    lot
      ? {
          coffeeName: lot.name,
          grade: lotQuoteGrade(lot)!,
          processing: lot.processing,
          offerId: lot.id,
          quantity: 10,
          quantityUnit: "bags",
        }
      : {},
  );
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const proposalBody = (overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  pricePerLb: 4.85,
  priceBasis: "fob-djibouti",
  basisPlace: null,
  quantityBags: 20,
  shipmentPeriod: "March 2027",
  paymentTerms: "CAD, 30 days",
  validUntil: inDays(14),
  message: "Cupped at 87 in our Addis lab last week.",
  ...overrides,
});

const write = (requestId: string, body: object, cookies = admin) =>
  t.send({
    method: "POST",
    url: `/api/quote-requests/${encodeURIComponent(requestId)}/proposals`,
    payload: body,
    cookies,
  });

const latestMailTo = async (recipient: string) => {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row!;
};

/** The token of the link in the proposal's mail to the buyer. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const match = /https:\/\/coffee\.example\/proposals\/(\S+)/.exec(mail.body);
  expect(match, mail.body).not.toBeNull();
  return match![1]!;
}

const accept = (token: string, name = "Maria Rossi") =>
  t.send({ method: "POST", url: `/api/proposals/${token}/accept`, payload: { name } });
const decline = (token: string) =>
  t.send({ method: "POST", url: `/api/proposals/${token}/decline`, payload: {} });
const view = (token: string) => t.app.inject({ method: "GET", url: `/api/proposals/${token}` });

async function proposed(bags: number, quantityBags: number) {
  const lot = await lotWith(bags);
  const request = await quoteFor(lot);
  const response = await write(request.reference, proposalBody({ quantityBags }));
  expect(response.statusCode, response.body).toBe(201);
  return { lot, request, proposal: response.json(), token: await tokenMailedTo(request.email) };
}

function expectRefusal(response: LightMyRequestResponse, status: number, reason: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.details).toEqual({ reason });
}

const lotNow = async (id: number) =>
  (await db().select().from(offers).where(eq(offers.id, id)))[0]!;
const requestNow = async (id: number) =>
  (await db().select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!;

describe("POST /api/quote-requests/{id}/proposals (desk)", () => {
  it("refuses without a session: 401, nothing stored", async () => {
    const request = await quoteFor(null);
    const response = await write(request.reference, proposalBody(), {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("AUTHENTICATION_ERROR");
    const list = await t.send({
      method: "GET",
      url: `/api/quote-requests/${request.reference}/proposals`,
    });
    expect(list.statusCode).toBe(401);
    expect(
      await db().select().from(proposals).where(eq(proposals.quoteRequestId, request.id)),
    ).toEqual([]);
  });

  it("refuses without a CSRF token: 403", async () => {
    const request = await quoteFor(null);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/quote-requests/${request.reference}/proposals`,
      payload: proposalBody(),
      cookies: admin,
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for a request that is not there, whatever its shape", async () => {
    for (const id of [
      "Q-0000-0000",
      "S-0000-0000",
      "12",
      "q-abcd-efgh",
      "'; drop table proposals",
    ]) {
      const response = await write(id, proposalBody());
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("refuses bad values with VALIDATION_ERROR naming each field", async () => {
    const request = await quoteFor(null);
    const cases: [Partial<ProposalInput>, string, string][] = [
      [{ pricePerLb: 0 }, "pricePerLb", "Price must be more than 0"],
      [{ pricePerLb: "abc" }, "pricePerLb", "Price must be a number"],
      [{ pricePerLb: 4.855 }, "pricePerLb", "Price can have at most 2 decimal places"],
      [
        { priceBasis: "cif" as never },
        "priceBasis",
        "Please choose FOB Djibouti, ex-warehouse or landed",
      ],
      [{ priceBasis: "ex-warehouse" }, "basisPlace", "Name the warehouse of an ex-warehouse price"],
      [
        { priceBasis: "landed", basisPlace: " " },
        "basisPlace",
        "Name the destination of a landed price",
      ],
      [{ quantityBags: 0 }, "quantityBags", "Quantity must be at least 1 bag"],
      [{ quantityBags: 2.5 }, "quantityBags", "Quantity must be a whole number of bags"],
      [{ shipmentPeriod: "" }, "shipmentPeriod", "Shipment period is required"],
      [
        { paymentTerms: "x".repeat(256) },
        "paymentTerms",
        "Payment terms must be at most 255 characters",
      ],
      [{ validUntil: "2026-02-30" }, "validUntil", "Valid until must be a date such as 2026-12-31"],
      [{ validUntil: "2020-01-01" }, "validUntil", "Valid until cannot be before today"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await write(request.reference, proposalBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details.fields, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
    expect(
      await db().select().from(proposals).where(eq(proposals.quoteRequestId, request.id)),
    ).toEqual([]);
    expect((await requestNow(request.id)).status).toBe("pending");
  });

  it("refuses more bags than remain of the lot the request names, in the quote's words", async () => {
    const lot = await lotWith(30);
    const request = await quoteFor(lot);
    const response = await write(request.reference, proposalBody({ quantityBags: 31 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      { field: "quantityBags", message: "31 bags is more than the 30 bags remaining of this lot" },
    ]);
    expect(
      await db().select().from(proposals).where(eq(proposals.quoteRequestId, request.id)),
    ).toEqual([]);
  });

  it("stores the proposal, sets the request processing and queues one mail with its PDF", async () => {
    const lot = await lotWith(100);
    const request = await quoteFor(lot);
    const before = (await db().select().from(outbox)).length;
    const response = await write(
      request.reference,
      proposalBody({ priceBasis: "landed", basisPlace: "Hamburg", quantityBags: 40 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const proposal = response.json();
    expect(proposal).toMatchObject({
      id: expect.stringMatching(referencePattern("P")),
      requestId: request.reference,
      pricePerLb: 4.85,
      priceBasis: "landed",
      basisPlace: "Hamburg",
      quantityBags: 40,
      status: "open",
      acceptedBy: null,
      acceptedAt: null,
    });
    expect((await requestNow(request.id)).status).toBe("processing");

    const mails = await db().select().from(outbox);
    expect(mails.length).toBe(before + 1);
    const mail = await latestMailTo(request.email);
    expect(mail).toMatchObject({
      kind: "proposal",
      replyTo: t.app.config.SALES_EMAIL,
      requestReference: request.reference,
    });
    expect(mail.subject).toBe(`Proposal ${proposal.id} for ${lot.name}: $4.85/lb Landed Hamburg`);
    expect(mail.body).toContain("Price per kg: $10.69/kg");
    expect(mail.body).toContain("Quantity: 40 bags");
    expect(mail.html).toContain("See, accept or decline the proposal");
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({
      filename: `proposal-${proposal.id}.pdf`,
      contentType: "application/pdf",
    });
    const { text, pageCount } = await pdfText(Buffer.from(attachment!.content, "base64"));
    expect(pageCount).toBe(1);
    for (const expected of [
      "ABYSSINIA GREEN COFFEE",
      `PROPOSAL ${proposal.id}`,
      lot.name,
      "$4.85/lb ($10.69/kg)",
      "Landed Hamburg",
      "40 bags",
      "CAD, 30 days",
      // The foot's contact facts are the desk's site settings (server/modules/site-settings).
      "Abyssinia Green Coffee This proposal holds until",
      request.reference,
      `https://coffee.example/offers/${lot.id}`,
    ])
      expect(text).toContain(expected);

    // The desk's Outbox names the file without sending its bytes.
    const asSent = await t.send({ method: "GET", url: `/api/outbox/${mail.id}`, cookies: admin });
    expect(asSent.json().attachments).toEqual([
      {
        filename: `proposal-${proposal.id}.pdf`,
        contentType: "application/pdf",
        bytes: Buffer.from(attachment!.content, "base64").length,
      },
    ]);

    const list = await t.send({
      method: "GET",
      url: `/api/quote-requests/${request.reference}/proposals`,
      cookies: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([proposal]);
  });

  it("a counter-offer supersedes the open proposal; its old link is refused", async () => {
    const { request, proposal, token } = await proposed(100, 20);
    const counter = await write(request.reference, proposalBody({ pricePerLb: 4.6 }));
    expect(counter.statusCode).toBe(201);
    const list = (
      await t.send({
        method: "GET",
        url: `/api/quote-requests/${request.reference}/proposals`,
        cookies: admin,
      })
    ).json();
    expect(list.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      [proposal.id, "superseded"],
      [counter.json().id, "open"],
    ]);
    expectRefusal(await accept(token), 409, "superseded");
    const newToken = await tokenMailedTo(request.email);
    expect((await view(newToken)).json().proposal.status).toBe("open");
  });
});

describe("the buyer's signed link", () => {
  it("shows the proposal with the lot, and nothing for a tampered or unknown token", async () => {
    const { lot, proposal, token } = await proposed(100, 20);
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.json()).toMatchObject({
      proposal: { id: proposal.id, status: "open" },
      buyer: { name: "Maria Rossi" },
      lot: { id: lot.id, name: lot.name },
    });
    const [reference, signature] = token.split(".") as [string, string];
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const bad of [
      `${reference}.${flipped}`,
      `${reference}.${signature.slice(1)}`,
      reference,
      `P-0000-0000.${signature}`,
      "garbage",
      encodeURIComponent("'; drop table proposals; --"),
    ]) {
      const response = await view(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
      expect((await accept(bad)).statusCode, bad).toBe(404);
      expect((await decline(bad)).statusCode, bad).toBe(404);
    }
    expect((await view(token)).json().proposal.status).toBe("open");
  });

  it("accept: records who and when, allocates the bags, completes the request, mails both", async () => {
    const { lot, request, proposal, token } = await proposed(100, 40);
    const before = (await db().select().from(outbox)).length;
    const response = await accept(token, "  Maria Rossi, head roaster ");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().proposal).toMatchObject({
      status: "accepted",
      acceptedBy: "Maria Rossi, head roaster",
      acceptedAt: expect.any(String),
    });
    expect(response.json().lot.bagsRemaining).toBe(60);
    expect((await lotNow(lot.id)).bagsRemaining).toBe(60);
    expect((await lotNow(lot.id)).availability).toBe("in-stock");
    expect((await requestNow(request.id)).status).toBe("completed");
    const mails = await db().select().from(outbox).orderBy(desc(outbox.id)).limit(2);
    expect((await db().select().from(outbox)).length).toBe(before + 2);
    expect(mails.map((m) => [m.recipient, m.subject]).sort()).toEqual(
      [
        [
          t.app.config.SALES_EMAIL,
          `Proposal ${proposal.id} accepted: 40 bags of ${lot.name} for ${request.company}`,
        ],
        [request.email, `You accepted proposal ${proposal.id}: 40 bags of ${lot.name}`],
      ].sort(),
    );

    // The public lot shows the bags that remain.
    const publicLot = await t.app.inject({ url: `/api/offers/${lot.id}` });
    expect(publicLot.json().bagsRemaining).toBe(60);
    const list = await t.app.inject({ url: "/api/offers" });
    expect(list.json().find((o: { id: number }) => o.id === lot.id).bagsRemaining).toBe(60);

    // Once: a second acceptance, or a decline, is refused and changes nothing.
    expectRefusal(await accept(token), 409, "accepted");
    expectRefusal(await decline(token), 409, "accepted");
    expect((await lotNow(lot.id)).bagsRemaining).toBe(60);
    expect((await db().select().from(outbox)).length).toBe(before + 2);
    // The desk cannot write another proposal on a completed sale.
    const more = await write(request.reference, proposalBody());
    expect(more.statusCode).toBe(409);
  });

  it("accept of the last bags sells the lot out", async () => {
    const { lot, token } = await proposed(25, 25);
    expect((await accept(token)).statusCode).toBe(200);
    expect(await lotNow(lot.id)).toMatchObject({ bagsRemaining: 0, availability: "sold-out" });
  });

  it("refuses an acceptance that would oversell the lot, and changes nothing", async () => {
    const { lot, request, proposal, token } = await proposed(50, 40);
    await db().update(offers).set({ bagsRemaining: 30 }).where(eq(offers.id, lot.id));
    const before = (await db().select().from(outbox)).length;
    const response = await accept(token);
    expectRefusal(response, 409, "oversold");
    expect(response.json().error.message).toBe(
      "Only 30 bags of this lot remain, fewer than the 40 bags of this proposal, so it can no longer be accepted. Our sales team will be in touch.",
    );
    expect((await lotNow(lot.id)).bagsRemaining).toBe(30);
    expect((await requestNow(request.id)).status).toBe("processing");
    expect((await view(token)).json().proposal).toMatchObject({ id: proposal.id, status: "open" });
    expect((await db().select().from(outbox)).length).toBe(before);
  });

  it("an expired proposal reads as expired and cannot be accepted or declined (410)", async () => {
    const { lot, proposal, token } = await proposed(100, 10);
    await db()
      .update(proposals)
      .set({ validUntil: inDays(-1) })
      .where(eq(proposals.reference, proposal.id));
    expect((await view(token)).json().proposal.status).toBe("expired");
    const refused = await accept(token);
    expectRefusal(refused, 410, "expired");
    expect(refused.json().error.message).toMatch(/expired/);
    expectRefusal(await decline(token), 410, "expired");
    expect((await lotNow(lot.id)).bagsRemaining).toBe(100);
  });

  it("valid through its last day", async () => {
    const { proposal, token } = await proposed(100, 10);
    await db()
      .update(proposals)
      .set({ validUntil: new Date().toISOString().slice(0, 10) })
      .where(eq(proposals.reference, proposal.id));
    expect((await accept(token)).statusCode).toBe(200);
  });

  it("decline: marks it declined, mails sales, keeps the request with the desk", async () => {
    const { lot, request, proposal, token } = await proposed(100, 10);
    const response = await decline(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().proposal).toMatchObject({
      status: "declined",
      declinedAt: expect.any(String),
    });
    const note = await latestMailTo(t.app.config.SALES_EMAIL);
    expect(note.subject).toBe(`Proposal ${proposal.id} declined by ${request.company}`);
    expect((await requestNow(request.id)).status).toBe("processing");
    expectRefusal(await accept(token), 409, "declined");
    expect((await lotNow(lot.id)).bagsRemaining).toBe(100);
  });

  it("an acceptance needs a name and the CSRF token", async () => {
    const { token } = await proposed(100, 10);
    const nameless = await accept(token, "   ");
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.details.fields).toEqual([
      { field: "name", message: "Please type your name to accept" },
    ]);
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/proposals/${token}/accept`,
      payload: { name: "Maria" },
    });
    expect(forged.statusCode).toBe(403);
    expect((await view(token)).json().proposal.status).toBe("open");
  });

  it("deleting the request deletes its proposals and their mails", async () => {
    const { request, token } = await proposed(100, 10);
    await decline(token);
    await db()
      .update(quoteRequests)
      .set({ status: "cancelled" })
      .where(eq(quoteRequests.id, request.id));
    const removed = await t.send({
      method: "DELETE",
      url: `/api/quote-requests/${request.reference}`,
      cookies: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await db().select().from(proposals).where(eq(proposals.quoteRequestId, request.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.requestReference, request.reference))),
    ).toEqual([]);
    expect((await view(token)).statusCode).toBe(404);
  });
});

// Two buyers accept at the same instant proposals that together would oversell one lot: the
// lot's row lock lets exactly one through. PGlite has one connection, so nothing runs in
// parallel there; the test needs a PostgreSQL server (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)("parallel acceptance on PostgreSQL", () => {
  it("of two proposals that together oversell the lot, exactly one succeeds", async () => {
    for (let round = 0; round < 5; round++) {
      const lot = await lotWith(100);
      const tokens: string[] = [];
      for (let i = 0; i < 2; i++) {
        const request = await quoteFor(lot);
        const response = await write(request.reference, proposalBody({ quantityBags: 60 }));
        expect(response.statusCode, response.body).toBe(201);
        tokens.push(await tokenMailedTo(request.email));
      }
      const answers = await Promise.all(tokens.map((token) => accept(token)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join("\n")).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().error.details).toEqual({
        reason: "oversold",
      });
      expect((await lotNow(lot.id)).bagsRemaining).toBe(40);
    }
  });

  it("two acceptances of one proposal at once: one succeeds, one is refused", async () => {
    const { lot, token } = await proposed(100, 30);
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await lotNow(lot.id)).bagsRemaining).toBe(70);
  });
});
