// A sample's dispatch (issue 49): the desk records courier, tracking number and day; the buyer is
// mailed in the same transaction; the history shows it; a second dispatch, a bad value, a missing
// sample or no session changes nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SampleDispatchInput } from "../../../common/schemas/sample-dispatch";
import { outbox, sampleDispatches } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertRequest, insertSampleRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { expectValidationError } from "../requests/test-kit";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const DISPATCH: SampleDispatchInput = {
  courier: "DHL Express",
  trackingNumber: "JD014600003828",
  dispatchedOn: "2026-12-01",
};
const dispatch = (id: string, payload: object, cookies: Record<string, string> | null = admin) =>
  t.send({
    method: "POST",
    url: `/api/sample-requests/${encodeURIComponent(id)}/dispatch`,
    payload,
    cookies: cookies ?? undefined,
  });
const noticesOf = (reference: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.requestReference, reference), eq(outbox.kind, "dispatch-notice")));
const dispatchCount = async () => (await t.database.db.select().from(sampleDispatches)).length;

describe("POST /api/sample-requests/:id/dispatch", () => {
  it("records the dispatch, mails the buyer courier and tracking number, and shows it in the history", async () => {
    const sample = await insertSampleRequest(t.database.db, { email: "ana@roastery.example" });
    const response = await dispatch(sample.reference, { ...DISPATCH, courier: "  DHL Express " });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ kind: "dispatch", at: expect.any(String), ...DISPATCH });

    const [notice, ...more] = await noticesOf(sample.reference);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipient: "ana@roastery.example",
      replyTo: "sales@abyssinia-coffee.example",
      subject: `Your sample ${sample.reference} is on its way: DHL Express JD014600003828`,
    });
    expect(notice!.body).toContain("Tracking number: JD014600003828");
    expect(notice!.body).toContain("Dispatched on: 2026-12-01");
    expect(notice!.html).toContain("Abyssinia Green Coffee");

    const { timeline } = (
      await t.send({
        method: "GET",
        url: `/api/sample-requests/${sample.reference}`,
        cookies: admin,
      })
    ).json();
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      "filed",
      "dispatch",
      "mail",
    ]);
    expect(timeline[1]).toMatchObject(DISPATCH);
  });

  it("refuses a second dispatch of one sample (409) and mails nothing more", async () => {
    const { id } = await insertRequest(t.database.db, "sample-requests");
    expect((await dispatch(id, DISPATCH)).statusCode).toBe(201);
    const again = await dispatch(id, { ...DISPATCH, trackingNumber: "OTHER" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "DUPLICATE_RESOURCE",
      message: "This sample has already been dispatched.",
    });
    expect(await noticesOf(id)).toHaveLength(1);
  });

  it.each([
    [{ ...DISPATCH, courier: " " }, "courier", "Courier is required"],
    [
      { ...DISPATCH, courier: "x".repeat(101) },
      "courier",
      "Courier must be at most 100 characters",
    ],
    [{ ...DISPATCH, trackingNumber: undefined }, "trackingNumber", "Tracking number is required"],
    [
      { ...DISPATCH, dispatchedOn: "2026-02-30" },
      "dispatchedOn",
      "Please enter the dispatch date as yyyy-mm-dd",
    ],
    [
      { ...DISPATCH, dispatchedOn: "2999-01-01" },
      "dispatchedOn",
      "The dispatch date cannot be in the future",
    ],
    [{ ...DISPATCH, dispatchedOn: "" }, "dispatchedOn", "Dispatch date is required"],
  ])("refuses %o: %s (%s), storing and mailing nothing", async (payload, field, message) => {
    const { id } = await insertRequest(t.database.db, "sample-requests");
    const before = await dispatchCount();
    expectValidationError(await dispatch(id, payload), message, field);
    expect(await dispatchCount()).toBe(before);
    expect(await noticesOf(id)).toEqual([]);
  });

  it("takes today as the dispatch date", async () => {
    const { id } = await insertRequest(t.database.db, "sample-requests");
    expect((await dispatch(id, { ...DISPATCH, dispatchedOn: today() })).statusCode).toBe(201);
  });

  it("answers 404 for a sample that is not there, a quote's reference or any other id", async () => {
    const quote = await insertRequest(t.database.db, "quote-requests");
    for (const id of ["S-0000-0000", quote.id, "1", "é✓"]) {
      const response = await dispatch(id, DISPATCH);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("refuses anyone not signed in (401) and stores nothing", async () => {
    const { id } = await insertRequest(t.database.db, "sample-requests");
    const response = await dispatch(id, DISPATCH, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("AUTHENTICATION_ERROR");
    expect(await noticesOf(id)).toEqual([]);
  });

  it("counts as the desk's answer: a dispatched sample is never overdue", async () => {
    const { id } = await insertRequest(t.database.db, "sample-requests", {
      receivedAt: new Date(Date.now() - 72 * 3_600_000),
    });
    const overdueOf = async () =>
      (
        (await t.send({ method: "GET", url: "/api/sample-requests", cookies: admin })).json() as {
          id: string;
          overdue: boolean;
        }[]
      ).find((row) => row.id === id)?.overdue;
    expect(await overdueOf()).toBe(true);
    expect((await dispatch(id, DISPATCH)).statusCode).toBe(201);
    expect(await overdueOf()).toBe(false);
  });
});
