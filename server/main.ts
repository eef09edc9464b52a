import { Redis } from "ioredis";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { serveBackups } from "./db/backup-socket";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { bootstrapAdminPassword } from "./modules/auth/password";
import { developMissingWidths } from "./modules/media/missing-widths";
import { startOverdueDigest } from "./modules/request-desk/overdue-digest";
import { startSampleFeedbackInvitations } from "./modules/sample-feedback/routes";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
});
await database.migrate();
// A generated first password goes to stdout once, never through the JSON log.
await bootstrapAdminPassword(database.db, config, (text) => process.stdout.write(text));
const redis = config.REDIS_URL
  ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
  : undefined;
// In `npm run dev` Vite serves the client and this process only the API.
const app = await buildApp({
  config,
  database,
  redis,
  serveClient: process.env.SERVE_CLIENT !== "false",
});

if (await seedIfEmpty(database.db))
  app.log.info("empty database: seeded the catalog, offers, partners and news");

// The daily digest of overdue requests to the sales team; each instance checks, one sends.
const overdueDigest = startOverdueDigest({
  db: database.db,
  mail: app.mail,
  salesEmail: config.SALES_EMAIL,
  publicUrl: config.PUBLIC_URL?.replace(/\/$/, ""),
  log: app.log,
});
// The invitations to a dispatched sample's feedback form; each instance checks, one invites.
const feedbackInvitations = await startSampleFeedbackInvitations(app);

// Photographs developed before a width the library makes now get it, beside the requests.
const stopWidths = new AbortController();
const missingWidths = developMissingWidths({
  db: database.db,
  store: app.mediaStore,
  log: app.log,
  invalidateCaches: () => app.invalidateCaches(),
  signal: stopWidths.signal,
}).catch((err: unknown) => app.log.warn({ err }, "media: could not check for missing widths"));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await overdueDigest.stop();
    await feedbackInvitations.stop();
    stopWidths.abort();
    await missingWidths;
    await app.close();
    await backups?.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, "shutdown failed");
    process.exit(1);
  }
}
// npm run db:backup asks this process for a copy: no second process may open the embedded database.
let backups: { close(): Promise<void> } | undefined;
if (database.kind === "pglite") {
  try {
    backups = await serveBackups(database, {
      backupDir: config.BACKUP_DIR,
      dataDir: config.DATA_DIR,
      log: app.log,
    });
  } catch (err) {
    app.log.warn({ err }, `backup: cannot listen in ${config.BACKUP_DIR}; db:backup will refuse`);
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `database: ${database.kind}${database.kind === "pglite" ? ` in ${config.DATA_DIR}` : ""}`,
);
app.log.info(
  `image library: ${config.MEDIA_S3_BUCKET ? `bucket ${config.MEDIA_S3_BUCKET}` : `folder ${config.MEDIA_DIR}`}`,
);
