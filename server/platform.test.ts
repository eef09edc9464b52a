import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
} from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeForStatus } from "../common/errors";
import { buildQuoteRequest } from "../common/testing/factories";
import { compressAssets } from "../scripts/compress-assets";
import { HYDRATION_STARTER } from "./plugins/page-html";
import { createTestApp, type TestApp } from "./test/test-app";

/** A Content-Security-Policy header as directive name -> its sources. */
function cspDirectives(header: unknown): Record<string, string[]> {
  expect(typeof header, "content-security-policy header").toBe("string");
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A route whose handler fails with internal detail in its message. */
const FAILING_URL = "/api/test/failing-report";
const INTERNAL_DETAIL = 'relation "offers" does not exist on 10.0.0.7:5432';
/** A route whose query fails the way it does when the database server cannot be reached. */
const UNREACHABLE_URL = "/api/test/unreachable-database";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { BODY_LIMIT_BYTES: "2048" },
    beforeReady: (app) => {
      app.get(FAILING_URL, async () => {
        throw new Error(INTERNAL_DETAIL);
      });
      app.get(UNREACHABLE_URL, async () => {
        // drizzle wraps the driver's error, which carries the system call's code.
        const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:5432"), {
          code: "ECONNREFUSED",
        });
        throw new Error("Failed query: select 1", { cause: refused });
      });
    },
  });
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

  it("hides what failed inside a handler behind a generic 500 in the envelope", async () => {
    const response = await t.app.inject({ url: FAILING_URL });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: "INTERNAL_ERROR",
        message: "A server error occurred. Our team has been notified.",
        details: null,
      },
      requestId: response.headers["x-request-id"],
    });
    expect(response.body).not.toContain("10.0.0.7");
  });

  it("answers 503 DATABASE_ERROR, without its detail, when the database cannot be reached", async () => {
    const response = await t.app.inject({ url: UNREACHABLE_URL });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: "DATABASE_ERROR",
        message: "A database error occurred. Please try again later.",
        details: null,
      },
      requestId: response.headers["x-request-id"],
    });
    expect(response.body).not.toContain("10.0.0.7");
  });

  it("names each error as the browser would from the status alone", async () => {
    // The client falls back on codeForStatus when a body is unreadable (a proxy's HTML page):
    // both sides must agree on what each status means.
    const soldOut = (await t.app.inject({ url: "/api/offers" }))
      .json()
      .find((offer: { availability: string }) => offer.availability === "sold-out");
    const answers = [
      await t.send({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: "{ not json",
      }),
      await t.app.inject({ url: "/api/quote-requests" }),
      await t.app.inject({ method: "POST", url: "/api/contact", payload: {} }),
      await t.app.inject({ url: "/api/offers/987654" }),
      await t.send({
        method: "POST",
        url: "/api/quote-requests",
        payload: buildQuoteRequest({ offerId: soldOut.id }),
      }),
      await t.app.inject({ url: FAILING_URL }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 401, 403, 404, 409, 500]);
    for (const answer of answers) {
      expect(answer.json().error.code, String(answer.statusCode)).toBe(
        codeForStatus(answer.statusCode),
      );
    }
  });

  it("sends strict security headers", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    const csp = cspDirectives(response.headers["content-security-policy"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    // Without a client build there is no inline script to allow: scripts come from our origin only.
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets an API answer load nothing and be framed by no page, however its path is written", async () => {
    for (const url of ["/api/offers", "/api/no-such-thing", "/API/offers", "//api/offers"]) {
      const response = await t.app.inject({ url });
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(cspDirectives(response.headers["content-security-policy"]), url).toEqual({
        "default-src": ["'none'"],
        "frame-ancestors": ["'none'"],
      });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      // The headers only a document obeys stay off, as on a script.
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
      expect(response.headers["x-frame-options"], url).toBeUndefined();
    }
  });

  /** A client build of two pages and the SPA shell, in a fresh directory. */
  function clientBuild(pages: { home: string; offers: string }) {
    const clientDir = mkdtempSync(join(tmpdir(), "abyssinia-client-"));
    writeFileSync(join(clientDir, "index.html"), pages.home);
    mkdirSync(join(clientDir, "offers"));
    writeFileSync(join(clientDir, "offers", "index.html"), pages.offers);
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<!doctype html><html></html>");
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "entry.js"), "export {};");
    return clientDir;
  }

  it("runs each page's own inline scripts by their hashes, and no other inline script", async () => {
    const homeScript = "window.__reactRouterContext = { basename: '/' };";
    const offersScript = 'import("/assets/offers.js");';
    const clientDir = clientBuild({
      // JSON-LD is a data block: it never runs, and its hash would only lengthen the policy.
      home:
        `<!doctype html><html><head><script type="module" src="/assets/entry.js"></script>` +
        `<script>${homeScript}</script>` +
        `<script type="application/ld+json">{"@type":"Organization"}</script></head><body></body></html>`,
      // React Router's shape: modulepreload links and an inline module script that starts them.
      offers:
        `<!doctype html><html><head><link rel="modulepreload" href="/assets/offers.js"/></head>` +
        `<body><script type="module" async="">${offersScript}</script></body></html>`,
    });
    // Hashes as the browser computes them (CSP Level 3 hash-source): sha256 of the script text.
    const hash = (script: string) =>
      `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
    // A page allows its own inline scripts only (decision 038); its hydration script is sent
    // inert and started by a fixed script once the page has painted (decision 039).
    const allowed: Record<string, string[]> = {
      "/": [hash(homeScript)],
      "/offers": [hash(offersScript), hash(HYDRATION_STARTER)],
      "/no-such-page": [],
    };
    for (const env of [{}, { PUBLIC_URL: "https://coffee.example" }] as Record<string, string>[]) {
      const withClient = await createTestApp({
        serveClient: true,
        env: { CLIENT_DIR: clientDir, ...env },
      });
      try {
        // A script keeps nosniff and its resource policy; the document's policies stay off it.
        const script = await withClient.app.inject({ url: "/assets/entry.js" });
        expect(script.statusCode).toBe(200);
        expect(script.headers["x-content-type-options"]).toBe("nosniff");
        expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
        expect(script.headers["content-security-policy"]).toBeUndefined();
        expect(script.headers["x-frame-options"]).toBeUndefined();
        for (const [url, hashes] of Object.entries(allowed)) {
          const page = await withClient.app.inject({ url });
          expect(page.statusCode, url).toBe(200);
          expect(page.headers["content-type"]).toMatch(/^text\/html/);
          const csp = cspDirectives(page.headers["content-security-policy"]);
          expect(new Set(csp["script-src"]), url).toEqual(new Set(["'self'", ...hashes]));
          // Nothing else may let an inline script or an eval through either.
          for (const name of ["default-src", "script-src-elem", "script-src-attr"]) {
            expect(csp[name] ?? [], `${url} ${name}`).not.toContain("'unsafe-inline'");
          }
          expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
        }
        // An API answer runs no script at all, whatever the pages allow.
        const api = await withClient.app.inject({ url: "/api/offers" });
        expect(cspDirectives(api.headers["content-security-policy"])).toEqual({
          "default-src": ["'none'"],
          "frame-ancestors": ["'none'"],
        });
      } finally {
        await withClient.close();
      }
    }
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends a prerendered page compressed at brotli's best, and 304 to a browser that holds it", async () => {
    const lots = Array.from({ length: 200 }, (_, i) => `<li>Guji lot ${i}</li>`).join("");
    const home = `<!doctype html><html><head><link rel="canonical" href="/"/></head><body><ul>${lots}</ul></body></html>`;
    const clientDir = clientBuild({ home, offers: home.replaceAll("Guji", "Sidamo") });
    const withClient = await createTestApp({
      serveClient: true,
      env: { CLIENT_DIR: clientDir, PUBLIC_URL: "https://coffee.example" },
    });
    try {
      const sent = home.replace('href="/"', 'href="https://coffee.example/"');
      const br = await withClient.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(sent);
      expect(br.rawPayload.length).toBeLessThanOrEqual(
        brotliCompressSync(sent, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      );
      const gzip = await withClient.app.inject({
        url: "/",
        headers: { "accept-encoding": "gzip" },
      });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(sent);
      const identity = await withClient.app.inject({ url: "/" });
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(identity.body).toBe(sent);
      const etag = br.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      const again = await withClient.app.inject({ url: "/", headers: { "if-none-match": etag! } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // Another page is another answer, with its own validator.
      const offers = await withClient.app.inject({ url: "/offers" });
      expect(offers.body).toContain("Sidamo lot 199");
      expect(offers.headers.etag).not.toBe(etag);
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("sends a script's brotli or gzip copy from the build to a browser that takes it", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "abyssinia-client-"));
    const script = `export const regions = ${JSON.stringify(Array(300).fill("Yirgacheffe"))};`;
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><html></html>");
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<!doctype html><html></html>");
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "framework.js"), script);
    await compressAssets(clientDir);
    const withClient = await createTestApp({ serveClient: true, env: { CLIENT_DIR: clientDir } });
    try {
      const fetchAs = (encoding: string) =>
        withClient.app.inject({
          url: "/assets/framework.js",
          headers: { "accept-encoding": encoding },
        });
      const br = await fetchAs("gzip, deflate, br, zstd");
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      // The copy made at the build is the one sent (quality 11), not one made on request.
      expect(br.rawPayload.equals(readFileSync(join(clientDir, "assets", "framework.js.br")))).toBe(
        true,
      );
      const gz = await fetchAs("gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await fetchAs("identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("lets the page play a hero video from the configured origin, and no other", async () => {
    const withVideo = await createTestApp({
      env: { VITE_HERO_VIDEO_URL: "https://media.example.com/hero.mp4" },
    });
    try {
      const csp = cspDirectives(
        (await withVideo.app.inject({ url: "/healthz" })).headers["content-security-policy"],
      );
      expect(csp["media-src"]).toEqual(["'self'", "https://media.example.com"]);
    } finally {
      await withVideo.close();
    }
    const csp = cspDirectives(
      (await t.app.inject({ url: "/healthz" })).headers["content-security-policy"],
    );
    expect(csp["media-src"]).toEqual(["'self'"]);
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
    expect(malformed.json()).toMatchObject({
      error: {
        code: "VALIDATION_ERROR",
        message: "Please check your input and try again.",
        details: { fields: [], reason: "FST_ERR_CTP_INVALID_JSON_BODY" },
      },
      requestId: expect.any(String),
    });
    const large = await t.send({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(4096) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fields: [], reason: "FST_ERR_CTP_BODY_TOO_LARGE" },
    });
  });

  it("answers a malformed or over-long URL with the envelope, not the router's own body", async () => {
    const malformed = await t.app.inject({ url: "/api/offers/%E0%A4%A" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { code: "VALIDATION_ERROR", message: "Please check your input and try again." },
      requestId: malformed.headers["x-request-id"],
    });
    // A segment longer than any id names nothing (decision 060).
    const overLong = await t.app.inject({
      url: `/api/coffee/varieties/${"a".repeat(150)}/Speciality`,
    });
    expect(overLong.statusCode).toBe(404);
    expect(overLong.json()).toMatchObject({
      error: { code: "NOT_FOUND" },
      requestId: overLong.headers["x-request-id"],
    });
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
