import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContact } from "../common/testing/factories";
import { loadConfig } from "./config";
import { contacts } from "./db/schema";
import { listenLocally, rawExchange, statusOf } from "./test/raw-http";
import { createTestApp, type TestApp } from "./test/test-app";

const IP_URL = "/api/test/ip";
const withIpRoute = (app: TestApp["app"]) => {
  app.get(IP_URL, async (request) => ({ ip: request.ip }));
};

const ipSeen = async (
  t: TestApp,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<string> => {
  const response = await t.app.inject({
    url: IP_URL,
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return response.json().ip;
};

describe("TRUST_PROXY", () => {
  it("refuses `true` at boot and says what to give instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: .*number of proxies.*addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/8, proxy.internal" })).toThrow(
      /TRUST_PROXY: not a hop count or a list of addresses\/CIDRs: "proxy.internal"/,
    );
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
  });

  it("unset: believes no X-Forwarded-For at all", async () => {
    const t = await createTestApp({ beforeReady: withIpRoute });
    try {
      expect(await ipSeen(t, "198.51.100.4", "203.0.113.1")).toBe("198.51.100.4");
    } finally {
      await t.close();
    }
  });

  it("a hop count: the client's own left-most values change neither request.ip nor the limit", async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: "1", RATE_LIMIT_READ_MAX: "3" },
      beforeReady: withIpRoute,
    });
    try {
      // The balancer (10.0.0.5) appends the address it saw to whatever the client sent.
      expect(await ipSeen(t, "10.0.0.5", "203.0.113.66, 198.51.100.20")).toBe("198.51.100.20");
      expect(await ipSeen(t, "10.0.0.5", "198.51.100.20")).toBe("198.51.100.20");

      const offers = (forwardedFor: string) =>
        t.app.inject({
          url: "/api/offers",
          remoteAddress: "10.0.0.5",
          headers: { "x-forwarded-for": forwardedFor },
        });
      const statuses = [];
      for (const spoofed of ["1.1.1.1", "2.2.2.2", "3.3.3.3", "4.4.4.4"])
        statuses.push((await offers(`${spoofed}, 198.51.100.20`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await offers("1.1.1.1, 198.51.100.21")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("a list: only the listed proxies are believed", async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: "10.0.0.0/8,127.0.0.1" },
      beforeReady: withIpRoute,
    });
    try {
      expect(await ipSeen(t, "10.1.2.3", "203.0.113.66, 198.51.100.20")).toBe("198.51.100.20");
      // Through two listed proxies, the address the outer one saw.
      expect(await ipSeen(t, "10.1.2.3", "203.0.113.66, 198.51.100.20, 10.9.9.9")).toBe(
        "198.51.100.20",
      );
      // A peer that is not listed is the client, whatever it claims to forward.
      expect(await ipSeen(t, "192.0.2.50", "198.51.100.20")).toBe("192.0.2.50");
    } finally {
      await t.close();
    }
  });
});

describe("CSRF however the path is spelt", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  const post = (target: string) => {
    const body = JSON.stringify(buildContact());
    return rawExchange(
      port,
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

  it.each([
    "/api/contact",
    "http://127.0.0.1/api/contact",
    "HTTP://example.com/api/contact",
    "/%61pi/contact",
    "/%2561pi/contact",
    "//api/contact",
    "/api//contact",
    "/API/contact",
  ])("refuses POST %s without a token", async (target) => {
    const { received } = await post(target);
    expect([403, 404], received.slice(0, 200)).toContain(statusOf(received));
    if (statusOf(received) === 404) expect(received).toContain('"NOT_FOUND"');
  });

  it("never stores what came without a token, and names the absolute form 403", async () => {
    expect(statusOf((await post("http://127.0.0.1/api/contact")).received)).toBe(403);
    expect(statusOf((await post("/%61pi/contact")).received)).toBe(403);
    expect(await t.database.db.select().from(contacts)).toEqual([]);
  });
});

describe("slow clients", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { HEADERS_TIMEOUT_MS: "400", REQUEST_TIMEOUT_MS: "800", CONNECTION_TIMEOUT_MS: "2000" },
    });
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  it("refuses a timeout setting that cannot hold", () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "1000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
  });

  it("closes a connection whose headers trickle in (slowloris) once HEADERS_TIMEOUT_MS has passed", async () => {
    const { closedAfterMs } = await rawExchange(
      port,
      `GET /api/offers HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
      { drip: { text: "X-Slow: a\r\n", everyMs: 100 }, giveUpMs: 5_000 },
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(350);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  it("closes a connection whose body never finishes once REQUEST_TIMEOUT_MS has passed", async () => {
    const { closedAfterMs } = await rawExchange(
      port,
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: 5000\r\n\r\n{"name":`,
      { drip: { text: " ", everyMs: 100 }, giveUpMs: 5_000 },
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(750);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("closes a connection that sent half a request and went quiet", async () => {
    const { closedAfterMs } = await rawExchange(port, `GET /api/offers HTTP/1.1\r\nHost: x`, {
      giveUpMs: 5_000,
    });
    expect(closedAfterMs).toBeLessThan(2_500);
  });
});

describe("missing files of the client build", () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), "abyssinia-client-"));
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><html><body>home</body></html>");
    writeFileSync(join(clientDir, "__spa-fallback.html"), "<!doctype html><html>shell</html>");
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "console.log('entry');");
    mkdirSync(join(clientDir, "media"));
    writeFileSync(join(clientDir, "media", "hero-640.webp"), "RIFF");
    t = await createTestApp({ serveClient: true, env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves the files that exist", async () => {
    const asset = await t.app.inject({ url: "/assets/entry-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject({ url: "/media/hero-640.webp" })).statusCode).toBe(200);
  });

  it.each([
    "/assets/missing.js",
    "/assets/entry-old999.css",
    "/media/nope.webp",
    "/media/sub/folder",
    "/humans.txt",
    "/offers/lot.json",
  ])("answers %s with the 404 envelope, not the HTML shell", async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("still answers an unknown page address with the SPA shell", async () => {
    const page = await t.app.inject({ url: "/no-such-page" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("shell");
  });
});
