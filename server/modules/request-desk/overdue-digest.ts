// The daily digest of overdue requests to SALES_EMAIL (issue 49). A timer checks every few minutes;
// from DIGEST_HOUR_UTC on, the first instance to claim the day (a row in overdue_digests) queues
// the digest in the claim's transaction, so that N instances send it once a day, and a digest is
// never claimed without its mail.
import type { FastifyBaseLogger } from "fastify";
import { REQUEST_TYPES, type RequestType } from "../../../common/constants";
import type { Db } from "../../db/client";
import { runPeriodically, type PeriodicCheck } from "../../periodic";
import { overdueDigests } from "../../db/schema";
import { compose, type Line, type MailContent } from "../mail/letter";
import type { MailService } from "../mail/service";
import { buyerOf } from "../mail/status-notices";
import type { RequestRow } from "./collections";
import { overdueRequests } from "./overdue";
import { receivedAtOf } from "./timeline";

/** 06:00 UTC: 09:00 in Addis Ababa, before the working day in Washington D.C. */
export const DIGEST_HOUR_UTC = 6;
/** How often the timer looks whether today's digest is due. */
export const DIGEST_CHECK_INTERVAL_MS = 10 * 60_000;

const COLLECTION_TITLES: Record<RequestType, string> = {
  "quote-requests": "Quote requests",
  "sample-requests": "Sample requests",
  "origin-trips": "Origin trip requests",
  contact: "Contact messages",
};

export type OverdueByType = Record<RequestType, RequestRow[]>;

const hoursWaiting = (row: RequestRow, now: Date) =>
  Math.floor((now.getTime() - receivedAtOf(row).getTime()) / 3_600_000);

export function overdueDigestMail(
  overdue: OverdueByType,
  now: Date,
  publicUrl: string | undefined,
): MailContent {
  const total = REQUEST_TYPES.reduce((sum, type) => sum + overdue[type].length, 0);
  const day = now.toISOString().slice(0, 10);
  return compose({
    subject: `Overdue requests on ${day}: ${total} waiting for an answer`,
    paragraphs: [
      `${total} ${total === 1 ? "request has" : "requests have"} waited past the promised answer (24 hours, 48 for samples) with no word from the desk.`,
    ],
    sections: REQUEST_TYPES.filter((type) => overdue[type].length > 0).map((type) => ({
      title: COLLECTION_TITLES[type],
      lines: overdue[type].map((row): Line => [
        row.reference,
        `${buyerOf(row).name}, waiting ${hoursWaiting(row, now)} hours`,
      ]),
    })),
    action: publicUrl ? { label: "Open the admin panel", href: `${publicUrl}/admin` } : null,
  });
}

export interface OverdueDigestDeps {
  db: Db;
  mail: Pick<MailService, "queueIn" | "sendLater">;
  salesEmail: string;
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
  /** The time now; a test gives its own clock. */
  now?: () => Date;
}

export type DigestOutcome = "too-early" | "already-claimed" | "nothing-overdue" | "sent";

/** Sends today's digest if it is due and no instance has claimed it yet. */
export async function sendOverdueDigest(deps: OverdueDigestDeps): Promise<DigestOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return "too-early";
  const day = now.toISOString().slice(0, 10);
  const outcome = await deps.db.transaction(async (tx) => {
    const overdue = Object.fromEntries(
      await Promise.all(
        REQUEST_TYPES.map(async (type) => [type, await overdueRequests(tx, type, now)] as const),
      ),
    ) as OverdueByType;
    const total = REQUEST_TYPES.reduce((sum, type) => sum + overdue[type].length, 0);
    const claimed = await tx
      .insert(overdueDigests)
      .values({ day, requests: total })
      .onConflictDoNothing()
      .returning({ day: overdueDigests.day });
    if (claimed.length === 0) return { kind: "already-claimed" as const };
    if (total === 0) return { kind: "nothing-overdue" as const };
    const id = await deps.mail.queueIn(tx, {
      ...overdueDigestMail(overdue, now, deps.publicUrl),
      to: deps.salesEmail,
      kind: "overdue-digest",
    });
    return { kind: "sent" as const, id };
  });
  if (outcome.kind === "sent") deps.mail.sendLater([outcome.id], deps.log);
  return outcome.kind;
}

/**
 * The digest's timer: checks at once, then every DIGEST_CHECK_INTERVAL_MS. `stop()` clears it and
 * waits for a check under way.
 */
export function startOverdueDigest(deps: OverdueDigestDeps): PeriodicCheck {
  return runPeriodically(
    DIGEST_CHECK_INTERVAL_MS,
    () => sendOverdueDigest(deps),
    (err) => deps.log.error({ err }, "overdue digest: check failed"),
  );
}
