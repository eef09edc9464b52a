// What db:migrate and db:seed share: the server's database, opened from the server's configuration,
// and one way to fail (a message on stderr and exit code 1).
import { sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase, type Database, type Db } from "../server/db/client";

/** A failure whose message says it all; anything else is reported with its causes. */
export class Refusal extends Error {}

// A firewalled host never answers; better a message after a while than a silent wait.
const REACH_TIMEOUT_MS = 20_000;

export interface Target {
  database: Database;
  /** Names the database for messages, without credentials. */
  where: string;
}

/** Opens the database the server would open (DATABASE_URL, else PGlite in DATA_DIR) and checks it answers. */
export async function openTarget(): Promise<Target> {
  const config = loadConfig();
  let where = `the embedded database in ${config.DATA_DIR}`;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    where = `PostgreSQL at ${url.host}${url.pathname}`;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REACH_TIMEOUT_MS / 1000} s`)),
        REACH_TIMEOUT_MS,
      );
    });
    await Promise.race([database.ping(), timeout]);
    return { database, where };
  } catch (err) {
    // The driver's own words ("connect ECONNREFUSED", "database ... does not exist"), not drizzle's wrapper.
    throw new Refusal(`Cannot open ${where}: ${explain(innermost(err))}`);
  } finally {
    clearTimeout(timer);
  }
}

/** How many migrations the database records as applied (0 before the first one). */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const [{ present }] = (result as unknown as { rows: [{ present: boolean }] }).rows;
  if (!present) return 0;
  const counted = await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number((counted as unknown as { rows: [{ n: number }] }).rows[0].n);
}

function innermost(err: unknown): unknown {
  let current = err;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current;
}

/** The message of an error and of its causes (drizzle wraps the driver's error; pg may throw an AggregateError with no message). */
export function explain(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  while (current instanceof Error && parts.length < 5) {
    if (current.message) parts.push(current.message);
    if (current instanceof AggregateError)
      parts.push(...current.errors.map((inner: unknown) => explain(inner)));
    current = current.cause;
  }
  return parts.join(": ") || String(err);
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Runs a script's main; on failure prints one clear message and exits with code 1. */
export function run(name: string, usage: string, main: () => Promise<void>): void {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    return;
  }
  if (args.length > 0) {
    console.error(`Unknown option ${args.join(" ")}\n\n${usage}`);
    process.exitCode = 1;
    return;
  }
  main().catch((err: unknown) => {
    console.error(err instanceof Refusal ? err.message : `npm run ${name} failed: ${explain(err)}`);
    // An unreachable server may still hold a pending connection; do not wait for it.
    process.exit(1);
  });
}
