// Proposals in the database: writing one on a quote request (superseding the open one), and the
// buyer's accept, which allocates the lot's bags under the lot's row lock, or decline. Every
// change and the mails it sends commit together (the outbox, decision 014).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Proposal, ProposalView } from "../../../common/contract/proposals";
import {
  oversoldMessage,
  PROPOSAL_CLOSED_MESSAGES,
  proposalQuantityProblem,
  proposalState,
  type ProposalData,
  type ProposalStatus,
} from "../../../common/proposal";
import { bagsOnOffer } from "../../../common/lot-quote";
import type { Db, Tx } from "../../db/client";
import { offers, proposals, quoteRequests, requestEvents } from "../../db/schema";
import { AppError, notFound, validationError } from "../../errors";
import { ADMIN_ACTOR } from "../audit/service";
import type { MailMessage } from "../mail/service";
import { offerRecordOf, type OfferRow } from "../offers/service";
import { newReference, REFERENCE_PREFIXES, referencePattern } from "../requests/reference";

export type ProposalRow = typeof proposals.$inferSelect;
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export const REQUEST_NOT_FOUND = "The request was not found.";
/** Who completed a request by accepting its proposal, in the request's history. */
export const BUYER_ACTOR = "buyer";
export const PROPOSAL_NOT_FOUND = "The proposal was not found.";
export const ALREADY_ACCEPTED =
  "A proposal of this request has been accepted: the request is completed.";

/** What a proposal, its request and its lot say together: what its mails and its page show. */
export interface ProposalContext {
  proposal: ProposalRow;
  request: QuoteRequestRow;
  lot: OfferRow | null;
}

/** A stored proposal as the API answers it: by its reference, its state as of today. */
export function proposalRecordOf(row: ProposalRow, requestReference: string): Proposal {
  const { id: _serial, reference, quoteRequestId: _request, ...fields } = row;
  return {
    ...fields,
    id: reference,
    requestId: requestReference,
    status: proposalState(row),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function proposalViewOf({ proposal, request, lot }: ProposalContext): ProposalView {
  return {
    proposal: proposalRecordOf(proposal, request.reference),
    buyer: { name: `${request.firstName} ${request.lastName}`, company: request.company },
    coffeeName: request.coffeeName,
    // The buyer's page lists the lot's facts; its photographs are on the lot's own page.
    lot: lot ? offerRecordOf({ ...lot, images: [] }) : null,
  };
}

const couldNameQuote = (id: string) => referencePattern(REFERENCE_PREFIXES.quote).test(id);

export async function findQuoteRequest(db: Db, reference: string): Promise<QuoteRequestRow | null> {
  if (!couldNameQuote(reference)) return null;
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.reference, reference));
  return row ?? null;
}

async function lotOf(db: Db, request: QuoteRequestRow, lock: boolean): Promise<OfferRow | null> {
  if (request.offerId === null) return null;
  const query = db.select().from(offers).where(eq(offers.id, request.offerId));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** A request's proposals, oldest first; null when there is no such request. */
export async function listProposals(db: Db, reference: string): Promise<Proposal[] | null> {
  const request = await findQuoteRequest(db, reference);
  if (!request) return null;
  const rows = await db
    .select()
    .from(proposals)
    .where(eq(proposals.quoteRequestId, request.id))
    .orderBy(asc(proposals.createdAt), asc(proposals.id));
  return rows.map((row) => proposalRecordOf(row, request.reference));
}

const hasAccepted = async (db: Db, requestId: number) =>
  (
    await db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.quoteRequestId, requestId), eq(proposals.status, "accepted")))
      .limit(1)
  ).length > 0;

/**
 * Writes a proposal on the request named by `reference`, with the buyer's mail (`letter`, built
 * from the proposal as it will be stored). An open proposal of the same request is superseded
 * (decision 065), and the request is processing. Refuses a quantity the lot does not have (400 on
 * quantityBags) and a request whose proposal was accepted (409). Returns the stored proposal and
 * the mail's outbox id.
 */
export async function createProposal(
  db: Db,
  reference: string,
  data: ProposalData,
  letter: (context: ProposalContext) => Promise<MailMessage>,
  queue: (tx: Tx, message: MailMessage) => Promise<number>,
): Promise<{ proposal: Proposal; outboxId: number }> {
  const request = await findQuoteRequest(db, reference);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const lot = await lotOf(db, request, false);
  if (lot) {
    const problem = proposalQuantityProblem(lot, data.quantityBags);
    if (problem)
      throw validationError(problem, { fields: [{ field: "quantityBags", message: problem }] });
  }
  // Drawn before the insert: the mail and its PDF name it. 40 random bits; a clash fails the insert.
  const proposal: ProposalRow = {
    id: 0,
    reference: newReference(REFERENCE_PREFIXES.proposal),
    quoteRequestId: request.id,
    ...data,
    status: "open",
    acceptedBy: null,
    acceptedAt: null,
    declinedAt: null,
    createdAt: new Date(),
  };
  const message = await letter({ proposal, request, lot });
  return db.transaction(async (tx) => {
    // The request's lock orders two proposals written at once: each supersedes the one before.
    await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, request.id))
      .for("update");
    if (await hasAccepted(tx, request.id))
      throw new AppError(409, "DUPLICATE_RESOURCE", ALREADY_ACCEPTED);
    await tx
      .update(proposals)
      .set({ status: "superseded" })
      .where(and(eq(proposals.quoteRequestId, request.id), eq(proposals.status, "open")));
    const { id: _unset, ...values } = proposal;
    const [stored] = await tx.insert(proposals).values(values).returning();
    await tx
      .update(quoteRequests)
      .set({ status: "processing" })
      .where(eq(quoteRequests.id, request.id));
    // The request's history shows the status the proposal gave it (issue 49).
    await tx.insert(requestEvents).values({
      requestReference: request.reference,
      kind: "status",
      status: "processing",
      actor: ADMIN_ACTOR,
    });
    const outboxId = await queue(tx, message);
    return { proposal: proposalRecordOf(stored!, request.reference), outboxId };
  });
}

/** Why a proposal cannot be answered: 409 once decided or superseded, 410 once expired. */
export function closedProposal(status: Exclude<ProposalStatus, "open">): AppError {
  const message = PROPOSAL_CLOSED_MESSAGES[status];
  return status === "expired"
    ? new AppError(410, "NOT_FOUND", message, { reason: status })
    : new AppError(409, "DUPLICATE_RESOURCE", message, { reason: status });
}

/** The proposal, its request and lot, read together; null when there is none. */
export async function findProposalContext(
  db: Db,
  reference: string,
  lock = false,
): Promise<ProposalContext | null> {
  const query = db.select().from(proposals).where(eq(proposals.reference, reference));
  const [proposal] = lock ? await query.for("update") : await query;
  if (!proposal) return null;
  const [request] = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.id, proposal.quoteRequestId));
  if (!request) return null;
  return { proposal, request, lot: await lotOf(db, request, lock) };
}

/** Locks the proposal (then its lot), and refuses unless it is open and not expired. */
async function openProposal(tx: Tx, reference: string): Promise<ProposalContext> {
  const context = await findProposalContext(tx, reference, true);
  if (!context) throw notFound(PROPOSAL_NOT_FOUND);
  const state = proposalState(context.proposal);
  if (state !== "open") throw closedProposal(state);
  return context;
}

/**
 * The buyer accepts: in one transaction the proposal is locked, then its lot; an acceptance that
 * would sell more bags than remain is refused (409, reason oversold) and changes nothing;
 * otherwise the bags are taken off the lot (sold out at 0), the proposal is accepted by `name`,
 * the request completed, and the mails queued. Two acceptances of one lot wait for each other on
 * the lot's lock, so together they can never oversell it.
 */
export async function acceptProposal(
  db: Db,
  reference: string,
  name: string,
  letters: (context: ProposalContext) => MailMessage[],
  queue: (tx: Tx, messages: MailMessage[]) => Promise<number[]>,
): Promise<{ view: ProposalView; outboxIds: number[]; lotChanged: boolean }> {
  return db.transaction(async (tx) => {
    const context = await openProposal(tx, reference);
    const { proposal, request } = context;
    let lot = context.lot;
    if (lot) {
      const remaining = lot.availability === "sold-out" ? 0 : bagsOnOffer(lot);
      if (remaining < proposal.quantityBags)
        throw new AppError(
          409,
          "DUPLICATE_RESOURCE",
          oversoldMessage(proposal.quantityBags, remaining),
          {
            reason: "oversold",
          },
        );
      const left = remaining - proposal.quantityBags;
      const [allocated] = await tx
        .update(offers)
        .set({
          bagsRemaining: left,
          ...(left === 0 ? { availability: "sold-out" } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(offers.id, lot.id))
        .returning();
      lot = allocated ?? null;
    }
    const [accepted] = await tx
      .update(proposals)
      .set({ status: "accepted", acceptedBy: name, acceptedAt: sql`now()` })
      .where(eq(proposals.id, proposal.id))
      .returning();
    const [completed] = await tx
      .update(quoteRequests)
      .set({ status: "completed" })
      .where(eq(quoteRequests.id, request.id))
      .returning();
    await tx.insert(requestEvents).values({
      requestReference: request.reference,
      kind: "status",
      status: "completed",
      actor: BUYER_ACTOR,
    });
    const after = { proposal: accepted!, request: completed!, lot };
    const outboxIds = await queue(tx, letters(after));
    return { view: proposalViewOf(after), outboxIds, lotChanged: lot !== null };
  });
}

/** The buyer declines: the proposal is declined, the request stays with the desk, sales hear. */
export async function declineProposal(
  db: Db,
  reference: string,
  letters: (context: ProposalContext) => MailMessage[],
  queue: (tx: Tx, messages: MailMessage[]) => Promise<number[]>,
): Promise<{ view: ProposalView; outboxIds: number[] }> {
  return db.transaction(async (tx) => {
    const context = await openProposal(tx, reference);
    const [declined] = await tx
      .update(proposals)
      .set({ status: "declined", declinedAt: sql`now()` })
      .where(eq(proposals.id, context.proposal.id))
      .returning();
    const after = { ...context, proposal: declined! };
    const outboxIds = await queue(tx, letters(after));
    return { view: proposalViewOf(after), outboxIds };
  });
}
