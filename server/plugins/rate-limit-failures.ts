import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Database, Db } from "../db/client";
import { firstRow } from "../db/first-row";

export interface FailureCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  ttlMs: number;
}

/**
 * Counters of refused attempts (sign-in), kept where the other limits are so that every
 * instance sees the same numbers. `add` is one atomic step that returns the new count, so
 * parallel callers never all see the same "still under the limit".
 */
export interface FailureCounter {
  /** Adds one, starting a new window of `windowMs` when the old one has passed. */
  add(key: string, windowMs: number): Promise<FailureCount>;
  /** Takes one back: an attempt counted in advance that turned out not to fail. */
  remove(key: string): Promise<void>;
  read(key: string): Promise<FailureCount>;
}

const PREFIX = "failures:";
const NONE: FailureCount = { count: 0, ttlMs: 0 };

/** One process (the embedded PGlite database): a map that forgets windows that have passed. */
export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let adds = 0;
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async add(key, windowMs) {
      // Now and then, forget the windows that have passed (addresses that never came back).
      if (++adds % 1_000 === 0) for (const name of [...windows.keys()]) live(name);
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async remove(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now() } : NONE;
    },
  };
}

type Rows = { rows: { count: number; ttl: number }[] };
const toCount = (row: { count: number; ttl: number }): FailureCount => ({
  count: Number(row.count),
  ttlMs: Number(row.ttl),
});

/** A PostgreSQL server: rows of rate_limit_hits, one upsert per change (its sweep clears them). */
export function postgresFailureCounter(db: Db): FailureCounter {
  const ttl = sql`greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int`;
  return {
    async add(key, windowMs) {
      const id = `${PREFIX}${key}`.slice(0, 300);
      const result = (await db.execute(sql`
        insert into rate_limit_hits (key, count, reset_at)
        values (${id}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now()
            then now() + ${windowMs} * interval '1 millisecond' else rate_limit_hits.reset_at end
        returning count, ${ttl} as ttl`)) as unknown as Rows;
      return toCount(firstRow(result.rows, "count a failure"));
    },
    async remove(key) {
      const id = `${PREFIX}${key}`.slice(0, 300);
      await db.execute(sql`
        update rate_limit_hits set count = greatest(count - 1, 0)
        where key = ${id} and reset_at > now()`);
    },
    async read(key) {
      const id = `${PREFIX}${key}`.slice(0, 300);
      const result = (await db.execute(sql`
        select count, ${ttl} as ttl from rate_limit_hits
        where key = ${id} and reset_at > now()`)) as unknown as Rows;
      const row = result.rows[0];
      return row ? toCount(row) : NONE;
    },
  };
}

// Takes one back only while the window lives and above zero: a DECR on a key that has just
// expired would create a count of -1 that never expires.
const REMOVE_SCRIPT = `
local count = tonumber(redis.call('get', KEYS[1]))
if count and count > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

/** Redis (REDIS_URL): INCR in a MULTI with the key's expiry, so a window starts and ends itself. */
export function redisFailureCounter(redis: Redis, namespace = "abyssinia-rl:"): FailureCounter {
  const name = (key: string) => `${namespace}${PREFIX}${key}`;
  const results = (replies: [Error | null, unknown][] | null, what: string) => {
    if (!replies) throw new Error(`redis: ${what} was aborted`);
    for (const [error] of replies) if (error) throw error;
    return replies.map(([, value]) => value);
  };
  return {
    async add(key, windowMs) {
      const [, count, ttl] = results(
        await redis
          .multi()
          .set(name(key), 0, "PX", windowMs, "NX")
          .incr(name(key))
          .pttl(name(key))
          .exec(),
        "count a failure",
      );
      return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
    },
    async remove(key) {
      await redis.eval(REMOVE_SCRIPT, 1, name(key));
    },
    async read(key) {
      const [count, ttl] = results(
        await redis.multi().get(name(key)).pttl(name(key)).exec(),
        "read failures",
      );
      return count === null ? NONE : { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
    },
  };
}

/** The counter that follows the other limits (decision 005): Redis, else PostgreSQL, else memory. */
export function failureCounterFor(database: Database, redis?: Redis): FailureCounter {
  if (redis) return redisFailureCounter(redis);
  if (database.kind === "postgres") return postgresFailureCounter(database.db);
  return memoryFailureCounter();
}
