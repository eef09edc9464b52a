// npm run db:backup [-- <file>]
// A consistent copy of the embedded database (PGlite in DATA_DIR) as a .tar.gz: from the running
// server through its backup socket (server/db/backup-socket.ts), or, when no server runs, by
// opening DATA_DIR here. Either way PGlite's dumpDataDir takes it between two queries. The copy is
// loaded once in memory before it is kept, so a backup that cannot be restored is never reported
// as made. The image library's photographs (MEDIA_DIR) go to the folder `media/` beside the archive
// (scripts/library-files.ts). On PostgreSQL (DATABASE_URL) it refuses and points to pg_dump.
import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pluralize } from "./db-target";
import { copyLibrary, libraryBeside, libraryReport } from "./library-files";
import {
  embeddedConfig,
  fail,
  hasDatabase,
  loadArchive,
  looksInUse,
  Refusal,
  snapshotFromServer,
  stamp,
} from "./pglite-archive";

const USAGE = `Usage: npm run db:backup [-- <file>]

Writes a consistent copy of the embedded database in DATA_DIR to <file> (default:
BACKUP_DIR/pglite-<time>.tar.gz). While the server runs, the server makes the copy; when it is
stopped, this script opens DATA_DIR itself. The image library's photographs in MEDIA_DIR are
copied to media/ beside <file> (only those not there yet). Restore with npm run db:restore -- <file>.
For PostgreSQL (DATABASE_URL) use pg_dump: see docs/operations.md.`;

async function snapshotOfStoppedDatabase(dataDir: string): Promise<Buffer> {
  if (!hasDatabase(dataDir)) throw new Refusal(`No database in ${dataDir}: nothing to back up.`);
  if (looksInUse(dataDir))
    throw new Refusal(
      `${dataDir} is in use (postmaster.pid) but no server answered on the backup socket. ` +
        `If the server runs with another BACKUP_DIR, run db:backup with the server's BACKUP_DIR; ` +
        `if it stopped without closing the database, start it again, then back up.`,
    );
  const database = new PGlite(dataDir);
  try {
    await database.waitReady;
    return Buffer.from(await (await database.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function main(args: string[]) {
  if (args.includes("--help") || args.includes("-h")) return console.log(USAGE);
  const options = args.filter((arg) => arg.startsWith("-"));
  if (options.length > 0 || args.length > 1)
    throw new Refusal(`Unknown option ${args.join(" ")}\n\n${USAGE}`);
  const config = embeddedConfig("db:backup");
  const file = args[0] ?? join(config.BACKUP_DIR, `pglite-${stamp()}.tar.gz`);

  const fromServer = await snapshotFromServer(config);
  const archive = fromServer ?? (await snapshotOfStoppedDatabase(config.DATA_DIR));
  const { migrations, images } = await loadArchive(archive);

  // Written beside its final name, then renamed: a half-written file never carries the name.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, archive, { mode: 0o600 });
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const source = fromServer ? "from the running server" : "(server stopped)";
  console.log(
    `Backed up the embedded database in ${config.DATA_DIR} ${source} to ${file}: ` +
      `${Math.ceil(archive.length / 1024)} KiB, ${pluralize(migrations, "migration")} applied.`,
  );
  // The photographs of the images this copy holds, after it: an image uploaded meanwhile is not
  // in it, and one deleted meanwhile is reported missing.
  if (config.MEDIA_S3_BUCKET) {
    if (images.length > 0)
      console.log(
        `The image library is in the bucket ${config.MEDIA_S3_BUCKET}: back it up there ` +
          `(docs/operations.md, "Backups").`,
      );
    return;
  }
  const library = libraryBeside(file);
  const copied = await copyLibrary(images, config.MEDIA_DIR, library);
  process.stdout.write(libraryReport(images, copied, "copied", `to ${library}`));
}

main(process.argv.slice(2)).catch((err: unknown) => fail("db:backup", err));
