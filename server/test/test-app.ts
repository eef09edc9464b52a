import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import { configSchema, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { seed } from "../db/seed";
import { createScratchDatabase } from "./scratch-database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the URL the app's database is reached at. */
  databaseUrl?: string;
  /** Sends a request with a valid CSRF token and the visitor cookie it is bound to. */
  send(
    options: InjectOptions & { cookies?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL, so parallel runs never see each other's rows.
 */
async function freshDatabase(
  config: Config,
  connectThrough?: string,
  connectAs?: Login,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: async () => undefined };
  }
  const scratch = await createScratchDatabase(serverUrl, "test", connectAs?.user);
  const url = new URL(scratch.url);
  if (connectThrough) url.host = connectThrough;
  if (connectAs) {
    url.username = connectAs.user;
    url.password = connectAs.password;
  }
  const database = await openDatabase({
    databaseUrl: url.toString(),
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  return { database, url: url.toString(), drop: scratch.drop };
}

/** A role of the PostgreSQL server and its password. */
export interface Login {
  user: string;
  password: string;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Serve the built client from env.CLIENT_DIR, as the production server does. */
  serveClient?: boolean;
  /** Adds routes before the app is ready (a handler that fails on purpose). */
  beforeReady?: (app: FastifyInstance) => void;
  /** PostgreSQL only: the app reaches its database through this host:port (a proxy that fails on demand). */
  connectThrough?: string;
  /** PostgreSQL only: the app signs in as this role, which owns its database. */
  connectAs?: Login;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The image library's files go to a folder of the file's own, never beside ./data.
  const mediaDir = options.env?.MEDIA_DIR ? undefined : mkdtempSync(join(tmpdir(), "media-"));
  const config: Config = configSchema.parse({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}),
    ...options.env,
  });
  const { database, url, drop } = await freshDatabase(
    config,
    options.connectThrough,
    options.connectAs,
  );
  await database.migrate();
  if (options.seed) await seed(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveClient: options.serveClient ?? false,
  });
  options.beforeReady?.(app);
  await app.ready();

  let csrf: { token: string; cookie: string } | undefined;
  async function csrfPair() {
    if (!csrf) {
      const response = await app.inject({ method: "GET", url: "/api/csrf-token" });
      const cookie = response.cookies.find((c) => c.name === "visitor_csrf")!;
      csrf = { token: response.json().csrfToken, cookie: cookie.value };
    }
    return csrf;
  }

  return {
    app,
    database,
    databaseUrl: url,
    async send({ cookies, headers, ...rest }) {
      const pair = await csrfPair();
      return app.inject({
        ...rest,
        headers: { "x-csrf-token": pair.token, ...headers },
        cookies: { visitor_csrf: pair.cookie, ...cookies },
      });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
