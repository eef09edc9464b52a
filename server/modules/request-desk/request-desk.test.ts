import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_TYPES, type RequestType } from "../../../common/constants";
import { REQUEST_RECORDS } from "../../../common/contract/records";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../../common/testing/factories";
import { auditLog, outbox } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { referencePattern } from "../requests/reference";
import { REQUEST_COLLECTIONS } from "./collections";

/**
 * What a visitor sends to file each kind of request, and where its answer holds the record (a
 * contact message answers with its reference alone).
 */
const FILED_AS: Record<RequestType, { payload: () => object; reply: string | null }> = {
  "quote-requests": { payload: () => buildQuoteRequest(), reply: "quoteRequest" },
  "sample-requests": { payload: () => buildSampleRequest(), reply: "sampleRequest" },
  "origin-trips": { payload: () => buildOriginTrip(), reply: "originTripRequest" },
  contact: { payload: () => buildContact(), reply: null },
};

describe("request desk", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp({ env: { RATE_LIMIT_FORM_MAX: "1000" } });
    cookies = await signIn(t);
  });
  afterAll(() => t.close());
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  describe.each(REQUEST_TYPES)("%s", (type) => {
    const list = async () => {
      const response = await t.send({ method: "GET", url: `/api/${type}`, cookies });
      expect(response.statusCode).toBe(200);
      return response.json() as { id: string; status: string; overdue: boolean }[];
    };
    const patch = (id: string | number, payload: object) =>
      t.send({ method: "PATCH", url: `/api/${type}/${id}/status`, payload, cookies });
    const del = (id: string | number) =>
      t.send({ method: "DELETE", url: `/api/${type}/${id}`, cookies });
    const { prefix } = REQUEST_COLLECTIONS[type];

    it("knows a request by the id its POST answered with: listed, status changed and deleted under it", async () => {
      const filed = await t.send({
        method: "POST",
        url: `/api/${type}`,
        payload: FILED_AS[type].payload(),
      });
      expect(filed.statusCode, filed.body).toBe(201);
      const { reply } = FILED_AS[type];
      // A contact message's POST answers with its reference: its record is read from the list.
      const { overdue: _flag, ...fromList } =
        (await list()).find((row) => row.id === filed.json().id) ?? {};
      const record = reply ? filed.json()[reply] : fromList;
      expect(record.id).toMatch(referencePattern(prefix));

      const listed = (await list()).find((row) => row.id === record.id);
      expect(listed).toEqual({ ...record, overdue: false });

      const changed = await patch(record.id, { status: "completed" });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ ...record, status: "completed" });

      const deleted = await del(record.id);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await list()).map((row) => row.id)).not.toContain(record.id);
    });

    it("lists every request, newest first, every field of the record and no serial number", async () => {
      const now = Date.now();
      const older = await insertRequest(t.database.db, type, {
        receivedAt: new Date(now - 3_600_000),
      });
      const newer = await insertRequest(t.database.db, type, { receivedAt: new Date(now) });
      const oldest = await insertRequest(t.database.db, type, {
        receivedAt: new Date(now - 86_400_000),
        status: "processing",
      });
      const rows = await list();
      expect(rows.map((row) => row.id).slice(0, 3)).toEqual([newer.id, older.id, oldest.id]);
      expect(rows[2]!.status).toBe("processing");
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          [...Object.keys(REQUEST_RECORDS[type].shape), "overdue"].sort(),
        );
        expect(row.id).toMatch(referencePattern(prefix));
      }
    });

    it("changes the status by reference, audited under it; refuses an unknown status (400)", async () => {
      const request = await insertRequest(t.database.db, type);
      const response = await patch(request.id, { status: "completed" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: request.id, status: "completed" });
      expect(await lastAudit()).toMatchObject({
        actor: "admin",
        action: "status.change",
        entity: type,
        entityId: request.id,
        details: { status: "completed" },
      });
      const unknown = await patch(request.id, { status: "shipped" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe(
        "Please choose pending, processing, completed or cancelled",
      );
      expect((await patch(request.id, {})).statusCode).toBe(400);
    });

    it("deletes only completed or cancelled requests: 409, then 200, then 404", async () => {
      for (const status of ["pending", "processing"] as const) {
        const open = await insertRequest(t.database.db, type, { status });
        const refused = await del(open.id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe(
          "Only completed or cancelled requests can be deleted.",
        );
      }
      for (const status of ["completed", "cancelled"] as const) {
        const finished = await insertRequest(t.database.db, type, { status });
        const response = await del(finished.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true });
        expect(await lastAudit()).toMatchObject({
          action: "delete",
          entity: type,
          entityId: finished.id,
        });
        const again = await del(finished.id);
        expect(again.statusCode).toBe(404);
        expect(again.json().error.code).toBe("NOT_FOUND");
      }
    });

    it("answers 404 NOT_FOUND to an id of any other shape, and changes nothing", async () => {
      const stored = await insertRequest(t.database.db, type, { status: "completed" });
      const otherPrefix = stored.id.replace(/^./, prefix === "Q" ? "S" : "Q");
      const unknownIds = [
        "1",
        "987654",
        "0",
        "-1",
        "99999999999999999999",
        "1;drop",
        "first",
        otherPrefix,
        `${prefix === "C" ? "T" : "C"}${stored.id.slice(1)}`,
        stored.id.toLowerCase(),
        `${stored.id}0`,
        ` ${stored.id}`,
        `${prefix}-0000-000I`,
        `${prefix}-0000-0000`,
        encodeURIComponent(`${stored.id}\u0000`),
        encodeURIComponent("é✓"),
        "%20",
        "x".repeat(99),
        "x".repeat(500),
      ];
      for (const id of unknownIds) {
        for (const response of [await patch(id, { status: "cancelled" }), await del(id)]) {
          expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
          expect(response.json().error.code).toBe("NOT_FOUND");
        }
      }
      const kept = (await list()).find((row) => row.id === stored.id);
      expect(kept?.status).toBe("completed");
    });

    it("deletes the request's mails from the outbox with it, and no other mail", async () => {
      const filed = async () => {
        const response = await t.send({
          method: "POST",
          url: `/api/${type}`,
          payload: FILED_AS[type].payload(),
        });
        expect(response.statusCode, response.body).toBe(201);
        const { reply } = FILED_AS[type];
        return (reply ? response.json()[reply].id : response.json().id) as string;
      };
      const gone = await filed();
      const staying = await filed();
      const mailsOf = (id: string) =>
        t.database.db.select().from(outbox).where(eq(outbox.requestReference, id));
      expect(await mailsOf(gone)).toHaveLength(2);
      // Every mail about it is linked, whatever the visitor wrote into its fields.
      const linked = (await mailsOf(gone)).map((mail) => mail.kind).sort();
      expect(linked).toEqual(["confirmation", "sales-note"]);

      expect((await patch(gone, { status: "completed" })).statusCode).toBe(200);
      expect((await del(gone)).statusCode).toBe(200);
      expect(await mailsOf(gone)).toEqual([]);
      const everyMail = await t.database.db.select().from(outbox);
      expect(everyMail.filter((mail) => mail.subject.includes(gone))).toEqual([]);
      expect(everyMail.filter((mail) => mail.body.includes(gone))).toEqual([]);
      expect(await mailsOf(staying)).toHaveLength(2);
    });
  });

  it("knows only the four request collections (404 for any other type)", async () => {
    expect(
      (
        await t.send({
          method: "PATCH",
          url: "/api/contacts/1/status",
          payload: { status: "completed" },
          cookies,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.send({
          method: "PATCH",
          url: "/api/offers/1/status",
          payload: { status: "completed" },
          cookies,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.send({ method: "DELETE", url: "/api/contacts/1", cookies })).statusCode).toBe(
      404,
    );
    expect(
      (await t.send({ method: "GET", url: "/api/partner-requests", cookies })).statusCode,
    ).toBe(404);
  });
});
