/**
 * The public reads against the framework's floor, in one run: the real server and a bare Fastify
 * route serving the same offers JSON from memory, loaded in turns so that the machine's noise
 * falls on both; on the embedded database (PGlite) and on the PostgreSQL server
 * (BENCH_DATABASE_URL, default the local `test` server: a database of this run's own, dropped
 * after). On PostgreSQL it also sends quote requests (a visitor's CSRF token and cookie, the form
 * limit raised for the run), from 50 connections and from one (a visitor's wait). Prints a
 * markdown table per database with each path's median requests/s, p99 and share of the bare
 * route's, against issue 13's budgets (40% of the bare route and p99 under 25 ms for the lists,
 * 800 quote requests/s with no errors); exits 1 on a
 * miss with --check. With a build in the checkout it also loads two pages rendered on request
 * (decision 043: held in the page cache once rendered), as a browser asks for them (brotli); no budget. Run with `npm run bench:api`; `APP_DIR=<checkout>` measures another
 * checkout's server (for before/after figures). Sends traffic only to 127.0.0.1 and stops only
 * what it started.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { buildQuoteRequest } from "../common/testing/factories";
import { createScratchDatabase } from "../server/test/scratch-database";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";

const APP_PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = APP_PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const APP_DIR = resolve(process.env.APP_DIR ?? ".");
const PATHS = ["/api/offers", "/api/news-events", "/healthz"];
const BUILT = existsSync(join(APP_DIR, "build", "server", "index.js"));
/** Pages the server renders from the database, loaded as a browser asks for them. */
const PAGES = BUILT ? ["/offers", "/offers/1"] : [];
const PAGE_REQUEST = { headers: { "accept-encoding": "br", accept: "text/html" } };
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CHECK = process.argv.includes("--check");
const BARE = "bare Fastify route (same offers JSON)";
const QUOTES = "POST /api/quote-requests";
/** One visitor at a time: its requests/s is the inverse of a request's time (no budget). */
const QUOTES_ONE = "POST /api/quote-requests, 1 connection";
/** Issue 13's budgets. */
const LIST_SHARE = 0.4;
const LIST_P99_MS = 25;
const QUOTES_PER_SECOND = 800;

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** A TypeScript entry point in a process group of its own, so that stopping it stops all of it. */
function start(script: string, cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

/** Stops a process started by start() and everything it started, and waits until it has gone. */
async function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

type Run = { rps: number; p99: number; bad: number };

async function requestsPerSecond(
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<Run> {
  const result = await autocannon({ url, connections: 50, duration: SECONDS, ...options });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A visitor's CSRF token and the cookie it is bound to, for the form runs. */
async function visitor(base: string) {
  const response = await fetch(`${base}/api/csrf-token`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { "x-csrf-token": csrfToken, cookie, "content-type": "application/json" };
}

async function measure(databaseUrl?: string) {
  const started: ChildProcess[] = [];
  const app = `http://127.0.0.1:${APP_PORT}`;
  try {
    started.push(
      start("server/main.ts", APP_DIR, {
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        SERVE_CLIENT: String(BUILT),
        PUBLIC_URL: app,
        MFA_ENCRYPTION_KEY: "0".repeat(64),
        ADMIN_PASSWORD: "bench-admin-password",
        DATA_DIR: mkdtempSync(join(tmpdir(), "abyssinia-bench-")),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        RATE_LIMIT_READ_MAX: "100000000",
        RATE_LIMIT_FORM_MAX: "100000000",
      }),
    );
    await waitFor(`${app}/readyz`);
    const bodyFile = join(mkdtempSync(join(tmpdir(), "abyssinia-bare-")), "offers.json");
    writeFileSync(bodyFile, await (await fetch(`${app}/api/offers`)).text());
    started.push(
      start("bench/bare-route.ts", process.cwd(), {
        PORT: String(BARE_PORT),
        BARE_BODY_FILE: bodyFile,
      }),
    );
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);

    const samples = new Map<string, { rps: number[]; p99: number[]; bad: number }>();
    const record = (name: string, run: Run) => {
      const entry = samples.get(name) ?? { rps: [], p99: [], bad: 0 };
      entry.rps.push(run.rps);
      entry.p99.push(run.p99);
      entry.bad += run.bad;
      samples.set(name, entry);
    };
    const quoteHeaders = databaseUrl ? await visitor(app) : null;
    // A server in production is warm: every target gets a short run first that is not counted
    // (the first second of a cold process runs before the JIT has compiled the hot path).
    const warm = { duration: 2 };
    await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}/`, warm);
    for (const path of PATHS) await requestsPerSecond(`${app}${path}`, warm);
    for (const page of PAGES)
      await requestsPerSecond(`${app}${page}`, { ...warm, ...PAGE_REQUEST });
    for (let round = 0; round < ROUNDS; round++) {
      record(BARE, await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}/`));
      for (const path of PATHS) record(path, await requestsPerSecond(`${app}${path}`));
      for (const page of PAGES)
        record(`page ${page}`, await requestsPerSecond(`${app}${page}`, PAGE_REQUEST));
      if (quoteHeaders) {
        const quote = {
          method: "POST" as const,
          headers: quoteHeaders,
          body: JSON.stringify(buildQuoteRequest({ notes: "bench" })),
        };
        record(QUOTES, await requestsPerSecond(`${app}/api/quote-requests`, quote));
        record(
          QUOTES_ONE,
          await requestsPerSecond(`${app}/api/quote-requests`, { ...quote, connections: 1 }),
        );
      }
    }
    return samples;
  } finally {
    await Promise.all(started.map(stop));
  }
}

const misses: string[] = [];
const tables: string[] = [];
for (const kind of ["PGlite", "PostgreSQL"] as const) {
  const server =
    kind === "PostgreSQL" ? await createScratchDatabase(SERVER_URL, "bench_api") : null;
  try {
    const samples = await measure(server?.url);
    const bare = median(samples.get(BARE)?.rps ?? [1]);
    const rows = [...samples].map(([name, s]) => {
      const rps = median(s.rps);
      const p99 = median(s.p99);
      const share = rps / bare;
      let verdict = "";
      if (name === "/api/offers" || name === "/api/news-events") {
        const ok = share >= LIST_SHARE && p99 < LIST_P99_MS && s.bad === 0;
        verdict = ok ? "holds" : "MISSES";
        if (!ok) misses.push(`${kind} ${name}: ${(100 * share).toFixed(1)}%, p99 ${p99} ms`);
      } else if (name === QUOTES) {
        const ok = rps >= QUOTES_PER_SECOND && s.bad === 0;
        verdict = ok ? "holds" : "MISSES";
        if (!ok) misses.push(`${kind} ${name}: ${rps}/s, ${s.bad} errors`);
      }
      return `| ${name} | ${rps} | ${p99} | ${(100 * share).toFixed(1)}% | ${s.bad} | ${verdict} |`;
    });
    tables.push(
      [
        `${kind}: ${ROUNDS} rounds of ${SECONDS} s, 50 connections, ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, app from ${APP_DIR}`,
        "",
        "| path | requests/s (median) | p99 ms (median) | share of bare route | non-2xx + errors | budget |",
        "|---|---|---|---|---|---|",
        ...rows,
      ].join("\n"),
    );
  } finally {
    await server?.drop();
  }
}
console.log(tables.join("\n\n"));
for (const miss of misses) console.error(`budget missed: ${miss}`);
if (CHECK && misses.length) process.exitCode = 1;
