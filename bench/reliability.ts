/**
 * Reliability under load: quote, sample, contact and trip submissions from many connections.
 *
 * 1. Two instances (child processes of server/main.ts) on a fresh PostgreSQL database: no 5xx,
 *    and the rows in each table equal the 201 answers exactly.
 * 2. The same on a second fresh database, with `kill -9` of one instance mid-load: the other
 *    serves the rest, and every id acknowledged with a 201 is in its table.
 * 3. One instance on the embedded PGlite (DATA_DIR), killed with `kill -9` mid-load and restarted
 *    on the same DATA_DIR: the load carries on, and every acknowledged id is in its table.
 * 4. A PostgreSQL outage under load, twice (connections refused, connections hanging): answers
 *    503 DATABASE_ERROR within the connect timeout, /readyz 503 within 2 s, /healthz 200, back
 *    to 201 by itself once the database returns, every acknowledged id stored (outage-run.ts).
 *
 * `npm run bench:reliability` (20,000 submissions at 200 connections); `RELIABILITY_SCALE=small`
 * for CI. Loopback only; stops only the processes it started; exits non-zero when a check fails.
 * RELIABILITY_DATABASE_URL names the PostgreSQL server (default the local `test` database);
 * RELIABILITY_JSON=<file> also writes the runs passed and failed there (.ci/run sums them).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import {
  outageFailures,
  outageLine,
  outageRun,
  OUTAGE_TABLE_HEAD,
  type OutageFault,
  type OutageResult,
} from "./outage-run";
import { FORMS, storedIds, submit, visitorCsrf, type Query, type VisitorCsrf } from "./forms";
import {
  crash,
  createDatabase,
  dropDatabases,
  freePort,
  onServer,
  started,
  startServer,
  stop,
  waitReady,
} from "./processes";

const small = process.env.RELIABILITY_SCALE === "small";
const TOTAL = Number(process.env.RELIABILITY_REQUESTS ?? (small ? 1_000 : 20_000));
const CONNECTIONS = Number(process.env.RELIABILITY_CONNECTIONS ?? (small ? 50 : 200));
/** The PGlite crash run is smaller: one process on an embedded database. */
const PGLITE_TOTAL = Math.max(100, Math.round(TOTAL / 4));
const DEADLINE_MS = Number(process.env.RELIABILITY_TIMEOUT_S ?? (small ? 300 : 1_200)) * 1000;

// ---- load ------------------------------------------------------------------------------------------

interface Target {
  base: string;
  alive: boolean;
}

/** The instances the load is spread over; when none is alive, clients wait for one to return. */
class Fleet {
  private revived: Promise<void> | null = null;
  private revive: (() => void) | null = null;

  constructor(readonly targets: Target[]) {}

  async pick(turn: number): Promise<string> {
    for (;;) {
      const alive = this.targets.filter((target) => target.alive);
      if (alive.length) return alive[turn % alive.length]!.base;
      this.revived ??= new Promise((done) => (this.revive = done));
      await this.revived;
    }
  }

  down(target: Target) {
    target.alive = false;
  }

  up(target: Target) {
    target.alive = true;
    this.revive?.();
    this.revived = null;
    this.revive = null;
  }
}

interface LoadResult {
  statuses: Map<number, number>;
  networkErrors: number;
  acknowledged: Map<string, string[]>;
  latencies: number[];
  seconds: number;
}

/**
 * `total` submissions from `connections` virtual clients, each with its own CSRF token and
 * cookie (fetched once), cycling through the four forms and over the live instances.
 * `onAck` hears of every 201 (the crash runs use it to pick their moment).
 */
async function runLoad(
  fleet: Fleet,
  total: number,
  connections: number,
  deadline: number,
  onAck: (count: number) => void = () => undefined,
): Promise<LoadResult> {
  const result: LoadResult = {
    statuses: new Map(),
    networkErrors: 0,
    acknowledged: new Map(FORMS.map((form) => [form.table, []])),
    latencies: [],
    seconds: 0,
  };
  let next = 0;
  let acks = 0;
  const begin = performance.now();

  async function client(index: number) {
    let csrf: VisitorCsrf | undefined;
    while (!csrf && Date.now() < deadline) {
      try {
        csrf = await visitorCsrf(await fleet.pick(index));
      } catch {
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    if (!csrf) return;
    for (let n = next++; n < total && Date.now() < deadline; n = next++) {
      const form = FORMS[n % FORMS.length]!;
      const base = await fleet.pick(index + n);
      try {
        const answer = await submit(base, form, n, csrf);
        result.latencies.push(answer.ms);
        result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
        if (answer.id !== undefined) {
          result.acknowledged.get(form.table)!.push(answer.id);
          onAck(++acks);
        }
      } catch (error) {
        if (error instanceof Error && error.message.includes("without an id")) throw error;
        // No answer: the connection broke (a crash) or timed out. Not acknowledged.
        result.networkErrors++;
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
  result.seconds = (performance.now() - begin) / 1000;
  return result;
}

// ---- checks and report -----------------------------------------------------------------------------

interface Row {
  run: string;
  result: LoadResult;
  stored: Map<string, Set<string>>;
  /** Steady runs: rows must equal the 201s exactly. Crash runs: every 201 must be stored. */
  exact: boolean;
}

const rows: Row[] = [];
/** What went wrong, by run ("" for the bench itself), so that CI can count runs passed and failed. */
const failures: { run: string; message: string }[] = [];
const fail = (run: string, message: string) => failures.push({ run, message });

function count(result: LoadResult, test: (status: number) => boolean): number {
  let sum = 0;
  for (const [status, n] of result.statuses) if (test(status)) sum += n;
  return sum;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0,
  );
}

function check(row: Row) {
  const { run, result, stored, exact } = row;
  const fivexx = count(result, (s) => s >= 500);
  if (fivexx > 0) fail(run, `${fivexx} answers were 5xx`);
  const unexpected = count(result, (s) => s !== 201 && s < 500);
  if (unexpected > 0) fail(run, `${unexpected} answers were neither 201 nor 5xx`);
  if (exact && result.networkErrors > 0)
    fail(run, `${result.networkErrors} requests got no answer`);
  for (const form of FORMS) {
    const acked = result.acknowledged.get(form.table)!;
    const ids = stored.get(form.table)!;
    const missing = acked.filter((id) => !ids.has(id));
    if (missing.length) fail(run, `${missing.length} acknowledged ${form.table} ids missing`);
    if (exact && ids.size !== acked.length)
      fail(run, `${form.table} has ${ids.size} rows for ${acked.length} 201 answers`);
  }
}

function report() {
  const lines = [
    `Reliability: ${TOTAL} submissions at ${CONNECTIONS} connections (PGlite crash run: ${PGLITE_TOTAL}), ` +
      `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z`,
    "",
    "| run | requests | 201 | 4xx | 5xx | no answer | rows stored | acknowledged but missing | rows without a 201 | mails in outbox (2 per row) | req/s | p50 ms | p99 ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { run, result, stored } of rows) {
    let acked = 0;
    let storedRows = 0;
    let missing = 0;
    for (const form of FORMS) {
      const ids = stored.get(form.table)!;
      const list = result.acknowledged.get(form.table)!;
      acked += list.length;
      storedRows += ids.size;
      missing += list.filter((id) => !ids.has(id)).length;
    }
    const answered = result.latencies.length;
    lines.push(
      `| ${run} | ${answered + result.networkErrors} | ${acked} | ${count(result, (s) => s >= 400 && s < 500)} | ` +
        `${count(result, (s) => s >= 500)} | ${result.networkErrors} | ${storedRows} | ${missing} | ` +
        `${storedRows - acked + missing} | ${stored.get("outbox")!.size} | ${Math.round(answered / result.seconds)} | ` +
        `${percentile(result.latencies, 50)} | ${percentile(result.latencies, 99)} |`,
    );
  }
  if (outages.length) lines.push("", ...OUTAGE_TABLE_HEAD, ...outages.map(outageLine));
  console.log(lines.join("\n"));
}

// ---- the runs -----------------------------------------------------------------------------------------

const STEADY = "PostgreSQL, 2 instances";
const POSTGRES_CRASH = "PostgreSQL, 2 instances, one killed (kill -9) at 1/3";
const PGLITE_CRASH = "PGlite (DATA_DIR), 1 instance killed (kill -9) at 1/2 and restarted";
const OUTAGES: Record<OutageFault, string> = {
  refuse: "PostgreSQL outage under load: connections refused",
  hang: "PostgreSQL outage under load: connections hang",
};
const RUNS = [STEADY, POSTGRES_CRASH, PGLITE_CRASH, ...Object.values(OUTAGES)];
const outages: OutageResult[] = [];

async function twoInstances(databaseUrl: string) {
  const ports = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const targets: Target[] = [];
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  for (const port of ports) {
    children.push(startServer(port, { DATABASE_URL: databaseUrl }));
    const base = `http://127.0.0.1:${port}`;
    await waitReady(base);
    targets.push({ base, alive: true });
  }
  return { children, fleet: new Fleet(targets) };
}

async function steadyRun(deadline: number) {
  const databaseUrl = await createDatabase();
  const { children, fleet } = await twoInstances(databaseUrl);
  let result: LoadResult;
  try {
    result = await runLoad(fleet, TOTAL, CONNECTIONS, deadline);
  } finally {
    // A graceful stop lets the requests still in flight commit with their mails.
    await Promise.all(children.map(stop));
  }
  const stored = await onServer(databaseUrl, (client) => storedIds((text) => client.query(text)));
  rows.push({ run: STEADY, result, stored, exact: true });
}

async function postgresCrashRun(deadline: number) {
  const databaseUrl = await createDatabase();
  const { children, fleet } = await twoInstances(databaseUrl);
  let result: LoadResult;
  try {
    const victim = children[0]!;
    let killing: Promise<void> | undefined;
    result = await runLoad(fleet, TOTAL, CONNECTIONS, deadline, (acks) => {
      if (acks === Math.floor(TOTAL / 3) && !killing) {
        // Its clients' next requests go to the survivor; the ones in flight get no answer.
        fleet.down(fleet.targets[0]!);
        killing = crash(victim);
      }
    });
    await killing;
    if (!killing) fail(POSTGRES_CRASH, "the kill never happened");
  } finally {
    await Promise.all(children.map(stop));
  }
  const stored = await onServer(databaseUrl, (client) => storedIds((text) => client.query(text)));
  rows.push({ run: POSTGRES_CRASH, result, stored, exact: false });
}

async function pgliteCrashRun(deadline: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "abyssinia-reliability-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  let server = startServer(port, env);
  try {
    await waitReady(base);
    const target: Target = { base, alive: true };
    const fleet = new Fleet([target]);
    let restarting: Promise<void> | undefined;
    const result = await runLoad(fleet, PGLITE_TOTAL, CONNECTIONS, deadline, (acks) => {
      if (acks === Math.floor(PGLITE_TOTAL / 2) && !restarting) {
        fleet.down(target);
        restarting = (async () => {
          await crash(server);
          server = startServer(port, env);
          await waitReady(base);
          fleet.up(target);
        })();
      }
    });
    await restarting;
    if (!restarting) fail(PGLITE_CRASH, "the kill never happened");
    // Only one process may open the data directory: stop the server, then read it here.
    await stop(server);
    const database = await openDatabase({ dataDir });
    try {
      const stored = await storedIds(
        (text) => database.db.execute(sql.raw(text)) as unknown as ReturnType<Query>,
      );
      rows.push({
        run: PGLITE_CRASH,
        result,
        stored,
        exact: false,
      });
    } finally {
      await database.close();
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const deadline = Date.now() + DEADLINE_MS;
// Bounded in time: whatever is still running then is stopped and the run fails.
const watchdog = setTimeout(() => {
  console.error(`reliability bench: over ${DEADLINE_MS / 1000} s, stopping`);
  for (const child of started) if (child.pid) process.kill(-child.pid, "SIGKILL");
  void dropDatabases().finally(() => process.exit(1));
}, DEADLINE_MS + 60_000);

try {
  await steadyRun(deadline);
  await postgresCrashRun(deadline);
  await pgliteCrashRun(deadline);
  for (const fault of ["refuse", "hang"] as const) {
    const result = await outageRun(fault);
    outages.push(result);
    for (const message of outageFailures(result)) fail(OUTAGES[fault], message);
  }
  if (Date.now() >= deadline) fail("", `ran out of time (${DEADLINE_MS / 1000} s)`);
  for (const row of rows) check(row);
  report();
} catch (error) {
  fail("", error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await Promise.all([...started].map(stop));
  await dropDatabases();
  clearTimeout(watchdog);
}

// A run passes when it finished and nothing failed in it or around it; CI adds these to its sum.
const failedRuns = RUNS.filter(
  (run) =>
    !(rows.some((row) => row.run === run) || outages.some((o) => OUTAGES[o.fault] === run)) ||
    failures.some((failure) => failure.run === run || failure.run === ""),
);
if (process.env.RELIABILITY_JSON)
  writeFileSync(
    process.env.RELIABILITY_JSON,
    JSON.stringify({
      numPassedTests: RUNS.length - failedRuns.length,
      numFailedTests: failedRuns.length,
      failures,
    }),
  );
if (failures.length || failedRuns.length) {
  const lines = failures.map(({ run, message }) => `- ${run || "bench"}: ${message}`);
  console.error(
    `\nreliability: FAILED (${failedRuns.length} of ${RUNS.length} runs)\n${lines.join("\n")}`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `\nreliability: ${RUNS.length} runs passed (no 5xx; every acknowledged row stored; the steady run exact; outages answered 503 in time and recovered)`,
  );
}
