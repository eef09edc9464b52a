import type { BadgeTone } from "~/components/ui/badge";
import type { MailKind, OutboxStatus } from "~common/contract/outbox";

export const KIND_LABELS: Record<MailKind, string> = {
  "sales-note": "Note to sales",
  confirmation: "Confirmation to visitor",
  "newsletter-confirmation": "Newsletter sign-up",
  newsletter: "Newsletter",
  proposal: "Proposal to buyer",
  "status-notice": "Status notice to buyer",
  "overdue-digest": "Overdue digest to sales",
  "dispatch-notice": "Dispatch notice to buyer",
  "feedback-invitation": "Sample feedback invitation to buyer",
};

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
};

export const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: "yellow",
  sent: "green",
  failed: "red",
};

/** "3 undelivered messages": the header's notice and the tab's accessible count. */
export function undeliveredText(count: number): string {
  return `${count} undelivered ${count === 1 ? "message" : "messages"}`;
}
