import { toIsoDate } from "~common/dates";

export const BACKUP_CODES_FILENAME = "abyssinia-admin-backup-codes.txt";

/** The text file of backup codes: what they are for, when they were made, one code a line. */
export function backupCodesText(codes: readonly string[], createdAt: Date = new Date()): string {
  return [
    "Abyssinia Green Coffee - admin backup codes",
    `Created ${toIsoDate(createdAt)}`,
    "",
    "Each code signs you in once when your authenticator app is not at hand.",
    "Keep this file somewhere safe and offline.",
    "",
    ...codes,
    "",
  ].join("\n");
}
