import { desc, getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_TYPES } from "../../../common/constants";
import { auditLog } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { REQUEST_COLLECTIONS } from "./collections";

describe("request desk", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies = await signIn(t);
  });
  afterAll(() => t.close());

  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  describe.each(REQUEST_TYPES)("%s", (type) => {
    it("lists every request, newest first, with every column", async () => {
      const now = Date.now();
      const older = await insertRequest(t.database.db, type, {
        receivedAt: new Date(now - 3_600_000),
      });
      const newer = await insertRequest(t.database.db, type, { receivedAt: new Date(now) });
      const oldest = await insertRequest(t.database.db, type, {
        receivedAt: new Date(now - 86_400_000),
        status: "processing",
      });

      const response = await t.send({ method: "GET", url: `/api/${type}`, cookies });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((row: { id: number }) => row.id).slice(0, 3)).toEqual([
        newer.id,
        older.id,
        oldest.id,
      ]);
      expect(Object.keys(list[0]).sort()).toEqual(
        Object.keys(getTableColumns(REQUEST_COLLECTIONS[type].table)).sort(),
      );
      expect(list[2].status).toBe("processing");
    });

    it("changes the status; refuses an unknown status (400), a missing request (404) and a bad id (400)", async () => {
      const request = await insertRequest(t.database.db, type);
      const patch = (id: string | number, payload: object) =>
        t.send({ method: "PATCH", url: `/api/${type}/${id}/status`, payload, cookies });

      const response = await patch(request.id, { status: "completed" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: request.id, status: "completed" });
      expect(await lastAudit()).toMatchObject({
        actor: "admin",
        action: "status.change",
        entity: type,
        entityId: String(request.id),
        details: { status: "completed" },
      });

      const unknown = await patch(request.id, { status: "shipped" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe(
        "Please choose pending, processing, completed or cancelled",
      );
      expect((await patch(request.id, {})).statusCode).toBe(400);
      expect((await patch(987654, { status: "pending" })).statusCode).toBe(404);
      expect((await patch("first", { status: "pending" })).statusCode).toBe(400);
    });

    it("deletes only completed or cancelled requests: 409, then 200, then 404", async () => {
      const del = (id: number | string) =>
        t.send({ method: "DELETE", url: `/api/${type}/${id}`, cookies });
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
          entityId: String(finished.id),
        });
        const again = await del(finished.id);
        expect(again.statusCode).toBe(404);
        expect(again.json().error.code).toBe("NOT_FOUND");
      }
      expect((await del("1;drop")).statusCode).toBe(400);
    });
  });

  it("knows only the three request collections (404 for any other type)", async () => {
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
