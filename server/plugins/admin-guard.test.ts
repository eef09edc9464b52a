import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_TYPES } from "../../common/constants";
import { adminSessions } from "../db/schema";
import { SESSION_COOKIE } from "../modules/auth/session-cookie";
import { createAdminTestApp, signIn } from "../test/admin-session";
import type { TestApp } from "../test/test-app";
import { adminGuardPlugin, isAdminRoute } from "./admin-guard";

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every admin endpoint of spec section 7, with ids both valid and not. */
const ADMIN_ENDPOINTS: [Method, string][] = [
  ["POST", "/api/offers"],
  ["PUT", "/api/offers/1"],
  ["PUT", "/api/offers/not-a-number"],
  ["DELETE", "/api/offers/1"],
  ["POST", "/api/news-events"],
  ["PUT", "/api/news-events/1"],
  ["DELETE", "/api/news-events/1"],
  ...REQUEST_TYPES.flatMap((type): [Method, string][] => [
    ["GET", `/api/${type}`],
    ["GET", `/api/${type}?status=pending`],
    ["HEAD", `/api/${type}`],
    ["PATCH", `/api/${type}/1/status`],
    ["DELETE", `/api/${type}/1`],
    ["GET", `/api/exports/${type}/csv`],
    ["GET", `/api/exports/${type}/excel`],
  ]),
  ["GET", "/api/admin/mfa/status"],
  ["POST", "/api/admin/mfa/setup"],
  ["POST", "/api/admin/mfa/enable"],
  ["POST", "/api/admin/mfa/disable"],
];

describe("isAdminRoute", () => {
  it.each([
    ["GET", "/api/offers", false],
    ["HEAD", "/api/news-events", false],
    ["POST", "/api/offers", true],
    ["PUT", "/api/offers/:id", true],
    ["DELETE", "/api/news-events/:id", true],
    ["POST", "/api/quote-requests", false],
    ["POST", "/api/sample-requests", false],
    ["POST", "/api/origin-trips", false],
    ["GET", "/api/quote-requests", true],
    ["PATCH", "/api/origin-trips/:id/status", true],
    ["DELETE", "/api/sample-requests/:id", true],
    ["GET", "/api/exports/quote-requests/csv", true],
    ["GET", "/api/admin/mfa/status", true],
    ["POST", "/api/admin/login", false],
    ["POST", "/api/admin/logout", false],
    ["GET", "/api/admin/session", false],
    ["POST", "/api/contact", false],
    ["GET", "/api/coffee/regions", false],
    ["GET", "/offers", false],
  ] as const)("%s %s -> %s", (method, route, expected) => {
    expect(isAdminRoute(method, route)).toBe(expected);
  });
});

describe("admin guard", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it.each(ADMIN_ENDPOINTS)(
    "refuses %s %s without a session: 401 AUTHENTICATION_ERROR",
    async (method, url) => {
      const response = await t.send({
        method,
        url,
        payload: method === "GET" || method === "HEAD" ? undefined : {},
      });
      expect(response.statusCode).toBe(401);
      if (method !== "HEAD") {
        expect(response.json()).toMatchObject({
          error: { code: "AUTHENTICATION_ERROR", message: "Please log in to continue." },
          requestId: expect.any(String),
        });
      }
    },
  );

  it("refuses a forged or ended session cookie", async () => {
    const forged = await t.send({
      method: "GET",
      url: "/api/quote-requests",
      cookies: { [SESSION_COOKIE]: "A".repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
    const junk = await t.send({
      method: "GET",
      url: "/api/quote-requests",
      cookies: { [SESSION_COOKIE]: "'; drop table admin_sessions; --" },
    });
    expect(junk.statusCode).toBe(401);

    const cookies = await signIn(t);
    expect((await t.send({ method: "GET", url: "/api/quote-requests", cookies })).statusCode).toBe(
      200,
    );
    await t.database.db.delete(adminSessions);
    expect((await t.send({ method: "GET", url: "/api/quote-requests", cookies })).statusCode).toBe(
      401,
    );
  });

  it("keeps the public side public", async () => {
    expect((await t.app.inject({ url: "/api/offers" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/news-events" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/session" })).json()).toEqual({
      isAuthenticated: false,
    });
    // The visitor's POSTs reach their validation (400), not the guard (401).
    for (const url of [
      "/api/quote-requests",
      "/api/sample-requests",
      "/api/origin-trips",
      "/api/contact",
    ]) {
      const response = await t.send({ method: "POST", url, payload: {} });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("puts the session on the request for the handlers behind it", async () => {
    const cookies = await signIn(t);
    const probe = Fastify();
    probe.decorate("config", t.app.config);
    probe.decorate("db", t.database.db);
    await probe.register(cookie);
    await probe.register(adminGuardPlugin);
    probe.get("/api/exports/probe", (request) => ({ sessionId: request.adminSession?.id ?? null }));
    const [session] = await t.database.db.select().from(adminSessions);
    const response = await probe.inject({ url: "/api/exports/probe", cookies });
    expect(response.json()).toEqual({ sessionId: session!.id });
    await probe.close();
  });
});
