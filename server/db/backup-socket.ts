// How `npm run db:backup` copies the embedded database while the server runs. PGlite lets one
// process open DATA_DIR, so the running server makes the copy itself (PGlite's dumpDataDir, taken
// between two queries: one moment of the database) and hands it over a Unix socket in BACKUP_DIR.
// Nothing new listens on the network; who may write to BACKUP_DIR may ask for a copy.
import type { FastifyBaseLogger } from "fastify";
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { relative, resolve } from "node:path";
import type { Database } from "./client";

/** The one path db:backup asks for. */
export const SNAPSHOT_PATH = "/pglite.tar.gz";

/**
 * The socket of the server whose database lives in dataDir: named after that directory, so two
 * servers sharing a BACKUP_DIR never answer for each other. Unix socket paths are short (about 100
 * bytes), so the shorter of the absolute and the relative path is used.
 */
export function backupSocketPath(backupDir: string, dataDir: string): string {
  const id = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 16);
  const absolute = resolve(backupDir, `.pglite-${id}.sock`);
  const fromHere = relative(process.cwd(), absolute);
  return fromHere.length < absolute.length ? fromHere : absolute;
}

/** Serves snapshots of the embedded database on the backup socket; close() removes the socket. */
export async function serveBackups(
  database: Database,
  options: { backupDir: string; dataDir: string; log: FastifyBaseLogger },
): Promise<{ close(): Promise<void> }> {
  const dump = database.dumpDataDir?.bind(database);
  if (!dump) throw new Error("only the embedded database is backed up through the server");
  mkdirSync(options.backupDir, { recursive: true, mode: 0o700 });
  const socketPath = backupSocketPath(options.backupDir, options.dataDir);
  // A socket left by a crashed server would refuse the listen.
  rmSync(socketPath, { force: true });

  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== SNAPSHOT_PATH) {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dump()
      .then(async (snapshot) => {
        const body = Buffer.from(await snapshot.arrayBuffer());
        response
          .writeHead(200, { "content-type": "application/gzip", "content-length": body.length })
          .end(body);
        options.log.info(
          { bytes: body.length, ms: Date.now() - started },
          "backup: database snapshot sent to db:backup",
        );
      })
      .catch((err: unknown) => {
        options.log.error({ err }, "backup: database snapshot failed");
        response.writeHead(500, { "content-type": "text/plain" }).end(String(err));
      });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(socketPath, () => done());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(socketPath, { force: true });
      }),
  };
}
