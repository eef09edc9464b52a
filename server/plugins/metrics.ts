// GET /metrics in the Prometheus text format (version 0.0.4), for a scraper holding METRICS_TOKEN.
// Counters live in this process: each instance is scraped on its own and Prometheus adds them up.
import { ne, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createHash, timingSafeEqual } from "node:crypto";
import { CODE_MESSAGES, STATUS_MESSAGES } from "../../common/errors";
import { outbox } from "../db/schema";
import { sendError } from "./errors";

/** Upper bounds of the latency histogram, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: raw URLs would make one series per scanner probe. */
export const UNMATCHED_ROUTE = "(unmatched)";

interface Histogram {
  buckets: number[];
  sum: number;
  count: number;
}

/** Label values escaped as the text format requires: backslash, double quote and newline. */
const escape = (value: string) =>
  value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");

const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(",")}}`;

/** What one route pattern answered to one method: counts by status and the latency histogram. */
interface Series {
  method: string;
  route: string;
  statuses: Map<number, number>;
  histogram: Histogram;
}

/**
 * Request counts, latencies and error codes seen by this process. Every answer is recorded, so
 * recording only looks up its series by method and route; the labels are written when scraped.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Map<string, Series>>();
  private readonly errors = new Map<string, number>();

  record(method: string, route: string, status: number, seconds: number): void {
    let byRoute = this.series.get(method);
    if (!byRoute) this.series.set(method, (byRoute = new Map()));
    let series = byRoute.get(route);
    if (!series) {
      const histogram = { buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      byRoute.set(route, (series = { method, route, statuses: new Map(), histogram }));
    }
    series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
    const { histogram } = series;
    for (let index = 0; index < LATENCY_BUCKETS.length; index++) {
      if (seconds <= LATENCY_BUCKETS[index]!) histogram.buckets[index]! += 1;
    }
    histogram.sum += seconds;
    histogram.count += 1;
  }

  recordError(code: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }

  render(): string[] {
    const all = [...this.series.values()].flatMap((byRoute) => [...byRoute.values()]);
    const lines = [
      "# HELP http_requests_total Requests answered, by method, route pattern and status.",
      "# TYPE http_requests_total counter",
      ...all.flatMap(({ method, route, statuses }) =>
        [...statuses].map(
          ([status, n]) =>
            `http_requests_total${labels({ method, route, status: String(status) })} ${n}`,
        ),
      ),
      "# HELP http_request_duration_seconds Time to answer a request, by method and route pattern.",
      "# TYPE http_request_duration_seconds histogram",
    ];
    for (const { method, route, histogram } of all) {
      LATENCY_BUCKETS.forEach((bound, index) => {
        const le = labels({ method, route, le: String(bound) });
        lines.push(`http_request_duration_seconds_bucket${le} ${histogram.buckets[index]}`);
      });
      const inf = labels({ method, route, le: "+Inf" });
      lines.push(`http_request_duration_seconds_bucket${inf} ${histogram.count}`);
      const series = labels({ method, route });
      lines.push(`http_request_duration_seconds_sum${series} ${histogram.sum}`);
      lines.push(`http_request_duration_seconds_count${series} ${histogram.count}`);
    }
    lines.push(
      "# HELP http_errors_total Error answers, by the code of their error envelope.",
      "# TYPE http_errors_total counter",
      ...[...this.errors].map(([code, n]) => `http_errors_total${labels({ code })} ${n}`),
    );
    return lines;
  }
}

/** The envelope's code of an error answer, if the payload is one: `{ error: { code } }`. */
function envelopeCode(payload: unknown): string | undefined {
  if (typeof payload !== "string" || !payload.startsWith('{"error":')) return undefined;
  try {
    const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? "");
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(token)) && match !== null;
}

async function outboxDepth(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db
    .select({ status: outbox.status, n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(ne(outbox.status, "sent"))
    .groupBy(outbox.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return [
    "# HELP outbox_unsent_messages Mail in the outbox not sent yet: pending (will retry) or failed (gave up).",
    "# TYPE outbox_unsent_messages gauge",
    ...["pending", "failed"].map(
      (status) => `outbox_unsent_messages${labels({ status })} ${byStatus.get(status) ?? 0}`,
    ),
  ];
}

function poolLines(app: FastifyInstance): string[] {
  const stats = app.database.poolStats?.();
  if (!stats) return [];
  return [
    "# HELP db_pool_connections Connections of the PostgreSQL pool, by state.",
    "# TYPE db_pool_connections gauge",
    `db_pool_connections${labels({ state: "total" })} ${stats.total}`,
    `db_pool_connections${labels({ state: "idle" })} ${stats.idle}`,
    "# HELP db_pool_waiting_queries Queries waiting for a free connection.",
    "# TYPE db_pool_waiting_queries gauge",
    `db_pool_waiting_queries ${stats.waiting}`,
  ];
}

/**
 * Counts every answer by route pattern and status, times it, and counts error envelopes by code.
 * GET /metrics answers 404 (as an unknown path) unless METRICS_TOKEN is set, then 401 without
 * `Authorization: Bearer <token>`. It opts into no rate limit: a scraper must never be locked out.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = new RequestMetrics();
  const token = app.config.METRICS_TOKEN;

  // Callback hooks, not async ones: every answer passes through them (issue 13).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) {
      const code = envelopeCode(payload);
      if (code) metrics.recordError(code);
    }
    done(null, payload);
  });
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // Scrapes every few seconds would fill the log: only warnings and worse are logged here.
  app.get("/metrics", { logLevel: "warn" }, async (request, reply) => {
    if (!token) return sendError(reply, request, 404, "NOT_FOUND", STATUS_MESSAGES[404]);
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(
        reply,
        request,
        401,
        "AUTHENTICATION_ERROR",
        CODE_MESSAGES.AUTHENTICATION_ERROR,
      );
    }
    const lines = [...metrics.render(), ...poolLines(app)];
    try {
      lines.push(...(await outboxDepth(app)));
    } catch (err) {
      // The other figures matter most when the database is down; say the outbox could not be read.
      request.log.warn({ err }, "metrics: outbox depth unavailable");
    }
    return reply
      .type("text/plain; version=0.0.4; charset=utf-8")
      .header("cache-control", "no-store")
      .send(`${lines.join("\n")}\n`);
  });
});
