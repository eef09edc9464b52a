import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildNewsEvent } from "../../../common/testing/factories";
import { auditLog } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";

describe("news desk", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies = await signIn(t);
  });
  afterAll(() => t.close());

  const save = (method: "POST" | "PUT", url: string, payload: object) =>
    t.send({ method, url, payload, cookies });
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it("creates a news item (201), blanks stored as the columns expect", async () => {
    const response = await save("POST", "/api/news-events", buildNewsEvent());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      title: "Harvest 2025 begins in Guji",
      type: "news",
      date: "2025-11-20",
      location: null,
      attendees: null,
      featured: false,
    });
    const list = (await t.app.inject({ url: "/api/news-events" })).json();
    expect(list.map((item: { id: number }) => item.id)).toContain(response.json().id);
    expect(await lastAudit()).toMatchObject({
      actor: "admin",
      action: "create",
      entity: "news-events",
    });
  });

  it("creates an event with location and attendees (a form string)", async () => {
    const response = await save(
      "POST",
      "/api/news-events",
      buildNewsEvent({ type: "event", location: "Addis Ababa", attendees: "120", featured: true }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: "event",
      location: "Addis Ababa",
      attendees: 120,
      featured: true,
    });
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ content: "  " }, "content", "Content is required"],
    [{ excerpt: "" }, "excerpt", "Excerpt is required"],
    [{ type: "blog" }, "type", "Please choose news, event or announcement"],
    [{ date: "2025-02-30" }, "date", "Please enter a valid date (YYYY-MM-DD)"],
    [{ attendees: "many" }, "attendees", "Attendees must be a number"],
  ])("refuses %j with 400 on %s: %s", async (override, field, message) => {
    const response = await save("POST", "/api/news-events", buildNewsEvent(override as never));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toContainEqual({ field, message });
  });

  it("updates (200), 404 when missing, 400 for a bad id", async () => {
    const created = (await save("POST", "/api/news-events", buildNewsEvent())).json();
    const response = await save(
      "PUT",
      `/api/news-events/${created.id}`,
      buildNewsEvent({ title: "Harvest update", category: "" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: "Harvest update",
      category: "",
    });
    expect(await lastAudit()).toMatchObject({
      action: "update",
      entity: "news-events",
      entityId: String(created.id),
    });
    expect((await save("PUT", "/api/news-events/424242", buildNewsEvent())).statusCode).toBe(404);
    expect((await save("PUT", "/api/news-events/latest", buildNewsEvent())).statusCode).toBe(400);
  });

  it("deletes ({ success: true }), then 404; a bad id is 400", async () => {
    const created = (await save("POST", "/api/news-events", buildNewsEvent())).json();
    const response = await t.send({
      method: "DELETE",
      url: `/api/news-events/${created.id}`,
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await lastAudit()).toMatchObject({
      action: "delete",
      entity: "news-events",
      entityId: String(created.id),
    });
    expect(
      (await t.send({ method: "DELETE", url: `/api/news-events/${created.id}`, cookies }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.send({ method: "DELETE", url: "/api/news-events/x1", cookies })).statusCode,
    ).toBe(400);
  });
});
