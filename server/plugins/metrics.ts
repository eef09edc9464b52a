// GET /metrics in the Prometheus text format (version 0.0.4), for a scraper holding METRICS_TOKEN,
// written by prom-client from a registry of this app's own (tests run several apps in a process).
// Counters live in this process: each instance is scraped on its own and Prometheus adds them up.
import { ne, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { CODE_MESSAGES, STATUS_MESSAGES } from "../../common/errors";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { sendError } from "./errors";

/** Upper bounds of the latency histogram, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: raw URLs would make one series per scanner probe. */
export const UNMATCHED_ROUTE = "(unmatched)";

/** prom-client's series of one method and route pattern, with their labels worked out once. */
interface RouteSeries {
  duration: { observe(seconds: number): void };
  byStatus: Map<number, { inc(): void }>;
}

/**
 * Request counts, latencies and error codes seen by this process. Every answer is recorded, so
 * the series of each method, route and status are kept as prom-client's children (`labels()`):
 * recording looks them up by method, then route, instead of hashing the labels again (issue 13).
 */
export class RequestMetrics {
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly durations: Histogram<"method" | "route">;
  private readonly errors: Counter<"code">;
  private readonly series = new Map<string, Map<string, RouteSeries>>();

  constructor(registry: Registry) {
    const registers = [registry];
    this.requests = new Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.durations = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by method and route pattern.",
      labelNames: ["method", "route"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.errors = new Counter({
      name: "http_errors_total",
      help: "Error answers, by the code of their error envelope.",
      labelNames: ["code"],
      registers,
    });
  }

  record(method: string, route: string, status: number, seconds: number): void {
    let byRoute = this.series.get(method);
    if (!byRoute) this.series.set(method, (byRoute = new Map()));
    let series = byRoute.get(route);
    if (!series) {
      series = { duration: this.durations.labels(method, route), byStatus: new Map() };
      byRoute.set(route, series);
    }
    let requests = series.byStatus.get(status);
    if (!requests) {
      requests = this.requests.labels(method, route, String(status));
      series.byStatus.set(status, requests);
    }
    requests.inc();
    series.duration.observe(seconds);
  }

  recordError(code: string): void {
    this.errors.inc({ code });
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

/** Mail not sent yet, read from the outbox when scraped. */
function registerOutboxGauge(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: "outbox_unsent_messages",
    help: "Mail in the outbox not sent yet: pending (will retry) or failed (gave up).",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      try {
        const rows = await app.db
          .select({ status: outbox.status, n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(ne(outbox.status, "sent"))
          .groupBy(outbox.status);
        const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
        for (const status of ["pending", "failed"]) this.set({ status }, byStatus.get(status) ?? 0);
      } catch (err) {
        // The other figures matter most when the database is down: the outbox is left out.
        this.reset();
        app.log.warn({ err }, "metrics: outbox depth unavailable");
      }
    },
  });
}

/** The PostgreSQL pool's connections, read when scraped; PGlite has no pool. */
function registerPoolGauges(registry: Registry, stats: NonNullable<Database["poolStats"]>) {
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool, by state.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const { total, idle } = stats();
      this.set({ state: "total" }, total);
      this.set({ state: "idle" }, idle);
    },
  });
  new Gauge({
    name: "db_pool_waiting_queries",
    help: "Queries waiting for a free connection.",
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
}

/**
 * Counts every answer by route pattern and status, times it, and counts error envelopes by code.
 * GET /metrics answers 404 (as an unknown path) unless METRICS_TOKEN is set, then 401 without
 * `Authorization: Bearer <token>`. It opts into no rate limit: a scraper must never be locked out.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  const metrics = new RequestMetrics(registry);
  registerOutboxGauge(app, registry);
  if (app.database.poolStats) registerPoolGauges(registry, app.database.poolStats);
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
    return reply
      .type(registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });
});
