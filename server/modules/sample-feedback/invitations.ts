// The invitation to a sample's feedback form (issue 49, decision 069): SAMPLE_FEEDBACK_AFTER_DAYS
// after a sample's dispatch day, the buyer gets a mail with the form's signed link. A timer on
// every instance looks every few minutes; the dispatches it claims (marked invited in the claim's
// transaction, which queues their mails) are no longer due for another, so each buyer is invited
// once however many instances run, and a claimed invitation always has its mail.
import type { FastifyBaseLogger } from "fastify";
import { SAMPLE_FEEDBACK_LINK_DAYS } from "../../../common/sample-feedback-terms";
import type { Db } from "../../db/client";
import { runPeriodically, type PeriodicCheck } from "../../periodic";
import { compose, type MailContent } from "../mail/letter";
import type { MailService } from "../mail/service";
import type { ReferenceLinks } from "../requests/reference-links";
import { claimDueInvitations, type DispatchRow, type SampleRow } from "./service";

/** How often the timer looks for dispatches due for an invitation. */
export const INVITATION_CHECK_INTERVAL_MS = 10 * 60_000;

export function feedbackInvitation(
  sample: SampleRow,
  dispatch: DispatchRow,
  formPage: string,
  foot: readonly string[] | undefined,
): MailContent {
  return compose({
    subject: `How did your sample ${sample.reference} cup?`,
    paragraphs: [
      `Dear ${sample.contactName},`,
      `Your ${sample.sampleSize} sample (reference ${sample.reference}) left us on ${dispatch.dispatchedOn} with ${dispatch.courier}. We hope it has reached your cupping table.`,
      "Tell us how it cupped: your score, a few notes, and whether you would like a quote for this coffee. It takes two minutes, and our sales team reads every answer.",
    ],
    sections: [],
    action: { label: "Give your feedback", href: formPage },
    closing: [
      `The link works for ${SAMPLE_FEEDBACK_LINK_DAYS} days. Any question? Reply to this email: it reaches our sales team directly.`,
    ],
    foot,
  });
}

export interface FeedbackInvitationDeps {
  db: Db;
  mail: Pick<MailService, "queueAllIn" | "sendLater">;
  links: ReferenceLinks;
  afterDays: number;
  /** The Reply-To and mail foot of the house, as set in the desk now. */
  house: () => Promise<{ replyTo: string; foot: readonly string[] | undefined }>;
  log: FastifyBaseLogger;
  /** The time now; a test gives its own clock. */
  now?: () => Date;
}

/** Invites every buyer whose sample is due and not yet invited; answers how many were. */
export async function sendFeedbackInvitations(deps: FeedbackInvitationDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  const { replyTo, foot } = await deps.house();
  const ids = await deps.db.transaction(async (tx) => {
    const due = await claimDueInvitations(tx, now, deps.afterDays);
    if (due.length === 0) return [];
    return deps.mail.queueAllIn(
      tx,
      due.map(({ sample, dispatch }) => ({
        ...feedbackInvitation(sample, dispatch, deps.links.page(sample.reference), foot),
        to: sample.email,
        replyTo,
        kind: "feedback-invitation",
        requestReference: sample.reference,
      })),
    );
  });
  if (ids.length > 0) deps.mail.sendLater(ids, deps.log);
  return ids.length;
}

/**
 * The invitations' timer: checks at once, then every INVITATION_CHECK_INTERVAL_MS. `stop()` clears
 * it and waits for a check under way.
 */
export function startFeedbackInvitations(deps: FeedbackInvitationDeps): PeriodicCheck {
  return runPeriodically(
    INVITATION_CHECK_INTERVAL_MS,
    () => sendFeedbackInvitations(deps),
    (err) => deps.log.error({ err }, "sample feedback invitations: check failed"),
  );
}
