// The words and limits of a sample's feedback form (issue 49, decision 069) that need no zod: the
// buyer's page reads these alone; the form's schema is in common/schemas/sample-feedback.ts.
import { CUP_SCORE_MAX, CUP_SCORE_MIN } from "./terms/offers";

export { CUP_SCORE_MAX, CUP_SCORE_MIN };
export const FEEDBACK_NOTES_MAX_LENGTH = 2000;
/** How long the invitation's link takes an answer, counted from the day it was mailed. */
export const SAMPLE_FEEDBACK_LINK_DAYS = 60;

export const CUP_SCORE_REQUIRED_MESSAGE = "Cup score is required";
export const CUP_SCORE_NUMBER_MESSAGE = "Cup score must be a number";
export const CUP_SCORE_RANGE_MESSAGE = `Cup score must be between ${CUP_SCORE_MIN} and ${CUP_SCORE_MAX}`;

/** A link this server did not sign, or of a sample that is gone or was never invited. */
export const FEEDBACK_LINK_INVALID_MESSAGE =
  "This feedback link is not valid. Please use the link in the email we sent you, or reply to that email.";

/** Why a feedback form takes no answer: it has one, or its link has expired. */
export const FEEDBACK_CLOSED_MESSAGES = {
  answered: "We already have your feedback on this sample. Thank you!",
  expired:
    "This feedback link has expired. Reply to our email and tell us how the sample cupped: we read every answer.",
} as const;

/** A feedback form's state: waiting for the answer, answered, or past its link's days. */
export const FEEDBACK_STATES = ["open", "answered", "expired"] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

/** The last moment an invitation mailed at `invitedAt` takes an answer. */
export function feedbackLinkExpiresAt(invitedAt: Date): Date {
  return new Date(invitedAt.getTime() + SAMPLE_FEEDBACK_LINK_DAYS * 86_400_000);
}
