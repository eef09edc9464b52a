// The admin's Outbox tab API: closed without a session; the list by status and page, the
// undelivered count, one message as sent, and "retry now" through the sender's own claim.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { buildQuoteRequest } from "../../../common/testing/factories";
import { outbox } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { closedPort, startSmtpPeer } from "../../test/smtp-peer";
import type { TestApp } from "../../test/test-app";
import { post } from "../requests/test-kit";

let t: TestApp;
let admin: Record<string, string>;
let port: number;
const get = (url: string, cookies?: Record<string, string>) =>
  t.send({ method: "GET", url, cookies });

beforeAll(async () => {
  port = await closedPort();
  // The mail server is down: the request's two mails wait in the outbox.
  t = await createAdminTestApp({
    seed: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: "3600000" },
  });
  admin = await signIn(t);
  expect((await post(t, "/api/quote-requests", buildQuoteRequest())).statusCode).toBe(201);
  await vi.waitFor(async () => {
    const rows = await t.database.db.select().from(outbox);
    if (rows.some((r) => r.attempts === 0)) throw new Error("not tried yet");
  });
});
afterAll(() => t.close());

describe("outbox admin API", () => {
  it.each(["/api/outbox", "/api/outbox/counts", "/api/outbox/1"])(
    "GET %s is 401 without a session",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("AUTHENTICATION_ERROR");
    },
  );

  it("POST /api/outbox/:id/retry is 401 without a session, and queues nothing", async () => {
    const response = await t.send({ method: "POST", url: "/api/outbox/1/retry" });
    expect(response.statusCode).toBe(401);
  });

  it("lists the messages newest first, with status, error and attempts; filters by status", async () => {
    const response = await get("/api/outbox", admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { messages, total, page, pageSize } = response.json();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 15 });
    expect(messages.map((m: { kind: string }) => m.kind)).toEqual(["confirmation", "sales-note"]);
    expect(messages[0]).toMatchObject({
      recipient: "maria@torrefazione.example",
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      sentAt: null,
    });
    expect(messages[0]).not.toHaveProperty("text");

    expect((await get("/api/outbox?status=sent", admin)).json()).toMatchObject({
      messages: [],
      total: 0,
    });
    expect((await get("/api/outbox?status=pending&page=2", admin)).json()).toMatchObject({
      messages: [],
      total: 2,
      page: 2,
    });
  });

  it("refuses an unknown status or page with 400 VALIDATION_ERROR", async () => {
    for (const query of ["status=lost", "page=0", "page=abc"]) {
      const response = await get(`/api/outbox?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("counts the undelivered messages: pending and failed", async () => {
    const failedId = await t.app.mail.queueIn(t.database.db, {
      to: "buyer@roastery.example",
      subject: "Gave up",
      text: "…",
    });
    await t.database.db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, failedId));
    try {
      expect((await get("/api/outbox/counts", admin)).json()).toEqual({
        pending: 2,
        failed: 1,
        undelivered: 3,
      });
    } finally {
      await t.database.db.delete(outbox).where(eq(outbox.id, failedId));
    }
  });

  it("shows one message as it is sent: text, HTML, Reply-To; 404 for an unknown id", async () => {
    const [note] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "sales-note"));
    const response = await get(`/api/outbox/${note!.id}`, admin);
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message).toMatchObject({
      id: note!.id,
      kind: "sales-note",
      recipient: "sales@abyssinia-coffee.example",
      replyTo: "maria@torrefazione.example",
      headers: null,
    });
    expect(message.text).toContain("Coffee name: Yirgacheffe Chelchele G1");
    expect(message.html).toContain("Yirgacheffe Chelchele G1");

    const missing = await get("/api/outbox/999999", admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("The message was not found.");
  });

  it("retries now: a failed message is pending and due again, and is delivered once the server is back", async () => {
    const [note] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "sales-note"));
    // It gave up earlier; the administrator has fixed the mail server since.
    await t.database.db
      .update(outbox)
      .set({ status: "failed", attempts: 7, nextAttemptAt: sql`now() + interval '1 day'` })
      .where(eq(outbox.id, note!.id));
    const peer = await startSmtpPeer({ port });
    try {
      const response = await t.send({
        method: "POST",
        url: `/api/outbox/${note!.id}/retry`,
        cookies: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: note!.id, status: "pending", attempts: 0 });
      const sent = await vi.waitFor(async () => {
        const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, note!.id));
        if (row?.status !== "sent") throw new Error("not sent yet");
        return row;
      });
      expect(sent).toMatchObject({ attempts: 1, lastError: null });
      expect(peer.received.map((m) => m.to)).toEqual([["sales@abyssinia-coffee.example"]]);
      // The confirmation was not retried: its back-off still runs.
      expect((await get("/api/outbox/counts", admin)).json()).toMatchObject({ pending: 1 });

      const again = await t.send({
        method: "POST",
        url: `/api/outbox/${note!.id}/retry`,
        cookies: admin,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe("This message has already been sent.");
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });
});
