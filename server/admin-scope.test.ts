import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "./db/schema";
import { SESSION_COOKIE, sessionPlugin } from "./plugins/session";
import { createAdminTestApp, signIn } from "./test/admin-session";
import { registeredRoutes, type Method } from "./test/route-table";
import type { TestApp } from "./test/test-app";

/**
 * The only routes anyone may call without a session (HEAD follows GET). Every other route the
 * server registers must answer 401: a route added outside the admin scope fails this file.
 */
const PUBLIC_ROUTES = new Set([
  "GET /healthz",
  "GET /readyz",
  // Not behind the session: off (404) without METRICS_TOKEN, else it demands that bearer token.
  "GET /metrics",
  "GET /robots.txt",
  // 404 without PUBLIC_URL.
  "GET /sitemap.xml",
  "GET /api/csrf-token",
  "GET /api/offers",
  "GET /api/offers/:id",
  "GET /api/offers/:id/spec-sheet.pdf",
  "GET /api/offers/export.csv",
  "GET /api/offers/export.xlsx",
  "GET /api/news-events",
  "GET /api/partners",
  "GET /api/team-members",
  "GET /api/farmer-stories",
  "GET /api/photo-galleries",
  // The photographs set in the drawings' places and added to the galleries and stories.
  "GET /api/site-pictures",
  "GET /api/content-photos",
  // The exporter's facts as the pages, mails and PDF sheets show them; only the desk sets them.
  "GET /api/site-settings",
  "GET /api/coffee/regions",
  "GET /api/coffee/processing-methods/:category",
  "GET /api/coffee/grades/:category",
  "GET /api/coffee/varieties/:region/:category",
  "GET /api/coffee/options",
  "POST /api/contact",
  "POST /api/quote-requests",
  "POST /api/sample-requests",
  "POST /api/origin-trips",
  "POST /api/newsletter",
  "POST /api/newsletter/confirm",
  // The signed token in its address is the authorization (RFC 8058 one-click unsubscribe).
  "POST /api/newsletter/unsubscribe",
  // A proposal's signed link is the buyer's authorization (decision 065); a forged one is a 404.
  "GET /api/proposals/:token",
  "POST /api/proposals/:token/accept",
  "POST /api/proposals/:token/decline",
  // So is a sample feedback invitation's (decision 069).
  "GET /api/sample-feedback/:token",
  "POST /api/sample-feedback/:token",
  "GET /api/admin/session",
  "POST /api/admin/login",
  "POST /api/admin/logout",
  // The image library's files: what the pages show (the library's list is the admin's).
  "GET /media/library/:id/:file",
]);

const isPublic = (method: Method, path: string) =>
  PUBLIC_ROUTES.has(`${method === "HEAD" ? "GET" : method} ${path}`);

/** A concrete URL for a route pattern: every parameter filled with a value its schema accepts. */
const urlFor = (path: string) =>
  path.replace(":category", "Speciality").replace(":region", "Guji").replace(/:\w+/g, "1");

describe("admin scope", () => {
  let t: TestApp;
  let routes: { method: Method; path: string }[];
  beforeAll(async () => {
    t = await createAdminTestApp({ seed: true });
    routes = registeredRoutes(t.app);
  });
  afterAll(() => t.close());

  it("reads the whole route table", () => {
    expect(routes).toContainEqual({ method: "PATCH", path: "/api/quote-requests/:id/status" });
    expect(routes).toContainEqual({ method: "GET", path: "/api/exports/origin-trips/excel" });
    expect(routes).toContainEqual({ method: "POST", path: "/api/admin/mfa/disable" });
    expect(routes.filter((r) => !isPublic(r.method, r.path)).length).toBeGreaterThanOrEqual(30);
  });

  it("refuses every route that is not public without a session: 401 AUTHENTICATION_ERROR", async () => {
    for (const { method, path } of routes.filter((r) => !isPublic(r.method, r.path))) {
      const response = await t.send({
        method,
        url: urlFor(path),
        payload: method === "GET" || method === "HEAD" ? undefined : {},
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      if (method !== "HEAD") {
        expect(response.json(), `${method} ${path}`).toMatchObject({
          error: { code: "AUTHENTICATION_ERROR", message: "Please log in to continue." },
          requestId: expect.any(String),
        });
      }
    }
  });

  it("lets every public route through without a session", async () => {
    for (const { method, path } of routes.filter((r) => isPublic(r.method, r.path))) {
      const response = await t.send({
        method,
        url: urlFor(path),
        payload: method === "GET" || method === "HEAD" ? undefined : {},
      });
      expect(response.statusCode, `${method} ${path}`).not.toBe(401);
    }
  });

  it("refuses a forged, malformed or ended session cookie", async () => {
    const forged = await t.send({
      method: "GET",
      url: "/api/quote-requests",
      cookies: { [SESSION_COOKIE]: "A".repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
    const junk = await t.send({
      method: "GET",
      url: "/api/quote-requests?status=pending",
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

  it("puts the session on the request for the handlers behind the guard", async () => {
    const cookies = await signIn(t);
    const probe = Fastify();
    probe.decorate("config", t.app.config);
    probe.decorate("db", t.database.db);
    await probe.register(cookie);
    await probe.register(sessionPlugin);
    await probe.register(async (scope) => {
      scope.addHook("onRequest", (request) => scope.requireAdminSession(request));
      scope.get("/probe", (request) => ({ sessionId: request.adminSession?.id ?? null }));
    });
    const [session] = await t.database.db.select().from(adminSessions);
    const response = await probe.inject({ url: "/probe", cookies });
    expect(response.json()).toEqual({ sessionId: session?.id });
    await probe.close();
  });
});
