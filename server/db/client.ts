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
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where a lost connection is reported: the app's logger once there is one (pino's signature). */
export interface ConnectionLog {
  warn(details: { err: unknown }, message: string): void;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Sends later reports of lost connections to this logger. */
  setLog(log: ConnectionLog): void;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL server: give up opening a connection (or waiting for a free one) after this long. */
  connectTimeoutMs?: number;
  /** PostgreSQL server: the server cancels any statement running longer (SQLSTATE 57014). */
  statementTimeoutMs?: number;
  log?: ConnectionLog;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

const stderrLog: ConnectionLog = {
  warn: ({ err }, message) => console.warn(`${message}:`, err instanceof Error ? err.message : err),
};

/**
 * PostgreSQL when a URL is given, else the embedded PGlite (in memory when dataDir is omitted).
 * Both speak the same SQL, so the same migrations and queries run on either.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    let log = options.log ?? stderrLog;
    const statementTimeout = options.statementTimeoutMs;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
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
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      setLog: (next) => void (log = next),
    };
  }
  // PGlite runs in this process: there is no connection to time out, and it accepts but does not
  // enforce statement_timeout (0.5: `select pg_sleep(1)` under a 200 ms limit takes 1 s).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    setLog: () => undefined,
  };
}
