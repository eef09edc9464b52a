import { Redis } from "ioredis";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { configSchema } from "../config";
import { createAdminTestApp, TEST_ADMIN_PASSWORD } from "../test/admin-session";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  memoryFailureCounter,
  postgresFailureCounter,
  redisFailureCounter,
  type FailureCounter,
} from "./rate-limit-failures";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// A Redis server for tests, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379; keys are unique per run.
const redisUrl = process.env.TEST_REDIS_URL;

/** What every backend must do; `key` is unique per test so runs never meet. */
function behavesAsAFailureCounter(counter: () => FailureCounter) {
  const key = () => `test:${randomBytes(6).toString("hex")}`;

  it("counts parallel additions one by one: every caller gets its own count", async () => {
    const name = key();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => counter().add(name, 60_000)),
    );
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await counter().read(name)).count).toBe(40);
  });

  it("takes one back, never below zero, and reads an unknown key as zero", async () => {
    const name = key();
    await counter().add(name, 60_000);
    await counter().add(name, 60_000);
    await counter().remove(name);
    const read = await counter().read(name);
    expect(read.count).toBe(1);
    expect(read.ttlMs).toBeGreaterThan(50_000);
    await counter().remove(name);
    await counter().remove(name);
    expect((await counter().read(name)).count).toBe(0);
    expect(await counter().read(key())).toEqual({ count: 0, ttlMs: 0 });
  });

  it("starts again once the window has passed, and a late take-back leaves nothing behind", async () => {
    const name = key();
    await counter().add(name, 150);
    await counter().add(name, 150);
    await sleep(250);
    await counter().remove(name);
    expect((await counter().read(name)).count).toBe(0);
    const fresh = await counter().add(name, 60_000);
    expect(fresh.count).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(50_000);
  });
}

describe("failure counter in memory", () => {
  const counter = memoryFailureCounter();
  behavesAsAFailureCounter(() => counter);
});

describe.runIf(onPostgres)("failure counter in PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  behavesAsAFailureCounter(() => postgresFailureCounter(t.database.db));
});

describe.runIf(redisUrl)("failure counter in Redis", () => {
  let redis: Redis;
  const namespace = `abyssinia-test-${randomBytes(4).toString("hex")}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  behavesAsAFailureCounter(() => redisFailureCounter(redis, namespace));
});

describe.runIf(onPostgres)("sign-in failures shared through PostgreSQL", () => {
  it("counts an address's failures on every instance of the same database", async () => {
    const first = await createAdminTestApp({ env: { RATE_LIMIT_LOGIN_MAX: "3" } });
    // A second app process on the same database, as behind a load balancer.
    const second = await buildApp({
      config: configSchema.parse({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        RATE_LIMIT_LOGIN_MAX: "3",
      }),
      database: first.database,
      logger: false,
    });
    try {
      const csrf = await first.app.inject({ url: "/api/csrf-token" });
      const visitor = csrf.cookies.find((cookie) => cookie.name === "visitor_csrf")!.value;
      const login = (app: typeof second, password: string) =>
        app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { password },
          remoteAddress: "198.51.100.44",
          headers: { "x-csrf-token": csrf.json().csrfToken },
          cookies: { visitor_csrf: visitor },
        });
      const statuses = [];
      for (const [app, password] of [
        [first.app, "guess-1"],
        [second, "guess-2"],
        [first.app, "guess-3"],
        [second, TEST_ADMIN_PASSWORD],
      ] as const)
        statuses.push((await login(app, password)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe.runIf(redisUrl)("sign-in failures shared through Redis", () => {
  it("counts an address's failures on every instance that uses the same Redis", async () => {
    const first = await createAdminTestApp({ env: { RATE_LIMIT_LOGIN_MAX: "2" } });
    const clients = [0, 1].map(() => new Redis(redisUrl!, { maxRetriesPerRequest: 1 }));
    const config = configSchema.parse({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      RATE_LIMIT_LOGIN_MAX: "2",
    });
    // Two app processes with their own Redis connections, as behind a load balancer.
    const apps = await Promise.all(
      clients.map((redis) => buildApp({ config, database: first.database, redis, logger: false })),
    );
    // An address of its own per run, so runs sharing the Redis server never meet.
    const address = `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    try {
      const csrf = await apps[0]!.inject({ url: "/api/csrf-token" });
      const visitor = csrf.cookies.find((cookie) => cookie.name === "visitor_csrf")!.value;
      const login = (app: (typeof apps)[number], password: string) =>
        app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { password },
          remoteAddress: address,
          headers: { "x-csrf-token": csrf.json().csrfToken },
          cookies: { visitor_csrf: visitor },
        });
      const statuses = [];
      for (const [app, password] of [
        [apps[0]!, "guess-1"],
        [apps[1]!, "guess-2"],
        [apps[0]!, TEST_ADMIN_PASSWORD],
      ] as const)
        statuses.push((await login(app, password)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      const keys = await clients[0]!.keys(`abyssinia-rl:failures:*${address}*`);
      if (keys.length > 0) await clients[0]!.del(...keys);
      for (const app of apps) await app.close();
      for (const redis of clients) await redis.quit();
      await first.close();
    }
  });
});
