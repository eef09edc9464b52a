// Processes and databases of the reliability runs: app instances started as child processes on
// loopback ports, and PostgreSQL databases made for one run. Stops only what it started.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";

export const SERVER_URL =
  process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export const started = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("port")),
      );
    });
  });
}

/** server/main.ts in a process group of its own, so that stopping it stops all of it. */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      SERVE_CLIENT: "false",
      MFA_ENCRYPTION_KEY: "0".repeat(64),
      ADMIN_PASSWORD: "reliability-bench-admin-password",
      // The load comes from one IP; the limits are not what this measures.
      RATE_LIMIT_FORM_MAX: "100000000",
      RATE_LIMIT_READ_MAX: "100000000",
      RATE_LIMIT_NOT_FOUND_MAX: "100000000",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

export async function waitReady(base: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${base} did not become ready`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

/** SIGTERM to the process group, SIGKILL after 10 s; waits until it has gone. */
export async function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const gone = exited(child);
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
}

/** The crash under test: SIGKILL to the whole process group, no chance to finish anything. */
export async function crash(child: ChildProcess) {
  if (child.pid === undefined) return;
  const gone = exited(child);
  process.kill(-child.pid, "SIGKILL");
  await gone;
}

export async function onServer<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const createdDatabases = new Set<string>();

export async function createDatabase(): Promise<string> {
  const name = `reliability_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(SERVER_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  createdDatabases.add(name);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabases() {
  for (const name of createdDatabases)
    await onServer(SERVER_URL, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  createdDatabases.clear();
}
