// The requests a visitor files and the admin desk works (spec sections 5 and 7): statuses, kinds,
// exports and the desk's date filters.
import { FILTER_ALL } from "./choice";

export const REQUEST_STATUSES = ["pending", "processing", "completed", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
};
/** Also the status assumed when a record has none. */
export const DEFAULT_REQUEST_STATUS: RequestStatus = "pending";
/** Only finished requests may be deleted (the UI hides Delete, the server refuses). */
export const DELETABLE_REQUEST_STATUSES = [
  "completed",
  "cancelled",
] as const satisfies readonly RequestStatus[];

/** The statuses whose change the desk tells the buyer of unless it says otherwise (issue 49). */
export const NOTIFY_BUYER_BY_DEFAULT = [
  "completed",
  "cancelled",
] as const satisfies readonly RequestStatus[];

export function notifiesBuyerByDefault(status: RequestStatus): boolean {
  return (NOTIFY_BUYER_BY_DEFAULT as readonly string[]).includes(status);
}

export function isRequestDeletable(status: string | null | undefined): boolean {
  return (DELETABLE_REQUEST_STATUSES as readonly string[]).includes(
    status ?? DEFAULT_REQUEST_STATUS,
  );
}

/**
 * The request collections; each is also the path segment under /api and /api/exports. Contact
 * messages are worked on the desk like requests (issue 49), under the spec's path, /api/contact.
 */
export const REQUEST_TYPES = [
  "quote-requests",
  "sample-requests",
  "origin-trips",
  "contact",
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/**
 * A pending request with no answer from the desk (no status change, proposal or note) this many
 * hours after it came is overdue (issue 49): the spec's promise of 24 hours, 48 for samples,
 * which ship within 24-48 hours.
 */
export const OVERDUE_AFTER_HOURS: Record<RequestType, number> = {
  "quote-requests": 24,
  "sample-requests": 48,
  "origin-trips": 24,
  contact: 24,
};

export const EXPORT_FORMATS = ["csv", "excel"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: "csv", excel: "xlsx" };

/** Admin list date filters: today, last 7 days, last month, last 3 months. */
export const ADMIN_DATE_FILTERS = [FILTER_ALL, "today", "week", "month", "quarter"] as const;
export type AdminDateFilter = (typeof ADMIN_DATE_FILTERS)[number];
