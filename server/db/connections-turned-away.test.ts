// A PostgreSQL server that is up but turns the app's connections away is an outage like one that
// is down: each fault below is made on the real server, the way an operator or a full server
// makes it, and the app must answer 503 DATABASE_ERROR, fail /readyz, and come back by itself.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_MESSAGES } from "../../common/errors";
import { createTestApp, type Login, type TestApp } from "../test/test-app";
import { openDatabase } from "./client";
import { seed } from "./seed";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs statements as the server's superuser (TEST_DATABASE_URL). */
async function asAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** Ends the backends matching `where`, as an operator taking a database offline does. */
async function terminate(where: string): Promise<void> {
  await asAdmin((admin) =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where ${where} and pid <> pg_backend_pid()`,
    ),
  );
}

async function databaseName(t: TestApp): Promise<string> {
  const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  return rows[0]!.name;
}

function expectDatabaseError(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    error: { code: "DATABASE_ERROR", message: CODE_MESSAGES.DATABASE_ERROR, details: null },
    requestId: response.headers["x-request-id"],
  });
}

/** The pool reads the end of its terminated connections within milliseconds on loopback. */
const poolSeesCuts = () => new Promise((resolve) => setTimeout(resolve, 300));

/** While the fault lasts: a lot and a form answer 503 DATABASE_ERROR and /readyz is 503. */
async function expectOutage(t: TestApp) {
  expectDatabaseError(await t.app.inject({ url: "/api/offers/1" }));
  // Past the breaker's pause the next request opens a connection again and meets the server's no.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expectDatabaseError(await t.app.inject({ url: "/api/offers/1" }));
  expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(503);
  expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
}

/** Once the fault is lifted the app serves again, with no restart. */
async function expectRecovery(app: FastifyInstance) {
  await vi.waitFor(
    async () => {
      const lot = await app.inject({ url: "/api/offers/1" });
      if (lot.statusCode !== 200) throw new Error(`still ${lot.statusCode}`);
    },
    { timeout: 10_000, interval: 50 },
  );
  expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
}

/** The SQLSTATE the server answers with when a connection to `url` is opened, if it refuses. */
async function refusal(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** `url` signed in as `login`. */
function signedIn(url: string, login: Login): string {
  const signed = new URL(url);
  signed.username = login.user;
  signed.password = login.password;
  return signed.toString();
}

describe.skipIf(!serverUrl)("connections turned away (skipped: set TEST_DATABASE_URL)", () => {
  describe("by the database itself", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seed: true });
    });
    afterAll(() => t?.close());

    it("ALLOW_CONNECTIONS false (55000): 503, then back once it allows them", async () => {
      expect((await t.app.inject({ url: "/api/offers/1" })).statusCode).toBe(200);
      const name = await databaseName(t);
      await asAdmin((admin) => admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
      await terminate(`datname = '${name}'`);
      await poolSeesCuts();
      expect(await refusal(t.databaseUrl!)).toBe("55000");

      await expectOutage(t);

      await asAdmin((admin) => admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
      await expectRecovery(t.app);
    });

    it("dropped (3D000): 503, then back once it is restored", async () => {
      const name = await databaseName(t);
      await asAdmin((admin) => admin.query(`DROP DATABASE ${name} WITH (FORCE)`));
      await poolSeesCuts();
      expect(await refusal(t.databaseUrl!)).toBe("3D000");

      await expectOutage(t);

      // Restored as an operator would: created again, migrated and seeded.
      await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
      const restored = await openDatabase({ databaseUrl: t.databaseUrl });
      try {
        await restored.migrate();
        await seed(restored.db);
      } finally {
        await restored.close();
      }
      await expectRecovery(t.app);
    });
  });

  describe("to the app's role", () => {
    const login: Login = {
      user: `outage_${randomBytes(4).toString("hex")}`,
      password: randomBytes(12).toString("hex"),
    };
    let restoreRules: (() => Promise<void>) | undefined;
    let t: TestApp;
    beforeAll(async () => {
      restoreRules = await demandPassword(login.user);
      await asAdmin((admin) =>
        admin.query(
          `CREATE ROLE ${login.user} LOGIN PASSWORD ${admin.escapeLiteral(login.password)}`,
        ),
      );
      // The server has read its new rules once it rejects a wrong password.
      await vi.waitFor(
        async () =>
          expect(await refusal(signedIn(serverUrl!, { ...login, password: "wrong" }))).toBe(
            "28P01",
          ),
        { timeout: 5_000, interval: 100 },
      );
      t = await createTestApp({ seed: true, connectAs: login });
    });
    afterAll(async () => {
      await t?.close();
      await asAdmin((admin) => admin.query(`DROP ROLE IF EXISTS ${login.user}`));
      await restoreRules?.();
    });

    it("password rejected (28P01): 503, then back once the password is right again", async () => {
      expect((await t.app.inject({ url: "/api/offers/1" })).statusCode).toBe(200);
      // The password is rotated on the server before the app's configuration follows.
      await asAdmin((admin) =>
        admin.query(`ALTER ROLE ${login.user} PASSWORD 'rotated-elsewhere'`),
      );
      await terminate(`usename = '${login.user}'`);
      await poolSeesCuts();
      expect(await refusal(t.databaseUrl!)).toBe("28P01");

      await expectOutage(t);

      await asAdmin((admin) =>
        admin.query(`ALTER ROLE ${login.user} PASSWORD ${admin.escapeLiteral(login.password)}`),
      );
      await expectRecovery(t.app);
    });

    it("no connection slot left (class 53): 503, then back once a slot frees", async () => {
      // Another client holds the role's only connection slot.
      const holder = new pg.Client({ connectionString: t.databaseUrl! });
      await holder.connect();
      try {
        const { rows } = await holder.query<{ pid: number }>("select pg_backend_pid() as pid");
        await asAdmin((admin) => admin.query(`ALTER ROLE ${login.user} CONNECTION LIMIT 1`));
        await terminate(`usename = '${login.user}' and pid <> ${rows[0]!.pid}`);
        await poolSeesCuts();
        expect(await refusal(t.databaseUrl!)).toBe("53300");

        await expectOutage(t);
      } finally {
        await asAdmin((admin) => admin.query(`ALTER ROLE ${login.user} CONNECTION LIMIT -1`));
        await holder.end();
      }
      await expectRecovery(t.app);
    });
  });
});

/**
 * The server here trusts every local connection, so no password is ever checked: for the length
 * of this suite its rules ask `user` for one. The rules file is rewritten through the server
 * (superuser), one suite at a time, and put back as it was.
 */
async function demandPassword(user: string): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Held until the rules are put back: another run of this suite waits rather than undo them.
  await admin.query("select pg_advisory_lock(hashtext('outage_password_rules'))");
  const { rows } = await admin.query<{ path: string; rules: string }>(
    "select current_setting('hba_file') as path, pg_read_file(current_setting('hba_file')) as rules",
  );
  const { path, rules } = rows[0]!;
  const write = async (text: string) => {
    const lines = admin.escapeLiteral(text.replace(/\n$/, ""));
    // CSV with a delimiter and quote that no line holds writes each line as it is; an empty
    // line goes as NULL, which CSV writes as nothing.
    await admin.query(
      `COPY (select nullif(line, '') from unnest(string_to_array(${lines}, E'\\n')) with ordinality as l(line, n) order by n)
       TO ${admin.escapeLiteral(path)} WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')`,
    );
    await admin.query("select pg_reload_conf()");
  };
  await write(`host all ${user} 127.0.0.1/32 scram-sha-256\n${rules}`);
  return async () => {
    try {
      await write(rules);
    } finally {
      await admin.end();
    }
  };
}
