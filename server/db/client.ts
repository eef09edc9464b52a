import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { clientBehind, ConnectBreaker } from "./connect-breaker";
import * as schema from "./schema";
import { isDatabaseUnavailable } from "./unavailable";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db: what `db.transaction(async (tx) => ...)` hands over. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where a lost connection is reported: the app's logger once there is one (pino's signature). */
export interface ConnectionLog {
  warn(details: { err: unknown }, message: string): void;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: connections of the pool, for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: a consistent gzipped tarball of the data directory (PGlite's dumpDataDir). */
  dumpDataDir?(): Promise<Blob>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Sends later reports of lost connections to this logger. */
  setLog(log: ConnectionLog): void;
  /**
   * Tells every instance on this database that `channel` changed (PostgreSQL NOTIFY, delivered
   * after the sender's transaction; PGlite has one process, which hears its own).
   */
  notify(channel: string): Promise<void>;
  /** Hears `channel` on a connection of its own; see ChangeListener. */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
}

/**
 * What a listener hears: a change, or that it may have missed some (its connection was lost; it
 * keeps reconnecting and says `resumed` once it hears again).
 */
export interface ChangeListener {
  changed(): void;
  lost(): void;
  resumed(): void;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL server: give up opening a connection (or waiting for a free one) after this long. */
  connectTimeoutMs?: number;
  /** PostgreSQL server: the server cancels any statement running longer (SQLSTATE 57014). */
  statementTimeoutMs?: number;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A connection whose query failed this way is gone; a cancelled statement leaves it usable. */
function lostConnection(error: unknown): boolean {
  return isDatabaseUnavailable(error) && (error as { code?: unknown }).code !== "57014";
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection outside the pool, for as long as the app runs. When it is lost (server
 * restart, network), the listener hears `lost` at once and the connection is opened again every
 * second until it succeeds, then `resumed`.
 */
async function listenOnServer(
  url: string,
  channel: string,
  listener: ChangeListener,
  log: () => ConnectionLog,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (message) => message.channel === channel && listener.changed());
    const drop = (err?: Error) => {
      if (client !== next || closed) return;
      client = null;
      if (err) log().warn({ err }, `lost the ${channel} change listener; reconnecting`);
      listener.lost();
      next.end().catch(() => undefined);
      retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    };
    next.on("error", drop);
    next.on("end", () => drop());
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, "")}"`);
    client = next;
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
      listener.resumed();
    } catch {
      retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    }
  };
  try {
    await connect();
  } catch (err) {
    log().warn({ err }, `cannot listen for ${channel} changes yet; retrying`);
    listener.lost();
    retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
  }
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * drizzle's transaction() takes a connection with `pool.connect()` and never gives it back when
 * BEGIN fails, and a connection lost while checked out stays counted by the pool: ten of those
 * and the pool is empty for good. So a checked-out connection whose query fails for want of the
 * server goes back at once, with the error (the pool drops it); the later release is a no-op.
 */
function releaseLostConnections(pool: pg.Pool) {
  const checkouts = new WeakMap<pg.PoolClient, { release: (err?: Error) => void } | null>();
  const watch = (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((err: unknown) => {
          const checkout = checkouts.get(client);
          if (checkout && lostConnection(err)) checkout.release(err as Error);
        });
      return result;
    }) as typeof client.query;
  };
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  // pool.query checks out with a callback and releases with the error itself: left as it is.
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (!checkouts.has(client)) watch(client);
      const release = client.release;
      const checkout = {
        release: (err?: Error | boolean) => {
          if (checkouts.get(client) !== checkout) return;
          checkouts.set(client, null);
          release(err);
        },
      };
      checkouts.set(client, checkout);
      client.release = checkout.release;
      return client;
    });
  }) as typeof pool.connect;
}

const stderrLog: ConnectionLog = {
  warn: ({ err }, message) => console.warn(`${message}:`, err instanceof Error ? err.message : err),
};

/**
 * Runs the migrations on a connection of their own, without the pool's statement timeout: that
 * limit is a request's, and a migration's statement (an index built on a long table, a wait for a
 * lock another session holds) may rightly take longer.
 */
async function migrateOnOwnConnection(options: DatabaseOptions): Promise<void> {
  const client = new pg.Client({
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  // A connection lost mid-migration fails its statement, which the caller sees.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite (in memory when dataDir is omitted).
 * Both speak the same SQL, so the same migrations and queries run on either.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    let log = stderrLog;
    const statementTimeout = options.statementTimeoutMs;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      Client: clientBehind(new ConnectBreaker()),
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: statementTimeout,
      // A server that vanished without closing the socket (failover, partition) never cancels
      // the statement itself: the driver gives up a little after the server would have.
      query_timeout: statementTimeout ? statementTimeout + 1000 : undefined,
      keepAlive: true,
    });
    // An idle connection that the server ends (restart, failover, pg_terminate_backend) emits
    // 'error'; unhandled, that would end the process. The pool has already dropped it and opens
    // a new one on the next query.
    pool.on("error", (err) => log.warn({ err }, "database connection lost; the pool replaces it"));
    // A connection lost while checked out fails its query, which the caller sees; this keeps the
    // same 'error' event between two statements of a transaction from ending the process.
    pool.on("connect", (client) => client.on("error", () => undefined));
    releaseLostConnections(pool);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      migrate: () => migrateOnOwnConnection(options),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      setLog: (next) => void (log = next),
      notify: async (channel) => void (await pool.query(`select pg_notify($1, '')`, [channel])),
      listen: (channel, listener) =>
        listenOnServer(options.databaseUrl!, channel, listener, () => log),
    };
  }
  // PGlite runs in this process: there is no connection to time out, and it accepts but does not
  // enforce statement_timeout (0.5: `select pg_sleep(1)` under a 200 ms limit takes 1 s).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const local = new Map<string, Set<ChangeListener>>();
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    // Runs between queries (PGlite's query lock), so the copy is of one moment.
    dumpDataDir: () => client.dumpDataDir("gzip"),
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    setLog: () => undefined,
    notify: async (channel) => {
      for (const listener of local.get(channel) ?? []) listener.changed();
    },
    listen: async (channel, listener) => {
      const listeners = local.get(channel) ?? new Set();
      local.set(channel, listeners.add(listener));
      return async () => void listeners.delete(listener);
    },
  };
}
