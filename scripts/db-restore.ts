// npm run db:restore -- <file> [--force]
// Restores a db:backup archive into DATA_DIR for the embedded database. The server must be
// stopped. A DATA_DIR that holds anything is left alone unless --force, which moves it aside
// (DATA_DIR.replaced-<time>) rather than deleting it; if the archive fails to load, it is put back.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pluralize } from "./db-target";
import {
  embeddedConfig,
  fail,
  loadArchive,
  looksInUse,
  Refusal,
  serverListening,
  stamp,
} from "./pglite-archive";

const USAGE = `Usage: npm run db:restore -- <file> [--force]

Restores a db:backup archive (.tar.gz) into DATA_DIR. Stop the server first. A DATA_DIR that is
not empty is refused unless --force, which moves it to DATA_DIR.replaced-<time> (delete that
folder yourself once the restored database serves). For PostgreSQL use pg_restore: see
docs/operations.md.`;

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
  let migrations: number;
  try {
    mkdirSync(dataDir, { recursive: true });
    migrations = await loadArchive(archive, dataDir);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    if (aside) renameSync(aside, dataDir);
    throw err;
  }
  console.log(
    `Restored ${file} into ${dataDir} (${pluralize(migrations, "migration")} applied).` +
      (aside ? ` The previous contents are in ${aside}.` : ""),
  );
}

main(process.argv.slice(2)).catch((err: unknown) => fail("db:restore", err));
