import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import { createRequire } from "node:module";
import type { Db } from "../db/client";
import { firstRow } from "../db/first-row";
import { rateLimitHits } from "../db/schema";
import { isDatabaseUnavailable } from "../db/unavailable";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface LimiterOptions {
  routeInfo?: { method?: string; url?: string };
  groupId?: string;
  max?: unknown;
  timeWindow?: unknown;
  /** A tier counted by each instance in its own memory (reads), never in the database. */
  perInstance?: boolean;
}

interface CounterStore {
  incr(key: string, callback: Callback, timeWindow: number, max?: number): void;
  read(key: string, callback: Callback, timeWindow: number): void;
  child(routeOptions: LimiterOptions): CounterStore;
}

// @fastify/rate-limit's own in-memory store (an LRU per route), for the tiers kept per instance.
const LocalStore = createRequire(import.meta.url)("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => CounterStore;

/** One in this many increments also sweeps expired counters, so the table stays small. */
const SWEEP_EVERY = 500;

/**
 * After a counter found the database unreachable, counters are skipped (skipOnError) for this
 * long without asking it, so that during an outage a form answers its 503 within the route's own
 * connect timeout instead of first waiting out one for the counter.
 */
export const COUNTERS_AWAY_MS = 10_000;

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL, so every app instance behind a
 * load balancer counts the same hits without Redis. One upsert per limited request: it starts
 * a new window when the old one has passed, else adds one. Tiers marked `perInstance` (reads)
 * are counted in the instance's memory instead.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;
  let awayUntil = 0;
  const away = () => Date.now() < awayUntil;
  const failed = (callback: Callback) => (error: Error) => {
    if (isDatabaseUnavailable(error)) awayUntil = Date.now() + COUNTERS_AWAY_MS;
    callback(error);
  };
  const skipped = () =>
    new Error("rate-limit counter skipped: the database was unreachable just now");
  class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      if (away()) return callback(skipped());
      const id = `${this.prefix}${key}`.slice(0, 300);
      db.execute(
        sql`
        insert into rate_limit_hits (key, count, reset_at)
        values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else rate_limit_hits.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      )
        .then((result) => {
          // PGlite and node-postgres both answer { rows }.
          const { rows } = result as unknown as { rows: { count: number; ttl: number }[] };
          const row = firstRow(rows, "upsert rate limit hit");
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
          if (++increments % SWEEP_EVERY === 0)
            void db
              .delete(rateLimitHits)
              .where(lt(rateLimitHits.resetAt, new Date()))
              .catch(() => undefined);
        })
        .catch(failed(callback));
    }

    /** The current count without adding a hit (`{ increment: false }`). */
    read(key: string, callback: Callback) {
      if (away()) return callback(skipped());
      const id = `${this.prefix}${key}`.slice(0, 300);
      db.execute(
        sql`
        select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
        from rate_limit_hits where key = ${id} and reset_at > now()`,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(
            null,
            row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 },
          );
        })
        .catch(failed(callback));
    }

    child(routeOptions: LimiterOptions): CounterStore {
      // Reads never write to the database (ARCHITECTURE.md): a hanging database cannot hold them,
      // and a page view costs no upsert. Their limit is per instance.
      if (routeOptions.perInstance) return new LocalStore().child(routeOptions);
      const route = routeOptions.routeInfo;
      // A route's limiter is named by its route; one made with createRateLimit/rateLimit has no
      // route, so its group id or its tier keeps its counters apart from the others'.
      const name = route?.url
        ? `${route.method ?? ""}${route.url}`
        : `limiter:${routeOptions.groupId ?? `${String(routeOptions.max)}/${String(routeOptions.timeWindow)}`}`;
      return new PostgresRateLimitStore(undefined, `${name}:`);
    }
  }
  // The plugin passes each route's merged options (with routeInfo) to child(), not its typed RouteOptions.
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
