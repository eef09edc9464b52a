import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { BODY_LIMIT_BYTES: "2048" } });
});
afterAll(() => t.close());

describe("platform", () => {
  it("answers health and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("puts a request id on every response and in every error envelope", async () => {
    const ok = await t.app.inject({ url: "/api/offers" });
    expect(ok.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.inject({ url: "/api/no-such-thing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: "NOT_FOUND", message: "The requested resource was not found.", details: null },
      requestId: missing.headers["x-request-id"],
    });
  });

  it("sends strict security headers", async () => {
    const response = await t.app.inject({ url: "/api/offers" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; ".replace("; ", "") + " script");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets the page play a hero video from the configured origin, and no other", async () => {
    const withVideo = await createTestApp({
      env: { VITE_HERO_VIDEO_URL: "https://media.example.com/hero.mp4" },
    });
    try {
      const csp = String(
        (await withVideo.app.inject({ url: "/healthz" })).headers["content-security-policy"],
      );
      expect(csp).toContain("media-src 'self' https://media.example.com");
    } finally {
      await withVideo.close();
    }
    const csp = String(
      (await t.app.inject({ url: "/healthz" })).headers["content-security-policy"],
    );
    expect(csp).toContain("media-src 'self';");
  });

  it("refuses a non-GET without a valid CSRF token with 403", async () => {
    const none = await t.app.inject({ method: "POST", url: "/api/contact", payload: {} });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe("AUTHORIZATION_ERROR");
    const token = (await t.app.inject({ url: "/api/csrf-token" })).json().csrfToken;
    const wrongCookie = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {},
      headers: { "x-csrf-token": token },
      cookies: { visitor_csrf: "A".repeat(43) },
    });
    expect(wrongCookie.statusCode).toBe(403);
  });

  it("answers malformed JSON with 400 VALIDATION_ERROR and an oversized body with 413", async () => {
    const malformed = await t.send({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("VALIDATION_ERROR");
    const large = await t.send({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(4096) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("answers a malformed or over-long URL with the envelope, not the router's own body", async () => {
    for (const url of [
      "/api/offers/%E0%A4%A",
      `/api/coffee/varieties/${"a".repeat(150)}/Speciality`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: "VALIDATION_ERROR" },
        requestId: response.headers["x-request-id"],
      });
    }
  });

  it("lists the seeded offers, partners and news", async () => {
    const offers = (await t.app.inject({ url: "/api/offers" })).json();
    expect(offers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((o: { availability: string }) => o.availability))).toEqual(
      new Set(["in-stock", "pre-ship", "sold-out"]),
    );
    expect(offers[0]).toMatchObject({
      name: expect.any(String),
      cupScore: expect.any(Number),
      flavorProfile: expect.any(Array),
    });
    const partners = (await t.app.inject({ url: "/api/partners" })).json();
    expect(partners.some((p: { type: string }) => p.type === "customer")).toBe(true);
    const news = (await t.app.inject({ url: "/api/news-events" })).json();
    expect(news[0].featured).toBe(true);
    const rest = news.slice(1).map((n: { date: string }) => n.date);
    expect(rest).toEqual([...rest].sort().reverse());
  });
});
