// A sample's feedback in the database (issue 49, decision 069): the invitations the timer claims,
// the buyer's one answer per dispatch, and where the desk reads them (the request's history, the
// lot's desk view).
import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type {
  LotSampleFeedback,
  SampleFeedback,
  SampleFeedbackView,
} from "../../../common/contract/sample-feedback";
import type { FeedbackEntry } from "../../../common/contract/request-timeline";
import {
  FEEDBACK_CLOSED_MESSAGES,
  FEEDBACK_LINK_INVALID_MESSAGE,
  feedbackLinkExpiresAt,
  type FeedbackState,
} from "../../../common/sample-feedback-terms";
import type { SampleFeedbackData } from "../../../common/schemas/sample-feedback";
import type { Db, Tx } from "../../db/client";
import {
  offers,
  quoteRequests,
  sampleDispatches,
  sampleFeedback,
  sampleRequests,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { OfferRow } from "../offers/service";
import { REFERENCE_PREFIXES, referencePattern } from "../requests/reference";

export type SampleRow = typeof sampleRequests.$inferSelect;
export type DispatchRow = typeof sampleDispatches.$inferSelect;
export type FeedbackRow = typeof sampleFeedback.$inferSelect;

/** A dispatched sample whose buyer was invited, with the answer once given. */
export interface FeedbackContext {
  sample: SampleRow;
  dispatch: DispatchRow & { feedbackInvitedAt: Date };
  feedback: FeedbackRow | null;
  /** The reference of the quote request the answer opened, while it exists. */
  quoteReference: string | null;
  lot: OfferRow | null;
}

const couldNameSample = (reference: string) =>
  referencePattern(REFERENCE_PREFIXES.sample).test(reference);

/** How the buyer's screen named the coffee: the lot's name, or what the request chose. */
export function sampleCoffeeName(sample: SampleRow, lot: Pick<OfferRow, "name"> | null): string {
  return (
    lot?.name ??
    [sample.coffeeRegion, sample.coffeeVariety, sample.coffeeProcessing, sample.coffeeGrade]
      .filter(Boolean)
      .join(" ")
  );
}

async function quoteReferenceOf(db: Db, quoteRequestId: number | null): Promise<string | null> {
  if (quoteRequestId === null) return null;
  const [row] = await db
    .select({ reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  return row?.reference ?? null;
}

/**
 * The feedback form of the sample named by `reference`: null when there is no such sample, it was
 * not dispatched, or its buyer was never invited (no link of it went out). `lock` takes the
 * dispatch's row lock, which orders two answers sent at once.
 */
export async function findFeedbackContext(
  db: Db,
  reference: string,
  lock = false,
): Promise<FeedbackContext | null> {
  if (!couldNameSample(reference)) return null;
  const [sample] = await db
    .select()
    .from(sampleRequests)
    .where(eq(sampleRequests.reference, reference));
  if (!sample) return null;
  const query = db
    .select()
    .from(sampleDispatches)
    .where(eq(sampleDispatches.sampleRequestId, sample.id));
  const [dispatch] = lock ? await query.for("update") : await query;
  if (!dispatch?.feedbackInvitedAt) return null;
  const [feedback] = await db
    .select()
    .from(sampleFeedback)
    .where(eq(sampleFeedback.sampleDispatchId, dispatch.id));
  const [lot] =
    sample.offerId === null
      ? []
      : await db.select().from(offers).where(eq(offers.id, sample.offerId));
  return {
    sample,
    dispatch: { ...dispatch, feedbackInvitedAt: dispatch.feedbackInvitedAt },
    feedback: feedback ?? null,
    quoteReference: await quoteReferenceOf(db, feedback?.quoteRequestId ?? null),
    lot: lot ?? null,
  };
}

export function feedbackState(context: FeedbackContext, now: Date): FeedbackState {
  if (context.feedback) return "answered";
  return now > feedbackLinkExpiresAt(context.dispatch.feedbackInvitedAt) ? "expired" : "open";
}

function feedbackRecordOf(row: FeedbackRow, quoteReference: string | null): SampleFeedback {
  return {
    cupScore: row.cupScore,
    notes: row.notes,
    wantsQuote: row.wantsQuote,
    quoteRequestId: quoteReference,
    createdAt: row.createdAt.toISOString(),
  };
}

export function feedbackViewOf(context: FeedbackContext, now = new Date()): SampleFeedbackView {
  const { sample, dispatch, feedback } = context;
  return {
    sampleId: sample.reference,
    coffeeName: sampleCoffeeName(sample, context.lot),
    sampleSize: sample.sampleSize,
    buyer: { name: sample.contactName, company: sample.companyName },
    dispatchedOn: dispatch.dispatchedOn,
    state: feedbackState(context, now),
    expiresAt: feedbackLinkExpiresAt(dispatch.feedbackInvitedAt).toISOString(),
    feedback: feedback ? feedbackRecordOf(feedback, context.quoteReference) : null,
  };
}

/** Why a form takes no answer: 409 once answered, 410 once its link expired. */
function closedForm(state: Exclude<FeedbackState, "open">): AppError {
  const message = FEEDBACK_CLOSED_MESSAGES[state];
  return state === "expired"
    ? new AppError(410, "NOT_FOUND", message, { reason: state })
    : new AppError(409, "DUPLICATE_RESOURCE", message, { reason: state });
}

/**
 * Stores the buyer's answer, once: under the dispatch's lock, refused with 404 for a form that is
 * not there, 409 once answered, 410 once expired, and then nothing changes.
 */
export async function recordFeedback(
  db: Db,
  reference: string,
  data: SampleFeedbackData,
  now = new Date(),
): Promise<FeedbackContext & { feedback: FeedbackRow }> {
  return db.transaction(async (tx) => {
    const context = await findFeedbackContext(tx, reference, true);
    if (!context) throw notFound(FEEDBACK_LINK_INVALID_MESSAGE);
    const state = feedbackState(context, now);
    if (state !== "open") throw closedForm(state);
    const [stored] = await tx
      .insert(sampleFeedback)
      .values({ sampleDispatchId: context.dispatch.id, ...data })
      .onConflictDoNothing()
      .returning();
    if (!stored) throw closedForm("answered");
    return { ...context, feedback: stored };
  });
}

/** Names the quote request an answer's "wants a quote" opened. */
export async function linkFeedbackQuote(
  db: Db,
  feedbackId: number,
  quote: { id: number },
): Promise<void> {
  await db
    .update(sampleFeedback)
    .set({ quoteRequestId: quote.id })
    .where(eq(sampleFeedback.id, feedbackId));
}

export function feedbackEntryOf(
  row: FeedbackRow,
  sampleReference: string,
  quoteReference: string | null,
): FeedbackEntry {
  return {
    kind: "feedback",
    at: row.createdAt.toISOString(),
    sampleRequestId: sampleReference,
    cupScore: row.cupScore,
    notes: row.notes,
    wantsQuote: row.wantsQuote,
    quoteRequestId: quoteReference,
  };
}

const feedbackColumns = {
  feedback: sampleFeedback,
  sampleReference: sampleRequests.reference,
  quoteReference: quoteRequests.reference,
};

/** The history's entry of a sample's feedback, or of the feedback a quote was opened from. */
export async function feedbackEntryFor(
  db: Db,
  of: { sampleRequestId: number } | { quoteRequestId: number },
): Promise<FeedbackEntry | null> {
  const [row] = await db
    .select(feedbackColumns)
    .from(sampleFeedback)
    .innerJoin(sampleDispatches, eq(sampleDispatches.id, sampleFeedback.sampleDispatchId))
    .innerJoin(sampleRequests, eq(sampleRequests.id, sampleDispatches.sampleRequestId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, sampleFeedback.quoteRequestId))
    .where(
      "sampleRequestId" in of
        ? eq(sampleDispatches.sampleRequestId, of.sampleRequestId)
        : eq(sampleFeedback.quoteRequestId, of.quoteRequestId),
    );
  return row ? feedbackEntryOf(row.feedback, row.sampleReference, row.quoteReference) : null;
}

/** The answers given on samples of one lot, newest first (the lot's desk view). */
export async function lotSampleFeedback(db: Db, offerId: number): Promise<LotSampleFeedback[]> {
  const rows = await db
    .select({
      ...feedbackColumns,
      companyName: sampleRequests.companyName,
      contactName: sampleRequests.contactName,
      country: sampleRequests.country,
    })
    .from(sampleFeedback)
    .innerJoin(sampleDispatches, eq(sampleDispatches.id, sampleFeedback.sampleDispatchId))
    .innerJoin(sampleRequests, eq(sampleRequests.id, sampleDispatches.sampleRequestId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, sampleFeedback.quoteRequestId))
    .where(eq(sampleRequests.offerId, offerId))
    .orderBy(desc(sampleFeedback.createdAt), desc(sampleFeedback.id));
  return rows.map((row) => ({
    ...feedbackRecordOf(row.feedback, row.quoteReference),
    sampleId: row.sampleReference,
    companyName: row.companyName,
    contactName: row.contactName,
    country: row.country,
  }));
}

/** Invitations claimed by one pass of the timer, at most this many (the rest wait for the next). */
export const INVITATIONS_PER_PASS = 100;

/**
 * Claims the dispatches due for an invitation: dispatched `afterDays` days ago or more, never
 * invited. Marked invited at `now` in the caller's transaction, which queues their mails; rows
 * another instance is claiming are skipped (SKIP LOCKED), and one it has claimed no longer matches,
 * so N instances invite each buyer once.
 */
export async function claimDueInvitations(
  tx: Tx,
  now: Date,
  afterDays: number,
): Promise<{ sample: SampleRow; dispatch: DispatchRow }[]> {
  const lastDay = new Date(now.getTime() - afterDays * 86_400_000).toISOString().slice(0, 10);
  const due = and(
    isNull(sampleDispatches.feedbackInvitedAt),
    lte(sampleDispatches.dispatchedOn, lastDay),
  );
  const claimable = tx
    .select({ id: sampleDispatches.id })
    .from(sampleDispatches)
    .where(due)
    .orderBy(sampleDispatches.id)
    .limit(INVITATIONS_PER_PASS)
    .for("update", { skipLocked: true });
  const claimed = await tx
    .update(sampleDispatches)
    .set({ feedbackInvitedAt: now })
    .where(and(due, inArray(sampleDispatches.id, claimable)))
    .returning();
  if (claimed.length === 0) return [];
  const samples = await tx
    .select()
    .from(sampleRequests)
    .where(
      inArray(
        sampleRequests.id,
        claimed.map((dispatch) => dispatch.sampleRequestId),
      ),
    );
  const byId = new Map(samples.map((sample) => [sample.id, sample]));
  return claimed.flatMap((dispatch) => {
    const sample = byId.get(dispatch.sampleRequestId);
    return sample ? [{ sample, dispatch }] : [];
  });
}
