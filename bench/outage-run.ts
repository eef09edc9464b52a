// A database outage under live traffic, over real HTTP: one app instance (a child process) reaches
// PostgreSQL through a loopback proxy that refuses connections, or accepts them and never answers,
// while visitors keep submitting forms. Measured: what they are answered and how fast, what
// /readyz and /healthz say, how long the instance takes to serve again once the database is back
// (no restart), and whether every acknowledged submission is stored.
import type { ChildProcess } from "node:child_process";
import { startFaultyProxy, type ProxyMode } from "../server/test/faulty-proxy";
import { FORMS, storedIds, submit, visitorCsrf, type Answer, type VisitorCsrf } from "./forms";
import {
  createDatabase,
  freePort,
  onServer,
  SERVER_URL,
  startServer,
  stop,
  waitReady,
} from "./processes";

export type OutageFault = Extract<ProxyMode, "refuse" | "hang">;

const CONNECT_TIMEOUT_MS = 1000;
const OUTAGE_MS = 4000;
const STEADY_MS = 1500;
const VISITORS = 20;
const READINESS_LIMIT_MS = 2000;
// What a loaded 2-core machine may add to a deadline before the run calls the answer late.
const SLACK_MS = 500;

type Phase = "before" | "outage" | "after";

interface Probe {
  status: number;
  ms: number;
}

export interface OutageResult {
  fault: OutageFault;
  answers: Record<Phase, Answer[]>;
  /** Answers that were neither 201 nor 503 DATABASE_ERROR, and requests that got no answer. */
  unexpected: string[];
  readyz: Probe[];
  healthz: Probe[];
  /** From the moment the proxy forwards again to the first 201 of a request sent after it. */
  recoveredMs: number | null;
  acknowledged: number;
  missing: number;
}

async function probe(url: string): Promise<Probe> {
  const sent = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - sent) };
  } catch {
    return { status: 0, ms: Math.round(performance.now() - sent) };
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One instance, one fault: steady traffic, the outage, the way back. */
export async function outageRun(fault: OutageFault): Promise<OutageResult> {
  const databaseUrl = await createDatabase();
  const target = new URL(SERVER_URL);
  const proxy = await startFaultyProxy({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const proxied = new URL(databaseUrl);
  proxied.host = proxy.address;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const result: OutageResult = {
    fault,
    answers: { before: [], outage: [], after: [] },
    unexpected: [],
    readyz: [],
    healthz: [],
    recoveredMs: null,
    acknowledged: 0,
    missing: 0,
  };
  const acknowledged = new Map<string, string[]>(FORMS.map((form) => [form.table, []]));
  try {
    server = startServer(port, {
      DATABASE_URL: proxied.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    });
    await waitReady(base);
    let phase: Phase = "before";
    let running = true;
    let forwardedAt = 0;

    const visitor = async (index: number) => {
      let csrf: VisitorCsrf | undefined;
      while (!csrf) csrf = await visitorCsrf(base);
      for (let n = index; running; n += VISITORS) {
        const form = FORMS[n % FORMS.length]!;
        const sentIn = phase;
        const sentAt = performance.now();
        try {
          const answer = await submit(base, form, n, csrf);
          result.answers[sentIn].push(answer);
          if (answer.id !== undefined) {
            acknowledged.get(form.table)!.push(answer.id);
            if (sentIn === "after" && sentAt >= forwardedAt && result.recoveredMs === null)
              result.recoveredMs = Math.round(performance.now() - forwardedAt);
          } else if (answer.status !== 503 || answer.code !== "DATABASE_ERROR") {
            result.unexpected.push(`${form.path} ${answer.status} ${answer.code ?? ""}`.trim());
          }
        } catch (error) {
          result.unexpected.push(`${form.path}: no answer (${(error as Error).message})`);
        }
        // While the database is away every answer is immediate: keep the pace of real visitors.
        if (sentIn === "outage") await pause(20);
      }
    };
    const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index));

    await pause(STEADY_MS);
    await proxy.setMode(fault);
    phase = "outage";
    const outageEnds = performance.now() + OUTAGE_MS;
    while (performance.now() < outageEnds) {
      const [ready, health] = await Promise.all([
        probe(`${base}/readyz`),
        probe(`${base}/healthz`),
      ]);
      result.readyz.push(ready);
      result.healthz.push(health);
      await pause(200);
    }
    await proxy.setMode("forward");
    forwardedAt = performance.now();
    phase = "after";
    const recoveryEnds = performance.now() + 10_000;
    while (result.recoveredMs === null && performance.now() < recoveryEnds) await pause(25);
    await pause(STEADY_MS);
    running = false;
    await Promise.all(visitors);
  } finally {
    if (server) await stop(server);
    await proxy.stop();
  }
  const stored = await onServer(databaseUrl, (client) => storedIds((text) => client.query(text)));
  for (const form of FORMS) {
    const ids = acknowledged.get(form.table)!;
    result.acknowledged += ids.length;
    result.missing += ids.filter((id) => !stored.get(form.table)!.has(id)).length;
  }
  return result;
}

const slowest = (values: { ms: number }[]) => Math.round(Math.max(0, ...values.map((v) => v.ms)));

/** What must hold; each string is one failure. */
export function outageFailures(result: OutageResult): string[] {
  const failures: string[] = [];
  const during = result.answers.outage;
  if (result.unexpected.length)
    failures.push(
      `${result.unexpected.length} unexpected answers, e.g. ${result.unexpected.slice(0, 3).join("; ")}`,
    );
  if (!during.some((answer) => answer.status === 503))
    failures.push("no submission met the outage (nothing answered 503)");
  if (slowest(during) > CONNECT_TIMEOUT_MS + SLACK_MS)
    failures.push(`an answer during the outage took ${slowest(during)} ms`);
  if (
    result.readyz.some((p) => p.status !== 503) ||
    slowest(result.readyz) > READINESS_LIMIT_MS + SLACK_MS
  )
    failures.push(
      `/readyz during the outage: ${result.readyz.map((p) => `${p.status} in ${p.ms} ms`).join(", ")}`,
    );
  if (result.healthz.some((p) => p.status !== 200))
    failures.push("/healthz was not 200 throughout the outage");
  if (result.recoveredMs === null) failures.push("no 201 within 10 s of the database returning");
  if (result.missing > 0) failures.push(`${result.missing} acknowledged submissions missing`);
  return failures;
}

/** One line of the report table. */
export function outageLine(result: OutageResult): string {
  const during = result.answers.outage;
  const refused = during.filter((answer) => answer.status === 503).length;
  const ms = during.map((answer) => answer.ms).sort((a, b) => a - b);
  const p50 = Math.round(ms[Math.floor(ms.length / 2)] ?? 0);
  return (
    `| ${result.fault === "refuse" ? "connections refused" : "connections hang"} | ` +
    `${result.answers.before.length} | ${during.length} (${refused} × 503 DATABASE_ERROR) | ${p50} | ${slowest(during)} | ` +
    `${slowest(result.readyz)} | ${result.healthz.every((p) => p.status === 200) ? "200" : "not 200"} | ` +
    `${result.recoveredMs ?? "never"} | ${result.acknowledged} | ${result.missing} |`
  );
}

export const OUTAGE_TABLE_HEAD = [
  `Database outage, ${OUTAGE_MS / 1000} s, ${VISITORS} visitors submitting, DATABASE_CONNECT_TIMEOUT_MS=${CONNECT_TIMEOUT_MS}`,
  "",
  "| fault | answers before | answers during | p50 ms during | slowest ms during | slowest /readyz ms | /healthz | recovered after ms | 201s | acknowledged but missing |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
