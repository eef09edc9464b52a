import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContact } from "../../common/testing/factories";
import { buildApp } from "../app";
import { configSchema } from "../config";
import { openDatabase } from "../db/client";
import { outbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { LATENCY_BUCKETS, UNMATCHED_ROUTE } from "./metrics";

const TOKEN = "scrape-token-0123456789abcdef";

/**
 * Every sample of the exposition as `name{labels}` -> value, its labels in alphabetical order
 * (the format leaves their order free); comment lines are checked apart.
 */
function samples(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    values.set(sampleKey(line.slice(0, at)), Number(line.slice(at + 1)));
  }
  return values;
}

/** `name{b="2",a="1"}` as `name{a="1",b="2"}`. */
function sampleKey(series: string): string {
  const open = series.indexOf("{");
  if (open < 0) return series;
  const labels = series.slice(open).match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
  return `${series.slice(0, open)}{${labels.sort().join(",")}}`;
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 as for an unknown path, with or without a bearer token", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ url: "/metrics", headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A read limit of 2 shows the scraper is never limited, and yields a 429 to count.
    t = await createTestApp({
      seed: true,
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_READ_MAX: "2" },
    });
  });
  afterAll(() => t.close());

  const scrape = () =>
    t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

  it("refuses a missing, wrong or differently shaped token with 401", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const response = await t.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().error.code).toBe("AUTHENTICATION_ERROR");
      expect(response.body).not.toContain(TOKEN);
    }
  });

  it("counts requests by route pattern and status, times them, and counts error codes", async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: "/api/offers" }); // 200, 200, 429
    await t.app.inject({ url: "/api/coffee/grades/Speciality" });
    await t.app.inject({ url: "/api/coffee/grades/Robusta987654" });
    await t.app.inject({ url: "/wp-login.php?probe=1" });
    const contact = await t.send({ method: "POST", url: "/api/contact", payload: buildContact() });
    expect(contact.statusCode).toBe(201);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = response.body;
    const values = samples(text);
    const requests = (method: string, route: string, status: number) =>
      values.get(
        sampleKey(`http_requests_total{method="${method}",route="${route}",status="${status}"}`),
      );

    expect(requests("GET", "/api/offers", 200)).toBe(2);
    expect(requests("GET", "/api/offers", 429)).toBe(1);
    // The pattern, never the raw URL.
    expect(requests("GET", "/api/coffee/grades/:category", 200)).toBe(1);
    expect(requests("GET", "/api/coffee/grades/:category", 400)).toBe(1);
    expect(text).not.toContain("Robusta987654");
    expect(requests("GET", UNMATCHED_ROUTE, 404)).toBe(1);
    expect(text).not.toContain("wp-login");
    expect(requests("POST", "/api/contact", 201)).toBe(1);

    const bucket = (route: string, le: string) =>
      values.get(
        sampleKey(`http_request_duration_seconds_bucket{method="GET",route="${route}",le="${le}"}`),
      );
    expect(bucket("/api/offers", "+Inf")).toBe(3);
    expect(
      values.get(`http_request_duration_seconds_count{method="GET",route="/api/offers"}`),
    ).toBe(3);
    expect(
      values.get(`http_request_duration_seconds_sum{method="GET",route="/api/offers"}`),
    ).toBeGreaterThan(0);
    // Cumulative buckets never decrease and end at the count.
    const counts = [...LATENCY_BUCKETS.map(String), "+Inf"].map((le) => bucket("/api/offers", le)!);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    expect(values.get(`http_errors_total{code="NOT_FOUND"}`)).toBe(1);
    expect(values.get(`http_errors_total{code="VALIDATION_ERROR"}`)).toBe(1);
    expect(values.get(`http_errors_total{code="RATE_LIMIT_EXCEEDED"}`)).toBe(1);
    expect(values.has(`http_errors_total{code="INTERNAL_ERROR"}`)).toBe(false);

    // Every family is declared once, before its samples.
    for (const [name, type] of [
      ["http_requests_total", "counter"],
      ["http_request_duration_seconds", "histogram"],
      ["http_errors_total", "counter"],
      ["outbox_unsent_messages", "gauge"],
    ])
      expect(text.split(`# TYPE ${name} ${type}\n`)).toHaveLength(2);
  });

  it("shows the outbox depth: mail not sent yet, by status", async () => {
    const before = samples((await scrape()).body);
    const pending = before.get(`outbox_unsent_messages{status="pending"}`)!;
    // Without SMTP_URL the contact request's notification waits in the outbox.
    expect(pending).toBeGreaterThanOrEqual(1);
    await t.database.db.insert(outbox).values([
      { recipient: "sales@example.com", subject: "Waiting", body: "-" },
      { recipient: "sales@example.com", subject: "Gave up", body: "-", status: "failed" },
      { recipient: "sales@example.com", subject: "Done", body: "-", status: "sent" },
    ]);
    const after = samples((await scrape()).body);
    expect(after.get(`outbox_unsent_messages{status="pending"}`)).toBe(pending + 1);
    expect(after.get(`outbox_unsent_messages{status="failed"}`)).toBe(1);
  });

  it("answers with its other figures when the outbox cannot be read", async () => {
    await t.database.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const response = await scrape();
      expect(response.statusCode).toBe(200);
      const values = samples(response.body);
      expect(values.has(`outbox_unsent_messages{status="pending"}`)).toBe(false);
      expect(values.get(sampleKey(`http_errors_total{code="NOT_FOUND"}`))).toBe(1);
    } finally {
      await t.database.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    const values = samples((await scrape()).body);
    expect(values.has(`outbox_unsent_messages{status="pending"}`)).toBe(true);
  });

  it("is never rate-limited, and counts its own answers", async () => {
    for (let i = 0; i < 5; i++) expect((await scrape()).statusCode).toBe(200);
    const values = samples((await scrape()).body);
    expect(
      values.get(sampleKey(`http_requests_total{method="GET",route="/metrics",status="401"}`)),
    ).toBe(6);
  });

  it("shows the pool only where there is one (PostgreSQL)", async () => {
    const text = (await scrape()).body;
    if (t.database.kind === "postgres") {
      const values = samples(text);
      expect(values.get(`db_pool_connections{state="total"}`)).toBeGreaterThanOrEqual(1);
      expect(values.has(`db_pool_connections{state="idle"}`)).toBe(true);
      expect(values.get("db_pool_waiting_queries")).toBe(0);
    } else {
      expect(text).not.toContain("db_pool_");
    }
  });
});

describe("GET /metrics in the log", () => {
  it("never writes the token, and scrapes stay out of the log", async () => {
    const database = await openDatabase({});
    await database.migrate();
    const lines: string[] = [];
    const app = await buildApp({
      config: configSchema.parse({ NODE_ENV: "test", METRICS_TOKEN: TOKEN }),
      database,
      logger: { level: "trace", stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      for (const authorization of [`Bearer ${TOKEN}`, `Bearer ${TOKEN}-wrong`, TOKEN]) {
        await app.inject({ url: "/metrics", headers: { authorization } });
        await app.inject({ url: "/api/offers", headers: { authorization } });
      }
      // The log is on: the /api/offers requests are in it.
      expect(lines.join("")).toContain("/api/offers");
      expect(lines.join("")).not.toContain(TOKEN);
      expect(lines.join("")).not.toContain("/metrics");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
