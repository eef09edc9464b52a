// Two app instances on one PostgreSQL database (and one Redis when asked) behave as one site:
// sessions, CSRF tokens, rate limits and sign-out hold across both. Real HTTP on loopback ports.
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContact, buildOffer, buildQuoteRequest } from "../common/testing/factories";
import { buildApp } from "./app";
import { configSchema } from "./config";
import { openDatabase, type Database } from "./db/client";
import { bootstrapAdminPassword } from "./modules/auth/password";
import { createScratchDatabase } from "./test/scratch-database";

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const ADMIN_PASSWORD = "fleet-two-instances-one-site";
/** Quote requests one IP may send per window, counted across the fleet. */
const FORM_MAX = 4;
/** The server build, which `npm test` makes before this suite runs: instances then serve pages. */
const built = existsSync("build/server/index.js");

interface Instance {
  app: FastifyInstance;
  database: Database;
  redis?: Redis;
  base: string;
}

/** A browser: keeps the cookies the site sets, whichever instance answered. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  csrfToken = "";

  async call(base: string, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (this.csrfToken) headers["x-csrf-token"] = this.csrfToken;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (value === "" || expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  }

  async fetchCsrfToken(base: string) {
    const { json } = await this.call(base, "GET", "/api/csrf-token");
    this.csrfToken = (json as { csrfToken: string }).csrfToken;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * One app process as server/main.ts starts it: its own pool, its own Redis client, and the built
 * site's pages when there is a build.
 */
async function startInstance(databaseUrl: string, redisPrefix?: string): Promise<Instance> {
  const config = configSchema.parse({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD,
    RATE_LIMIT_FORM_MAX: String(FORM_MAX),
    RATE_LIMIT_LOGIN_MAX: "100",
    ...(built ? { CLIENT_DIR: "build/client", PUBLIC_URL: "https://coffee.example" } : {}),
  });
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await bootstrapAdminPassword(database.db, config, () => undefined);
  // A key prefix of this run's own keeps its counters apart from anything else on the server.
  const redis = redisPrefix
    ? new Redis(redisUrl, { keyPrefix: redisPrefix, maxRetriesPerRequest: 1 })
    : undefined;
  const app = await buildApp({ config, database, redis, logger: false, serveClient: built });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, redis, base: `http://127.0.0.1:${port}` };
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  await instance.app.close();
  await instance.redis?.quit();
  await instance.database.close();
}

async function countRows(databaseUrl: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    return Number(result.rows[0]?.n);
  } finally {
    await client.end();
  }
}

/** The keys under a prefix (KEYS patterns ignore a client's keyPrefix, so a plain client asks). */
async function ownRedisKeys(prefix: string): Promise<string[]> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    return await client.keys(`${prefix}*`);
  } finally {
    await client.quit();
  }
}

const stores = [
  { name: "rate limits in PostgreSQL (rate_limit_hits)", redis: false },
  { name: "rate limits in Redis", redis: true },
];

describe.skipIf(!serverUrl)(
  "two instances on one PostgreSQL database (needs TEST_DATABASE_URL; skipped without it)",
  () => {
    describe.each(stores)("$name", ({ redis }) => {
      const prefix = `fleet-test:${randomBytes(6).toString("hex")}:`;
      let database: { url: string; drop: () => Promise<void> };
      let first: Instance | undefined;
      let second: Instance | undefined;

      beforeAll(async () => {
        database = await createScratchDatabase(serverUrl!, "fleet");
        first = await startInstance(database.url, redis ? prefix : undefined);
        second = await startInstance(database.url, redis ? prefix : undefined);
      });

      afterAll(async () => {
        await stopInstance(first);
        await stopInstance(second);
        if (redis) {
          // Only this run's keys: never a FLUSHALL on a shared server.
          const keys = await ownRedisKeys(prefix);
          const cleaner = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
          if (keys.length) await cleaner.del(...keys);
          await cleaner.quit();
        }
        await database?.drop();
      });

      it("accepts on one instance a CSRF token issued by the other", async () => {
        const visitor = new Visitor();
        await visitor.fetchCsrfToken(first!.base);
        const accepted = await visitor.call(second!.base, "POST", "/api/contact", buildContact());
        expect(accepted.status).toBe(201);

        const forger = new Visitor();
        await forger.fetchCsrfToken(first!.base);
        forger.csrfToken = "x".repeat(visitor.csrfToken.length);
        const refused = await forger.call(second!.base, "POST", "/api/contact", buildContact());
        expect(refused.status).toBe(403);
        expect(await countRows(database.url, "contacts")).toBe(1);
      });

      it("keeps a session made on one instance valid on the other, and ends it on both at sign-out", async () => {
        const admin = new Visitor();
        await admin.fetchCsrfToken(first!.base);
        const signIn = await admin.call(first!.base, "POST", "/api/admin/login", {
          password: ADMIN_PASSWORD,
        });
        expect(signIn.status).toBe(200);
        const sessionCookie = admin.cookie("admin_session");
        expect(sessionCookie).toBeTruthy();

        // Signed in on the first, the second serves the admin desk and admin writes.
        const session = await admin.call(second!.base, "GET", "/api/admin/session");
        expect(session.json).toEqual({ isAuthenticated: true });
        expect((await admin.call(second!.base, "GET", "/api/quote-requests")).status).toBe(200);
        expect((await admin.call(second!.base, "GET", "/api/admin/mfa/status")).status).toBe(200);

        // The cookie is kept aside to replay it after sign-out, as a stolen copy would be.
        const stolen = new Visitor();
        stolen.setCookie("admin_session", sessionCookie!);

        const signOut = await admin.call(second!.base, "POST", "/api/admin/logout");
        expect(signOut.status).toBe(200);
        expect(admin.cookie("admin_session")).toBeUndefined();

        for (const instance of [first!, second!]) {
          const after = await stolen.call(instance.base, "GET", "/api/admin/session");
          expect(after.json).toEqual({ isAuthenticated: false });
          expect((await stolen.call(instance.base, "GET", "/api/quote-requests")).status).toBe(401);
        }
      });

      it("counts the form limit across both instances", async () => {
        const visitor = new Visitor();
        await visitor.fetchCsrfToken(second!.base);
        const statuses: number[] = [];
        const instances = [first!, second!];
        for (let i = 0; i < FORM_MAX + 2; i++) {
          const instance = instances[i % 2]!;
          const reply = await visitor.call(
            instance.base,
            "POST",
            "/api/quote-requests",
            buildQuoteRequest({ notes: `fleet ${i}` }),
          );
          statuses.push(reply.status);
        }
        // Each instance alone saw at most FORM_MAX / 2 + 1 hits: only a shared count refuses.
        expect(statuses).toEqual([...Array<number>(FORM_MAX).fill(201), 429, 429]);
        expect(await countRows(database.url, "quote_requests")).toBe(FORM_MAX);
        // The counters live where this run put them: Redis under its prefix, else PostgreSQL.
        if (redis) {
          expect(await ownRedisKeys(prefix)).not.toEqual([]);
          expect(await countRows(database.url, "rate_limit_hits")).toBe(0);
        } else expect(await countRows(database.url, "rate_limit_hits")).toBeGreaterThan(0);
      });
    });
  },
);

describe.skipIf(!serverUrl)(
  "the list cache on two instances (needs TEST_DATABASE_URL; skipped without it)",
  () => {
    let database: { url: string; drop: () => Promise<void> };
    let first: Instance | undefined;
    let second: Instance | undefined;
    beforeAll(async () => {
      database = await createScratchDatabase(serverUrl!, "fleet");
      first = await startInstance(database.url);
      second = await startInstance(database.url);
    });
    afterAll(async () => {
      await stopInstance(first);
      await stopInstance(second);
      await database?.drop();
    });

    const offerNames = async (instance: Instance) => {
      const response = await fetch(`${instance.base}/api/offers`);
      const offers = (await response.json()) as { name: string }[];
      return { names: offers.map((offer) => offer.name), etag: response.headers.get("etag") };
    };
    const listeners = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query(
          `select pid from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
        );
        return result.rowCount;
      } finally {
        await client.end();
      }
    };
    const addOffer = async (name: string) => {
      const admin = new Visitor();
      await admin.fetchCsrfToken(first!.base);
      await admin.call(first!.base, "POST", "/api/admin/login", { password: ADMIN_PASSWORD });
      const created = await admin.call(first!.base, "POST", "/api/offers", buildOffer({ name }));
      expect(created.status).toBe(201);
    };

    it("a lot the admin adds on one instance is in the list the other serves next", async () => {
      const before = await offerNames(second!);
      await addOffer("Yirgacheffe Konga Washed G1");
      await expect
        .poll(async () => (await offerNames(second!)).names, { timeout: 2000, interval: 20 })
        .toContain("Yirgacheffe Konga Washed G1");
      expect((await offerNames(second!)).etag).not.toBe(before.etag);
    });

    it.runIf(built)(
      "a lot the admin adds on one instance is on the offers page the other serves next",
      async () => {
        const page = () => fetch(`${second!.base}/offers`).then((response) => response.text());
        // The other instance keeps its rendered page (decision 043) until it hears of the change.
        const before = await page();
        expect(before).not.toContain("Limmu Gera Natural G1");
        await expect
          .poll(async () => (await fetch(`${second!.base}/offers`)).headers.get("etag"))
          .toBeTruthy();
        await addOffer("Limmu Gera Natural G1");
        await expect.poll(page, { timeout: 2000, interval: 20 }).toContain("Limmu Gera Natural G1");
      },
    );

    it.runIf(built)(
      "the other instance renders its cached offers page again when it hears of a change, before anyone asks (decision 045)",
      async () => {
        const keptTag = async () =>
          (await fetch(`${second!.base}/offers`, { method: "HEAD" })).headers.get("etag");
        await fetch(`${second!.base}/offers`);
        await expect.poll(keptTag).toBeTruthy();
        const before = await keptTag();
        await addOffer("Sidamo Bensa Honey G1");
        // A HEAD renders no page to keep: a new tag is a page the instance renewed by itself.
        const renewedTag = async () => {
          const tag = await keptTag();
          return tag !== null && tag !== before;
        };
        await expect.poll(renewedTag, { timeout: 5000, interval: 20 }).toBe(true);
        const renewed = await fetch(`${second!.base}/offers`);
        expect(renewed.headers.get("etag")).toBe(await keptTag());
        expect(await renewed.text()).toContain("Sidamo Bensa Honey G1");
      },
    );

    it("while its change listener is cut off, an instance reads the database for every list", async () => {
      await offerNames(second!);
      // The LISTEN connections of both instances end, as in a failover or a network cut.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const cut = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
        );
        expect(cut.rowCount).toBe(2);
      } finally {
        await admin.end();
      }
      await addOffer("Sidamo Bensa Natural G1");
      // Nothing is missed: the change is read whether or not the notice reached the listener.
      expect((await offerNames(second!)).names).toContain("Sidamo Bensa Natural G1");
      // The listeners come back by themselves, and later changes reach the other instance again.
      await expect.poll(() => listeners(database.url), { timeout: 5000 }).toBe(2);
      await addOffer("Guji Hambela Honey G1");
      await expect
        .poll(async () => (await offerNames(second!)).names, { timeout: 2000, interval: 20 })
        .toContain("Guji Hambela Honey G1");
    });
  },
);
