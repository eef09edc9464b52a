import { count, eq } from "drizzle-orm";
import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expectSuccess, npmRun as runNpmScript } from "./testing/npm-run";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContact } from "../common/testing/factories";
import { backupSocketPath } from "../server/db/backup-socket";
import { openDatabase, type Database } from "../server/db/client";
import { contacts, offers, quoteRequests } from "../server/db/schema";
import { seed } from "../server/db/seed";
import { seedOffers } from "../server/db/seed-data";
import { develop } from "../server/modules/media/darkroom";
import { insertImages, newImageId } from "../server/modules/media/service";
import { FolderStore } from "../server/modules/media/store";
import { photograph } from "../server/test/photos";
import { insertQuoteRequest } from "../server/test/request-rows";

const root = fileURLToPath(new URL("..", import.meta.url));
// npm, tsx and a PGlite start per run; the running-server case also starts the server.
const SLOW = 180_000;
/** What the scripts report: every committed migration, however many branches have added. */
const journal = JSON.parse(
  readFileSync(join(root, "server/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };
const APPLIED = `${journal.entries.length} migration${journal.entries.length === 1 ? "" : "s"} applied`;

/** The script under test, with DATABASE_URL: "" so the machine's own setting cannot leak in. */
function npmRun(script: string, env: Record<string, string>, args: string[] = []) {
  return runNpmScript(script, { DATABASE_URL: "", ...env }, args);
}

async function withDatabase<T>(dataDir: string, use: (database: Database) => Promise<T>) {
  // PGlite allows one process per directory: open only while no script or server runs.
  const database = await openDatabase({ dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const ROASTERY = "Backup Test Roasters of Addis";

async function findsTheData(dataDir: string) {
  await withDatabase(dataDir, async (database) => {
    const [offerCount] = await database.db.select({ n: count() }).from(offers);
    expect(offerCount?.n).toBe(seedOffers(new Date()).length);
    const rows = await database.db
      .select({ company: quoteRequests.company })
      .from(quoteRequests)
      .where(eq(quoteRequests.company, ROASTERY));
    expect(rows).toHaveLength(1);
  });
}

let work: string;
let dataDir: string;
const env = () => ({ DATA_DIR: dataDir, BACKUP_DIR: join(work, "backups") });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "db-backup-"));
  dataDir = join(work, "data");
  await withDatabase(dataDir, async (database) => {
    await database.migrate();
    await seed(database.db);
    await insertQuoteRequest(database.db, { company: ROASTERY });
  });
}, SLOW);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm run db:backup and db:restore with the server stopped", () => {
  const archive = () => join(work, "stopped.tar.gz");

  it("backs up DATA_DIR to the named file", { timeout: SLOW }, async () => {
    const result = await npmRun("db:backup", env(), [archive()]);
    expectSuccess(result);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Backed up the embedded database in ${dataDir} \\(server stopped\\) to ${archive()}: \\d+ KiB, ${APPLIED}\\.\n$`,
      ),
    );
    expect(readdirSync(work)).not.toContain("stopped.tar.gz.partial");
  });

  it("restores into an empty DATA_DIR, with every row", { timeout: SLOW }, async () => {
    const restored = join(work, "restored");
    const result = await npmRun("db:restore", { ...env(), DATA_DIR: restored }, [archive()]);
    expectSuccess(result);
    expect(result.stdout).toBe(`Restored ${archive()} into ${restored} (${APPLIED}).\n`);
    await findsTheData(restored);
  });

  it("writes to BACKUP_DIR when no file is named", { timeout: SLOW }, async () => {
    const result = await npmRun("db:backup", env());
    expectSuccess(result);
    const written = readdirSync(join(work, "backups")).filter((name) => name.endsWith(".tar.gz"));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
  });

  it(
    "refuses a DATA_DIR that is not empty; --force moves it aside and restores",
    { timeout: SLOW },
    async () => {
      const target = join(work, "occupied");
      mkdirSync(target);
      writeFileSync(join(target, "keep-me.txt"), "earlier data");

      const refused = await npmRun("db:restore", { ...env(), DATA_DIR: target }, [archive()]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${target} is not empty`);
      expect(readdirSync(target)).toEqual(["keep-me.txt"]);

      const forced = await npmRun("db:restore", { ...env(), DATA_DIR: target }, [
        archive(),
        "--force",
      ]);
      expectSuccess(forced);
      const aside = /The previous contents are in (\S+)\.\n$/.exec(forced.stdout)?.[1];
      expect(aside).toMatch(/\/occupied\.replaced-/);
      expect(readdirSync(aside!)).toEqual(["keep-me.txt"]);
      await findsTheData(target);
    },
  );

  it(
    "refuses an archive that is not a database, and keeps DATA_DIR",
    { timeout: SLOW },
    async () => {
      const junk = join(work, "junk.tar.gz");
      writeFileSync(junk, "not an archive");
      const target = join(work, "kept");
      mkdirSync(target);
      writeFileSync(join(target, "keep-me.txt"), "earlier data");
      const result = await npmRun("db:restore", { ...env(), DATA_DIR: target }, [junk, "--force"]);
      expect(result.code).toBe(1);
      expect(readdirSync(target)).toEqual(["keep-me.txt"]);
    },
  );

  it("refuses on PostgreSQL, pointing to pg_dump", { timeout: SLOW }, async () => {
    const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing" };
    for (const [script, args] of [
      ["db:backup", []],
      ["db:restore", [archive()]],
    ] as const) {
      const result = await npmRun(script, { ...env(), ...postgres }, [...args]);
      expect(result.code, script).toBe(1);
      expect(result.stderr).toContain("docs/operations.md");
    }
  });

  it("exit 1 on a missing archive or an unknown option", { timeout: SLOW }, async () => {
    const missing = await npmRun("db:restore", env(), [join(work, "nothing.tar.gz")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No such file");
    const unknown = await npmRun("db:backup", env(), ["--all"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Usage: npm run db:backup");
  });
});

describe("the image library's photographs in db:backup and db:restore", () => {
  const photosData = () => join(work, "photos-data");
  const library = () => join(work, "library");
  const archive = () => join(work, "with-photos", "photos.tar.gz");
  const photosEnv = () => ({ ...env(), DATA_DIR: photosData(), MEDIA_DIR: library() });
  let imageId = "";
  let files: string[] = [];

  beforeAll(async () => {
    const photo = await develop(await photograph({ width: 900, height: 600 }));
    imageId = newImageId();
    await new FolderStore(library()).put(imageId, photo.files);
    files = photo.files.map((file) => file.name).sort();
    await withDatabase(photosData(), async (database) => {
      await database.migrate();
      await insertImages(database.db, [{ id: imageId, fileName: "guji.jpg", photo }]);
    });
  }, SLOW);

  it("copies them to media/ beside the archive", { timeout: SLOW }, async () => {
    const result = await npmRun("db:backup", photosEnv(), [archive()]);
    expectSuccess(result);
    const kept = join(work, "with-photos", "media");
    expect(result.stdout).toContain(
      `\n1 photograph of the image library: ${files.length} files copied to ${kept}.\n`,
    );
    expect(readdirSync(join(kept, imageId)).sort()).toEqual(files);
  });

  it("copies none again for a second backup beside the first", { timeout: SLOW }, async () => {
    const again = join(work, "with-photos", "again.tar.gz");
    const result = await npmRun("db:backup", photosEnv(), [again]);
    expectSuccess(result);
    expect(result.stdout).toContain("1 photograph of the image library: 0 files copied");
  });

  it("restores them into MEDIA_DIR", { timeout: SLOW }, async () => {
    const restoredLibrary = join(work, "restored-library");
    const result = await npmRun(
      "db:restore",
      { ...env(), DATA_DIR: join(work, "photos-restored"), MEDIA_DIR: restoredLibrary },
      [archive()],
    );
    expectSuccess(result);
    expect(result.stdout).toContain(
      `1 photograph of the image library: ${files.length} files restored into ${restoredLibrary}.`,
    );
    for (const name of files)
      expect(readFileSync(join(restoredLibrary, imageId, name))).toEqual(
        readFileSync(join(library(), imageId, name)),
      );
  });

  it("names the files it cannot find instead of failing", { timeout: SLOW }, async () => {
    rmSync(join(library(), imageId, files[0]!));
    const result = await npmRun("db:backup", photosEnv(), [join(work, "elsewhere", "x.tar.gz")]);
    expectSuccess(result);
    expect(result.stdout).toContain(`Missing, and so not copied: ${imageId}/${files[0]}`);
  });
});

/** The real server (server/main.ts) on dataDir, listening on a port of the system's choice. */
async function startServer(): Promise<{ server: ChildProcess; origin: string }> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env(),
      NODE_ENV: "development",
      DATABASE_URL: "",
      ADMIN_PASSWORD: "backup-test-admin-password",
      SERVE_CLIENT: "false",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
    server.stdout!.on("data", (chunk) => {
      log += chunk;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      // The backup socket opens just after the port.
      if (listening && existsSync(backupSocketPath(env().BACKUP_DIR, dataDir))) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
    server.stderr!.on("data", (chunk) => (log += chunk));
    server.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  return { server, origin };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

describe("npm run db:backup while the server runs", () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  it(
    "asks the server for the copy, which holds what the server just wrote",
    { timeout: SLOW },
    async () => {
      const started = await startServer();
      server = started.server;
      // A write through the running server, as a visitor makes it.
      const tokenResponse = await fetch(`${started.origin}/api/csrf-token`);
      const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
      const cookie = tokenResponse.headers.getSetCookie().map((c) => c.split(";")[0]);
      const message = buildContact({ message: "Written while the server runs, then backed up." });
      const posted = await fetch(`${started.origin}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-csrf-token": csrfToken,
          cookie: cookie.join("; "),
        },
        body: JSON.stringify(message),
      });
      expect(posted.status).toBe(201);

      const archive = join(work, "live.tar.gz");
      const result = await npmRun("db:backup", env(), [archive]);
      expectSuccess(result);
      expect(result.stdout).toContain(`${dataDir} from the running server to ${archive}`);

      // The running server's DATA_DIR is not touched by a restore.
      const refused = await npmRun("db:restore", env(), [archive, "--force"]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The server is running");

      await stopServer(server);
      const restored = join(work, "restored-live");
      expectSuccess(await npmRun("db:restore", { ...env(), DATA_DIR: restored }, [archive]));
      await findsTheData(restored);
      await withDatabase(restored, async (database) => {
        const rows = await database.db
          .select({ message: contacts.message })
          .from(contacts)
          .where(eq(contacts.message, message.message));
        expect(rows).toHaveLength(1);
      });
      // The server removed its socket when it stopped: db:backup now opens DATA_DIR itself.
      expect(existsSync(backupSocketPath(env().BACKUP_DIR, dataDir))).toBe(false);
    },
  );
});
