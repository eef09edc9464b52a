// A request's history as the desk reads it (issue 49): when it was filed, every mail about it,
// each status change (who, when, whether the buyer was told), the proposals written on it and the
// internal notes, and a sample's dispatch, oldest first.
import { z } from "../zod";
import { REQUEST_STATUSES } from "../constants";
import { MAIL_KINDS, OUTBOX_STATUSES } from "./outbox";
import { proposalRecord } from "./proposals";

const at = z.iso.datetime();

export const filedEntry = z.object({ kind: z.literal("filed"), at });

export const mailEntry = z.object({
  kind: z.literal("mail"),
  at,
  /** The outbox message, as the Outbox tab knows it. */
  mailId: z.number().int(),
  mailKind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  delivery: z.enum(OUTBOX_STATUSES),
});

export const statusEntry = z.object({
  kind: z.literal("status"),
  at,
  status: z.enum(REQUEST_STATUSES),
  actor: z.string(),
  /** Whether the buyer was mailed about it. */
  notified: z.boolean(),
});

export const proposalEntry = z.object({
  kind: z.literal("proposal"),
  at,
  proposal: proposalRecord,
});

export const noteEntry = z.object({
  kind: z.literal("note"),
  at,
  actor: z.string(),
  note: z.string(),
});

/** A sample's dispatch: the courier, its tracking number, and the day it left (yyyy-mm-dd). */
export const dispatchEntry = z.object({
  kind: z.literal("dispatch"),
  at,
  courier: z.string(),
  trackingNumber: z.string(),
  dispatchedOn: z.string(),
});

/**
 * A buyer's feedback on a dispatched sample (decision 069), in the sample's history and, when it
 * asked for a quote, in that quote's: each names the other.
 */
export const feedbackEntry = z.object({
  kind: z.literal("feedback"),
  at,
  sampleRequestId: z.string(),
  cupScore: z.number(),
  notes: z.string().nullable(),
  wantsQuote: z.boolean(),
  quoteRequestId: z.string().nullable(),
});

export const timelineEntry = z.discriminatedUnion("kind", [
  filedEntry,
  mailEntry,
  statusEntry,
  proposalEntry,
  noteEntry,
  dispatchEntry,
  feedbackEntry,
]);
export type TimelineEntry = z.output<typeof timelineEntry>;
export type NoteEntry = z.output<typeof noteEntry>;
export type DispatchEntry = z.output<typeof dispatchEntry>;
export type FeedbackEntry = z.output<typeof feedbackEntry>;
