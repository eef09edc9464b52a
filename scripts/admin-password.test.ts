import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { verifyAdminPassword } from "../server/modules/auth/password";

const script = fileURLToPath(new URL("./admin-password.ts", import.meta.url));
// Spawning tsx and migrating a fresh database takes a while on a busy machine.
const SLOW = 120_000;

/** The database the script is pointed at: a fresh one on TEST_DATABASE_URL's server, else PGlite in a temporary directory. */
const target = {
  dataDir: mkdtempSync(join(tmpdir(), "admin-password-")),
  databaseUrl: "",
  serverUrl: process.env.TEST_DATABASE_URL,
  name: "",
};

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: target.serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function run(
  args: string[],
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      DATABASE_URL: target.databaseUrl,
      ADMIN_PASSWORD: "",
      DATA_DIR: target.dataDir,
      NODE_ENV: "development",
    };
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe("npm run admin:password", () => {
  beforeAll(async () => {
    if (!target.serverUrl) return;
    target.name = `test_script_${randomBytes(4).toString("hex")}`;
    await onServer(`CREATE DATABASE ${target.name}`);
    const url = new URL(target.serverUrl);
    url.pathname = `/${target.name}`;
    target.databaseUrl = url.toString();
  });
  afterAll(async () => {
    rmSync(target.dataDir, { recursive: true, force: true });
    if (target.name) await onServer(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
  });

  it("refuses a password shorter than 12 characters", { timeout: SLOW }, async () => {
    const result = await run(["--password-stdin"], "too-short\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("at least 12 characters");
  });

  it("refuses to prompt without a terminal", { timeout: SLOW }, async () => {
    const result = await run([], "");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--password-stdin");
  });

  it("sets the password read from stdin in the server's database", { timeout: SLOW }, async () => {
    const result = await run(["--password-stdin"], "a brand new long password\n");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Admin password changed; 0 session(s) ended.");

    const database = await openDatabase(
      target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
    );
    try {
      expect(await verifyAdminPassword(database.db, "a brand new long password")).toBe(true);
      expect(await verifyAdminPassword(database.db, "a brand new long password\n")).toBe(false);
    } finally {
      await database.close();
    }
  });
});
