import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Who did it: the one administrator, or the caller's IP for a refused sign-in. */
export const ADMIN_ACTOR = "admin";

export type AuditAction =
  | "login.success"
  | "login.failure"
  | "logout"
  | "mfa.setup"
  | "mfa.enable"
  | "mfa.disable"
  | "create"
  | "update"
  | "delete"
  | "status.change"
  | "note.add"
  | "export"
  | "mail.retry";

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  /** The table or collection acted on: "offers", "news-events", "quote-requests", "admin", ... */
  entity: string;
  entityId?: string | number | null;
  /** What changed, never a password, code or secret. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}
