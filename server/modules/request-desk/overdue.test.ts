// Overdue requests (issue 49): the desk's lists flag a pending request with no answer from the desk
// past 24 hours (48 for samples), and a daily digest lists them to SALES_EMAIL, sent once a day
// however many instances run, on a timer that stops.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REQUEST_TYPES, type RequestType } from "../../../common/constants";
import { outbox, overdueDigests, proposals, requestEvents } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { newReference, REFERENCE_PREFIXES } from "../requests/reference";
import {
  DIGEST_CHECK_INTERVAL_MS,
  sendOverdueDigest,
  startOverdueDigest,
  type OverdueDigestDeps,
} from "./overdue-digest";
import { findRequest } from "./service";

const HOUR = 3_600_000;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { PUBLIC_URL: "https://coffee.example" } });
  admin = await signIn(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const listed = async (type: RequestType) => {
  const response = await t.send({ method: "GET", url: `/api/${type}`, cookies: admin });
  expect(response.statusCode).toBe(200);
  return new Map(
    (response.json() as { id: string; overdue: boolean }[]).map((row) => [row.id, row.overdue]),
  );
};

describe("the desk's lists", () => {
  it("flag a pending request unanswered past 24 hours, 48 for samples", async () => {
    const rows = {
      quoteLate: await insertRequest(t.database.db, "quote-requests", { receivedAt: hoursAgo(25) }),
      quoteInTime: await insertRequest(t.database.db, "quote-requests", {
        receivedAt: hoursAgo(23),
      }),
      sampleInTime: await insertRequest(t.database.db, "sample-requests", {
        receivedAt: hoursAgo(25),
      }),
      sampleLate: await insertRequest(t.database.db, "sample-requests", {
        receivedAt: hoursAgo(49),
      }),
      tripLate: await insertRequest(t.database.db, "origin-trips", { receivedAt: hoursAgo(25) }),
      contactLate: await insertRequest(t.database.db, "contact", { receivedAt: hoursAgo(25) }),
    };
    const quotes = await listed("quote-requests");
    expect(quotes.get(rows.quoteLate.id)).toBe(true);
    expect(quotes.get(rows.quoteInTime.id)).toBe(false);
    const samples = await listed("sample-requests");
    expect(samples.get(rows.sampleInTime.id)).toBe(false);
    expect(samples.get(rows.sampleLate.id)).toBe(true);
    expect((await listed("origin-trips")).get(rows.tripLate.id)).toBe(true);
    expect((await listed("contact")).get(rows.contactLate.id)).toBe(true);
  });

  it("count a status change, a note or a proposal as an answer, and a finished request as answered", async () => {
    const late = () => insertRequest(t.database.db, "quote-requests", { receivedAt: hoursAgo(30) });
    const changed = await late();
    const noted = await late();
    const proposed = await late();
    const finished = await insertRequest(t.database.db, "quote-requests", {
      receivedAt: hoursAgo(30),
      status: "completed",
    });
    // Set back to pending by the desk: still an answer.
    await t.send({
      method: "PATCH",
      url: `/api/quote-requests/${changed.id}/status`,
      payload: { status: "pending" },
      cookies: admin,
    });
    await t.send({
      method: "POST",
      url: `/api/quote-requests/${noted.id}/notes`,
      payload: { note: "Waiting for the cupping results." },
      cookies: admin,
    });
    const request = await findRequest(t.database.db, "quote-requests", proposed.id);
    await t.database.db.insert(proposals).values({
      reference: newReference(REFERENCE_PREFIXES.proposal),
      quoteRequestId: request!.id,
      pricePerLb: 4.2,
      priceBasis: "fob-djibouti",
      quantityBags: 10,
      shipmentPeriod: "May 2027",
      paymentTerms: "CAD",
      validUntil: "2027-01-31",
    });
    // Stored directly, the proposal leaves the request pending: the proposal alone answers it.
    const quotes = await listed("quote-requests");
    for (const answered of [changed, noted, proposed, finished])
      expect(quotes.get(answered.id), answered.id).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(requestEvents)
        .where(eq(requestEvents.requestReference, changed.id)),
    ).toHaveLength(1);
  });
});

describe("the daily digest", () => {
  /** A fixed UTC moment, far from today, so that each test has days of its own. */
  const at = (day: string, hour: number, minute = 0) =>
    new Date(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);
  const deps = (clock: () => Date): OverdueDigestDeps => ({
    db: t.database.db,
    mail: t.app.mail,
    salesEmail: "sales@abyssinia-coffee.example",
    publicUrl: "https://coffee.example",
    log: t.app.log,
    now: clock,
  });
  const digests = () =>
    t.database.db.select().from(outbox).where(eq(outbox.kind, "overdue-digest"));

  it("waits for 06:00 UTC, then lists every overdue request to the sales team once a day", async () => {
    const overdue = await insertRequest(t.database.db, "sample-requests", {
      receivedAt: at("2030-01-01", 0),
    });
    const before = (await digests()).length;
    expect(await sendOverdueDigest(deps(() => at("2030-01-03", 5, 59)))).toBe("too-early");
    expect(await digests()).toHaveLength(before);

    expect(await sendOverdueDigest(deps(() => at("2030-01-03", 6, 5)))).toBe("sent");
    // Another instance, or the same one later that day: the day is claimed.
    expect(await sendOverdueDigest(deps(() => at("2030-01-03", 6, 15)))).toBe("already-claimed");
    expect(await sendOverdueDigest(deps(() => at("2030-01-03", 23, 50)))).toBe("already-claimed");
    const sent = await digests();
    expect(sent).toHaveLength(before + 1);
    const digest = sent.at(-1)!;
    expect(digest).toMatchObject({
      recipient: "sales@abyssinia-coffee.example",
      subject: expect.stringMatching(/^Overdue requests on 2030-01-03: \d+ waiting for an answer$/),
      requestReference: null,
    });
    expect(digest.body).toContain("Sample requests");
    expect(digest.body).toMatch(new RegExp(`${overdue.id}: .+, waiting 54 hours`));
    expect(digest.body).toContain("Open the admin panel: https://coffee.example/admin");
    expect(digest.html).toContain("Abyssinia Green Coffee");

    expect(await sendOverdueDigest(deps(() => at("2030-01-04", 6, 0)))).toBe("sent");
    expect(await digests()).toHaveLength(before + 2);
  });

  it("sends nothing on a day with nothing overdue, and claims the day", async () => {
    // Before any request was received, nothing can be overdue.
    const before = (await digests()).length;
    expect(await sendOverdueDigest(deps(() => at("2001-06-01", 7)))).toBe("nothing-overdue");
    expect(await digests()).toHaveLength(before);
    const [claim] = await t.database.db
      .select()
      .from(overdueDigests)
      .where(eq(overdueDigests.day, "2001-06-01"));
    expect(claim).toMatchObject({ requests: 0 });
  });

  it("runs on a timer that checks every ten minutes, sends once across instances, and stops", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let now = at("2031-03-10", 5, 30);
    const clock = () => now;
    const before = (await digests()).length;
    // Two instances, one database.
    const first = startOverdueDigest(deps(clock));
    const second = startOverdueDigest(deps(clock));
    await vi.advanceTimersByTimeAsync(DIGEST_CHECK_INTERVAL_MS);
    expect(await digests()).toHaveLength(before);

    now = at("2031-03-10", 6, 10);
    await vi.advanceTimersByTimeAsync(DIGEST_CHECK_INTERVAL_MS);
    await vi.waitFor(async () => expect(await digests()).toHaveLength(before + 1));
    await vi.advanceTimersByTimeAsync(3 * DIGEST_CHECK_INTERVAL_MS);

    await first.stop();
    await second.stop();
    now = at("2031-03-11", 7, 0);
    await vi.advanceTimersByTimeAsync(3 * DIGEST_CHECK_INTERVAL_MS);
    expect(await digests()).toHaveLength(before + 1);
    expect(
      await t.database.db
        .select()
        .from(overdueDigests)
        .where(and(eq(overdueDigests.day, "2031-03-11"))),
    ).toEqual([]);
  });
});

it("lists no request collection without its overdue flag", async () => {
  for (const type of REQUEST_TYPES) {
    await insertRequest(t.database.db, type);
    for (const overdue of (await listed(type)).values()) expect(typeof overdue).toBe("boolean");
  }
});
