import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// Counters shared through PostgreSQL only make sense on a PostgreSQL server.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)("rate limits shared through PostgreSQL", () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ seed: true, env: { RATE_LIMIT_READ_MAX: "3" } });
  });
  afterAll(() => first.close());

  it("counts the hits of every instance on the same database", async () => {
    const { buildApp } = await import("../app");
    const { configSchema } = await import("../config");
    // A second app process on the same database, as behind a load balancer.
    const second = await buildApp({
      config: configSchema.parse({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        RATE_LIMIT_READ_MAX: "3",
      }),
      database: first.database,
      logger: false,
    });
    try {
      const statuses = [];
      for (const app of [first.app, second, first.app, second])
        statuses.push((await app.inject({ url: "/api/offers" })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await second.inject({ url: "/api/offers" });
      expect(limited.json().error.code).toBe("RATE_LIMIT_EXCEEDED");
    } finally {
      await second.close();
    }
  });
});
