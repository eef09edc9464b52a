/**
 * GET /api/offers (and a few other reads) against the framework's floor, in one run: the real
 * server on the embedded database and a bare Fastify route serving the same JSON from memory,
 * loaded in turns so that the machine's noise falls on both. Prints a markdown table with each
 * path's median requests/s and its share of the bare route's. Run with `npm run bench:api`;
 * `APP_DIR=<checkout>` measures another checkout's server (for before/after figures).
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";

const APP_PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = APP_PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const APP_DIR = resolve(process.env.APP_DIR ?? ".");
const PATHS = ["/api/offers", "/api/news-events", "/healthz"];

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

async function requestsPerSecond(url: string): Promise<{ rps: number; p99: number; bad: number }> {
  const result = await autocannon({ url, connections: 50, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const started: ChildProcess[] = [];
try {
  started.push(
    start("server/main.ts", APP_DIR, {
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SERVE_CLIENT: "false",
      MFA_ENCRYPTION_KEY: "0".repeat(64),
      ADMIN_PASSWORD: "bench-admin-password",
      DATA_DIR: mkdtempSync(join(tmpdir(), "abyssinia-bench-")),
      RATE_LIMIT_READ_MAX: "100000000",
    }),
  );
  await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`);
  const bodyFile = join(mkdtempSync(join(tmpdir(), "abyssinia-bare-")), "offers.json");
  writeFileSync(bodyFile, await (await fetch(`http://127.0.0.1:${APP_PORT}/api/offers`)).text());
  started.push(
    start("bench/bare-route.ts", process.cwd(), {
      PORT: String(BARE_PORT),
      BARE_BODY_FILE: bodyFile,
    }),
  );
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);

  const samples = new Map<string, { rps: number[]; p99: number[]; bad: number }>();
  const record = (name: string, run: { rps: number; p99: number; bad: number }) => {
    const entry = samples.get(name) ?? { rps: [], p99: [], bad: 0 };
    entry.rps.push(run.rps);
    entry.p99.push(run.p99);
    entry.bad += run.bad;
    samples.set(name, entry);
  };
  for (let round = 0; round < ROUNDS; round++) {
    record(
      "bare Fastify route (same offers JSON)",
      await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}/`),
    );
    for (const path of PATHS)
      record(path, await requestsPerSecond(`http://127.0.0.1:${APP_PORT}${path}`));
  }

  const bare = median(samples.get("bare Fastify route (same offers JSON)")?.rps ?? [1]);
  const rows = [...samples].map(([name, s]) => {
    const rps = median(s.rps);
    return `| ${name} | ${rps} | ${median(s.p99)} | ${((100 * rps) / bare).toFixed(1)}% | ${s.bad} |`;
  });
  console.log(
    [
      `API reads, ${ROUNDS} rounds of ${SECONDS} s, 50 connections, ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}, app from ${APP_DIR}`,
      "",
      "| path | requests/s (median) | p99 ms (median) | share of bare route | non-2xx + errors |",
      "|---|---|---|---|---|",
      ...rows,
    ].join("\n"),
  );
} finally {
  await Promise.all(started.map(stop));
}
