// "Notify the buyer" (issue 49): a status change with notify: true mails the buyer through the
// outbox, in the house's letter, in the same transaction as the change; without it nobody is mailed.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_TYPES } from "../../../common/constants";
import { outbox, requestEvents } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { expectValidationError } from "../requests/test-kit";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

const noticesOf = (reference: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.requestReference, reference), eq(outbox.kind, "status-notice")));

describe.each(REQUEST_TYPES)("%s", (type) => {
  const patch = (id: string, payload: object) =>
    t.send({ method: "PATCH", url: `/api/${type}/${id}/status`, payload, cookies: admin });

  it("mails the buyer in the house's letter when told to, and the history says so", async () => {
    const { id } = await insertRequest(t.database.db, type);
    const response = await patch(id, { status: "completed", notify: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "completed" });
    const [notice, ...more] = await noticesOf(id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipient: expect.stringMatching(/@/),
      replyTo: "sales@abyssinia-coffee.example",
      subject: expect.stringMatching(new RegExp(`^Your .+ ${id} is completed$`)),
      status: "pending",
    });
    expect(notice!.body).toContain("It is completed. Thank you for trading with us.");
    expect(notice!.html).toContain("Abyssinia Green Coffee");
    expect(notice!.html).toContain(id);

    const { timeline } = (
      await t.send({ method: "GET", url: `/api/${type}/${id}`, cookies: admin })
    ).json();
    expect(timeline.at(-1)).toMatchObject({ kind: "status", status: "completed", notified: true });
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: "mail",
        mailKind: "status-notice",
        subject: notice!.subject,
      }),
    );
  });

  it("mails nobody when notify is false or left out, and records the change as not notified", async () => {
    const { id } = await insertRequest(t.database.db, type);
    expect((await patch(id, { status: "processing" })).statusCode).toBe(200);
    expect((await patch(id, { status: "cancelled", notify: false })).statusCode).toBe(200);
    expect(await noticesOf(id)).toEqual([]);
    const events = await t.database.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestReference, id));
    expect(events.map((event) => [event.status, event.notified])).toEqual([
      ["processing", false],
      ["cancelled", false],
    ]);
  });

  it("refuses a notify that is not true or false (400), changing and mailing nothing", async () => {
    const { id } = await insertRequest(t.database.db, type);
    expectValidationError(
      await patch(id, { status: "completed", notify: "yes" }),
      "Notify must be true or false",
      "notify",
    );
    expect(await noticesOf(id)).toEqual([]);
    const { status } = (
      await t.send({ method: "GET", url: `/api/${type}/${id}`, cookies: admin })
    ).json();
    expect(status).toBe("pending");
  });
});

it("mails nobody about a request that is not there (404)", async () => {
  const before = await t.database.db.select().from(outbox);
  const response = await t.send({
    method: "PATCH",
    url: "/api/quote-requests/Q-0000-0000/status",
    payload: { status: "completed", notify: true },
    cookies: admin,
  });
  expect(response.statusCode).toBe(404);
  expect(await t.database.db.select().from(outbox)).toEqual(before);
});
