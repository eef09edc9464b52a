// What db:backup and db:restore share: the configuration, the running server's backup socket, and
// a check that an archive really holds this project's database.
import { PGlite } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { loadConfig, type Config } from "../server/config";
import { backupSocketPath, SNAPSHOT_PATH } from "../server/db/backup-socket";
import { explain, Refusal } from "./db-target";
import type { LibraryImage } from "./library-files";

export { Refusal };

/** The configuration, refused when it names a PostgreSQL server: these scripts are for PGlite. */
export function embeddedConfig(script: string): Config {
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Refusal(
      `DATABASE_URL is set: npm run ${script} is for the embedded database. On PostgreSQL use ` +
        `pg_dump and pg_restore (docs/operations.md, "Backups").`,
    );
  return config;
}

/** PGlite writes postmaster.pid on open and removes it on a clean close. */
export const looksInUse = (dataDir: string) => existsSync(join(dataDir, "postmaster.pid"));
export const hasDatabase = (dataDir: string) => existsSync(join(dataDir, "PG_VERSION"));

/**
 * Asks the server running on dataDir for a snapshot through its backup socket. Undefined when no
 * server listens there (no socket, or one left by a server that has stopped).
 */
export function snapshotFromServer(config: Config): Promise<Buffer | undefined> {
  const socketPath = backupSocketPath(config.BACKUP_DIR, config.DATA_DIR);
  return new Promise((resolve, reject) => {
    const ask = request({ socketPath, path: SNAPSHOT_PATH }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200)
          return reject(new Error(`the server answered ${response.statusCode}: ${body}`));
        const expected = Number(response.headers["content-length"]);
        if (body.length !== expected)
          return reject(new Error(`the server sent ${body.length} of ${expected} bytes`));
        resolve(body);
      });
    });
    ask.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(undefined);
      else reject(new Error(`cannot reach the server on ${socketPath}: ${explain(err)}`));
    });
    ask.end();
  });
}

/** Whether a server listens on the backup socket of DATA_DIR (asks it for nothing). */
export function serverListening(config: Config): Promise<boolean> {
  const socketPath = backupSocketPath(config.BACKUP_DIR, config.DATA_DIR);
  return new Promise((resolve) => {
    const socket = connect(socketPath, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

export const archiveBlob = (archive: Buffer) =>
  new Blob([new Uint8Array(archive)], { type: "application/gzip" });

/** What an archive holds that the scripts report and act on. */
export interface ArchiveContents {
  /** Migrations applied. */
  migrations: number;
  /** The image library's photographs, whose files live beside the database (MEDIA_DIR). */
  images: LibraryImage[];
}

/** Opens a database from the archive (in memory, or into dataDir) and reads what it holds. */
export async function loadArchive(archive: Buffer, dataDir?: string): Promise<ArchiveContents> {
  const database = new PGlite({ dataDir, loadDataDir: archiveBlob(archive) });
  try {
    await database.waitReady;
    const result = await database.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    // An archive made before the image library (migration 0010) has none.
    const library = await database.query<{ exists: boolean }>(
      "select to_regclass('public.media_images') is not null as exists",
    );
    const images = library.rows[0]?.exists
      ? (
          await database.query<LibraryImage>(
            `select id, widths, jpeg_width as "jpegWidth" from media_images order by id`,
          )
        ).rows
      : [];
    return { migrations: result.rows[0]?.n ?? 0, images };
  } catch (err) {
    throw new Refusal(`The archive does not hold this application's database: ${explain(err)}`);
  } finally {
    await database.close().catch(() => undefined);
  }
}

/** A file-name-safe UTC time: 2026-11-23T04-30-00Z. */
export const stamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

export function fail(script: string, err: unknown): never {
  console.error(err instanceof Refusal ? err.message : `npm run ${script} failed: ${explain(err)}`);
  process.exit(1);
}
