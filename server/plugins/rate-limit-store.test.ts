import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContact } from "../../common/testing/factories";
import { rateLimitHits } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";

// Counters shared through PostgreSQL only make sense on a PostgreSQL server.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)("rate limits on a PostgreSQL server without Redis", () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp({
      seed: true,
      env: { RATE_LIMIT_READ_MAX: "3", RATE_LIMIT_FORM_MAX: "3" },
    });
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
        RATE_LIMIT_FORM_MAX: "3",
      }),
      database: first.database,
      logger: false,
    });
    try {
      // Forms: one count for both instances, kept in PostgreSQL.
      const token = await first.app.inject({ url: "/api/csrf-token" });
      const visitor = token.cookies.find((c) => c.name === "visitor_csrf")?.value ?? "";
      const contact = (app: typeof second) =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          payload: buildContact(),
          headers: { "x-csrf-token": token.json().csrfToken },
          cookies: { visitor_csrf: visitor },
        });
      const statuses = [];
      for (const app of [first.app, second, first.app, second])
        statuses.push((await contact(app)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect((await contact(second)).json().error.code).toBe("RATE_LIMIT_EXCEEDED");

      // Reads: each instance counts its own, in memory, and writes nothing to the database.
      await first.database.db.delete(rateLimitHits);
      const reads = [];
      for (const app of [first.app, second, first.app, second, first.app, second, first.app])
        reads.push((await app.inject({ url: "/api/offers" })).statusCode);
      expect(reads).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(await first.database.db.$count(rateLimitHits)).toBe(0);
    } finally {
      await second.close();
    }
  });
});
