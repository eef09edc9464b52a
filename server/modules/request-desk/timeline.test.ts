// A request's history on the desk (issue 49): GET /api/{type}/{id} answers the request with its
// timeline (filed, mails, status changes, proposals, notes), and POST /api/{type}/{id}/notes adds
// an internal note. Admin only; every refusal changes nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_TYPES, type RequestType } from "../../../common/constants";
import type { TimelineEntry } from "../../../common/contract/request-timeline";
import { REQUEST_NOTE_MAX_LENGTH } from "../../../common/schemas/request-note";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../../common/testing/factories";
import { outbox, requestEvents } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertQuoteRequest, insertRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { expectValidationError } from "../requests/test-kit";

const PUBLIC_FORM: Record<RequestType, { payload: () => object; reply: string | null }> = {
  "quote-requests": { payload: () => buildQuoteRequest(), reply: "quoteRequest" },
  "sample-requests": { payload: () => buildSampleRequest(), reply: "sampleRequest" },
  "origin-trips": { payload: () => buildOriginTrip(), reply: "originTripRequest" },
  contact: { payload: () => buildContact(), reply: null },
};

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { RATE_LIMIT_FORM_MAX: "1000" } });
  admin = await signIn(t);
});
afterAll(() => t.close());

const kinds = (timeline: TimelineEntry[]) => timeline.map((entry) => entry.kind);

describe.each(REQUEST_TYPES)("%s", (type) => {
  const detail = (id: string, cookies: Record<string, string> | null = admin) =>
    t.send({
      method: "GET",
      url: `/api/${type}/${encodeURIComponent(id)}`,
      cookies: cookies ?? undefined,
    });
  const addNote = (id: string, payload: object, cookies: Record<string, string> | null = admin) =>
    t.send({
      method: "POST",
      url: `/api/${type}/${encodeURIComponent(id)}/notes`,
      payload,
      cookies: cookies ?? undefined,
    });

  async function file(): Promise<string> {
    const { payload, reply } = PUBLIC_FORM[type];
    const response = await t.send({ method: "POST", url: `/api/${type}`, payload: payload() });
    expect(response.statusCode, response.body).toBe(201);
    return reply ? response.json()[reply].id : response.json().id;
  }

  it("answers the request with its timeline: filed, its two mails, a status change and a note, oldest first", async () => {
    const id = await file();
    const first = await detail(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const filed = first.json();
    expect(filed.id).toBe(id);
    expect(filed.status).toBe("pending");
    // The company it belongs to: its buyer record (decision 068), found by its email's domain.
    expect(filed.buyer).toEqual({ id: expect.any(Number), companyName: expect.any(String) });
    expect(kinds(filed.timeline)).toEqual(["filed", "mail", "mail"]);
    expect(
      filed.timeline
        .slice(1)
        .map((mail: { mailKind: string }) => mail.mailKind)
        .sort(),
    ).toEqual(["confirmation", "sales-note"]);
    expect(filed.timeline[1]).toMatchObject({
      delivery: "pending",
      subject: expect.stringContaining(id),
    });

    const changed = await t.send({
      method: "PATCH",
      url: `/api/${type}/${id}/status`,
      payload: { status: "processing" },
      cookies: admin,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const noted = await addNote(id, { note: "  Called them: they want two bags more.  " });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json()).toEqual({
      kind: "note",
      at: expect.any(String),
      actor: "admin",
      note: "Called them: they want two bags more.",
    });

    const later = (await detail(id)).json();
    expect(kinds(later.timeline)).toEqual(["filed", "mail", "mail", "status", "note"]);
    expect(later.status).toBe("processing");
    expect(later.timeline[3]).toEqual({
      kind: "status",
      at: expect.any(String),
      status: "processing",
      actor: "admin",
      notified: false,
    });
    const times = later.timeline.map((entry: TimelineEntry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("refuses a blank or too long note with the spec's VALIDATION_ERROR, and stores nothing", async () => {
    const { id } = await insertRequest(t.database.db, type);
    const notes = () =>
      t.database.db.select().from(requestEvents).where(eq(requestEvents.requestReference, id));
    expectValidationError(await addNote(id, { note: "   " }), "Note is required", "note");
    expectValidationError(await addNote(id, {}), "Note is required", "note");
    expectValidationError(
      await addNote(id, { note: "x".repeat(REQUEST_NOTE_MAX_LENGTH + 1) }),
      `Note must be at most ${REQUEST_NOTE_MAX_LENGTH} characters`,
      "note",
    );
    expect(await notes()).toEqual([]);
    expect((await addNote(id, { note: "x".repeat(REQUEST_NOTE_MAX_LENGTH) })).statusCode).toBe(201);
    expect(await notes()).toHaveLength(1);
  });

  it("answers 404 NOT_FOUND for a request that is not there, of any shape", async () => {
    const { id } = await insertRequest(t.database.db, type, { status: "completed" });
    for (const stranger of ["1", "Q-0000-000I", `${id}0`, id.toLowerCase(), "é✓"]) {
      for (const response of [await detail(stranger), await addNote(stranger, { note: "Hello" })]) {
        expect(response.statusCode, stranger).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    }
    expect(
      (await t.send({ method: "DELETE", url: `/api/${type}/${id}`, cookies: admin })).statusCode,
    ).toBe(200);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await addNote(id, { note: "Too late" })).statusCode).toBe(404);
  });

  it("refuses anyone not signed in (401) and adds nothing", async () => {
    const { id } = await insertRequest(t.database.db, type);
    const anonymous = [await detail(id, null), await addNote(id, { note: "Hi" }, null)];
    for (const response of anonymous) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("AUTHENTICATION_ERROR");
    }
    const forged = await detail(id, { sid: "forged" });
    expect(forged.statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(requestEvents)
        .where(eq(requestEvents.requestReference, id)),
    ).toEqual([]);
  });
});

it("deletes a request's history with it", async () => {
  const { id } = await insertRequest(t.database.db, "sample-requests", { status: "completed" });
  await t.send({
    method: "POST",
    url: `/api/sample-requests/${id}/notes`,
    payload: { note: "Sent" },
    cookies: admin,
  });
  expect(
    (await t.send({ method: "DELETE", url: `/api/sample-requests/${id}`, cookies: admin }))
      .statusCode,
  ).toBe(200);
  expect(
    await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestReference, id)),
  ).toEqual([]);
});

it("shows a quote's proposals, and the mail that carried each, in its timeline", async () => {
  const request = await insertQuoteRequest(t.database.db);
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const written = await t.send({
    method: "POST",
    url: `/api/quote-requests/${request.reference}/proposals`,
    payload: {
      pricePerLb: 4.85,
      priceBasis: "fob-djibouti",
      quantityBags: 20,
      shipmentPeriod: "March 2027",
      paymentTerms: "CAD, 30 days",
      validUntil,
    },
    cookies: admin,
  });
  expect(written.statusCode, written.body).toBe(201);
  const { timeline } = (
    await t.send({ method: "GET", url: `/api/quote-requests/${request.reference}`, cookies: admin })
  ).json();
  // The proposal set the request processing, in the transaction that queued its mail.
  expect(kinds(timeline)).toEqual(["filed", "proposal", "mail", "status"]);
  expect(timeline[1].proposal).toMatchObject({
    id: written.json().id,
    status: "open",
    quantityBags: 20,
  });
  expect(timeline[2]).toMatchObject({ mailKind: "proposal", recipient: request.email });
  expect(timeline[3]).toMatchObject({ status: "processing", actor: "admin", notified: false });

  // The buyer accepts through the mail's link: the request is completed by the buyer.
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.requestReference, request.reference), eq(outbox.kind, "proposal")));
  const token = /\/proposals\/(\S+)/.exec(mail!.body)![1]!;
  const accepted = await t.send({
    method: "POST",
    url: `/api/proposals/${token}/accept`,
    payload: { name: "Maria Rossi" },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const after = (
    await t.send({ method: "GET", url: `/api/quote-requests/${request.reference}`, cookies: admin })
  ).json();
  expect(after.status).toBe("completed");
  expect(after.timeline.at(-1)).toMatchObject({
    kind: "status",
    status: "completed",
    actor: "buyer",
  });
  expect(after.timeline[1].proposal).toMatchObject({
    status: "accepted",
    acceptedBy: "Maria Rossi",
  });
});
