// npm run db:restore -- <file> [--force]
// Restores a db:backup archive into DATA_DIR for the embedded database. The server must be
// stopped. A DATA_DIR that holds anything is left alone unless --force, which moves it aside
// (DATA_DIR.replaced-<time>) rather than deleting it; if the archive fails to load, it is put back.
// The photographs of the images it holds are copied from media/ beside the archive into MEDIA_DIR.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pluralize } from "./db-target";
import { copyLibrary, libraryBeside, libraryReport } from "./library-files";
import {
  embeddedConfig,
  fail,
  loadArchive,
  type ArchiveContents,
  looksInUse,
  Refusal,
  serverListening,
  stamp,
} from "./pglite-archive";

const USAGE = `Usage: npm run db:restore -- <file> [--force]

Restores a db:backup archive (.tar.gz) into DATA_DIR. Stop the server first. A DATA_DIR that is
not empty is refused unless --force, which moves it to DATA_DIR.replaced-<time> (delete that
folder yourself once the restored database serves). The image library's photographs are copied
from media/ beside <file> into MEDIA_DIR. For PostgreSQL use pg_restore: see docs/operations.md.`;

async function main(args: string[]) {
  if (args.includes("--help") || args.includes("-h")) return console.log(USAGE);
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  if (rest.length !== 1 || rest[0]!.startsWith("-"))
    throw new Refusal(
      rest.length === 0
        ? `Name the archive to restore.\n\n${USAGE}`
        : `Unknown option ${rest.join(" ")}\n\n${USAGE}`,
    );
  const file = rest[0]!;
  const config = embeddedConfig("db:restore");
  const dataDir = config.DATA_DIR;
  if (!existsSync(file)) throw new Refusal(`No such file: ${file}`);

  if (await serverListening(config))
    throw new Refusal(`The server is running on ${dataDir}: stop it, then restore.`);
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !force)
    throw new Refusal(
      `${dataDir} is not empty${looksInUse(dataDir) ? " and may be in use (postmaster.pid)" : ""}: ` +
        `stop the server, then restore with --force to move the current contents aside.`,
    );

  const archive = readFileSync(file);
  const aside = occupied ? `${resolve(dataDir)}.replaced-${stamp()}` : undefined;
  if (aside) renameSync(dataDir, aside);
  let contents: ArchiveContents;
  try {
    mkdirSync(dataDir, { recursive: true });
    contents = await loadArchive(archive, dataDir);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    if (aside) renameSync(aside, dataDir);
    throw err;
  }
  console.log(
    `Restored ${file} into ${dataDir} (${pluralize(contents.migrations, "migration")} applied).` +
      (aside ? ` The previous contents are in ${aside}.` : ""),
  );
  const { images } = contents;
  if (config.MEDIA_S3_BUCKET) {
    if (images.length > 0)
      console.log(`The image library stays in the bucket ${config.MEDIA_S3_BUCKET}.`);
    return;
  }
  const library = libraryBeside(file);
  const copied = await copyLibrary(images, library, config.MEDIA_DIR);
  process.stdout.write(libraryReport(images, copied, "restored", `into ${config.MEDIA_DIR}`));
}

main(process.argv.slice(2)).catch((err: unknown) => fail("db:restore", err));
