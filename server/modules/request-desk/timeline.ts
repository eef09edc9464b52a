// A request's history, read from where each part already lives: its row (filed), the outbox
// (mails about it, by its reference), request_events (status changes and notes), for a quote its
// proposals, for a sample its dispatch, and the buyer's feedback on a sample (in the sample's
// history, and in that of the quote it asked for).
import { asc, eq } from "drizzle-orm";
import type { RequestType } from "../../../common/constants";
import type { MailKind, OutboxStatus } from "../../../common/contract/outbox";
import type { NoteEntry, TimelineEntry } from "../../../common/contract/request-timeline";
import type { Db } from "../../db/client";
import { buyers, outbox, requestEvents } from "../../db/schema";
import { listProposals } from "../proposals/service";
import { dispatchEntryOf, findDispatch } from "../sample-dispatch/service";
import { feedbackEntryFor } from "../sample-feedback/service";
import { namedByReference } from "../requests/reference";
import { findRequest, type RequestRecordRow } from "./service";

type EventRow = typeof requestEvents.$inferSelect;

/** A stored note as the timeline shows it. */
export function noteEntryOf(row: EventRow): NoteEntry {
  return { kind: "note", at: row.createdAt.toISOString(), actor: row.actor, note: row.note ?? "" };
}

function eventEntry(row: EventRow): TimelineEntry {
  if (row.kind === "note" || row.status === null) return noteEntryOf(row);
  return {
    kind: "status",
    at: row.createdAt.toISOString(),
    status: row.status,
    actor: row.actor,
    notified: row.notified,
  };
}

/** When the request was received, whatever the collection names that column. */
export function receivedAtOf(row: { createdAt: Date } | { submittedAt: Date }): Date {
  return "submittedAt" in row ? row.submittedAt : row.createdAt;
}

/** The request with its history, oldest first; null when none has that reference. */
export async function requestTimeline(
  db: Db,
  type: RequestType,
  id: string,
): Promise<
  | (RequestRecordRow & {
      timeline: TimelineEntry[];
      buyer: { id: number; companyName: string } | null;
    })
  | null
> {
  const row = await findRequest(db, type, id);
  if (!row) return null;
  const [mails, events, proposals] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(eq(outbox.requestReference, id))
      .orderBy(asc(outbox.id)),
    db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestReference, id))
      .orderBy(asc(requestEvents.id)),
    type === "quote-requests" ? listProposals(db, id) : Promise.resolve([]),
  ]);
  const dispatch = type === "sample-requests" ? await findDispatch(db, row.id) : null;
  // A sample's feedback, or the feedback a quote was opened from (decision 069).
  const feedback =
    type === "sample-requests"
      ? await feedbackEntryFor(db, { sampleRequestId: row.id })
      : type === "quote-requests"
        ? await feedbackEntryFor(db, { quoteRequestId: row.id })
        : null;
  const entries: TimelineEntry[] = [
    { kind: "filed", at: receivedAtOf(row).toISOString() },
    // Before the mails: the dispatch and its notice share a moment, the dispatch came first.
    ...(dispatch ? [dispatchEntryOf(dispatch)] : []),
    ...mails.map((mail): TimelineEntry => ({
      kind: "mail",
      at: mail.createdAt.toISOString(),
      mailId: mail.id,
      mailKind: mail.kind as MailKind,
      recipient: mail.recipient,
      subject: mail.subject,
      delivery: mail.status as OutboxStatus,
    })),
    ...events.map(eventEntry),
    ...(feedback ? [feedback] : []),
    ...(proposals ?? []).map((proposal): TimelineEntry => ({
      kind: "proposal",
      at: proposal.createdAt,
      proposal,
    })),
  ];
  // A stable sort: what happened in one transaction keeps the order it is listed in above.
  const timeline = entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const [buyer] = row.buyerId
    ? await db
        .select({ id: buyers.id, companyName: buyers.companyName })
        .from(buyers)
        .where(eq(buyers.id, row.buyerId))
    : [];
  return { ...namedByReference(row), timeline, buyer: buyer ?? null };
}
