// The admin request tables' search, status and date filters (spec sections 5 and 9), kept pure so
// they can be tested without a browser.
import {
  DEFAULT_REQUEST_STATUS,
  FILTER_ALL,
  type AdminDateFilter,
  type RequestStatus,
} from "~common/constants";

export type StatusFilter = typeof FILTER_ALL | RequestStatus;

export interface RequestFilters {
  query: string;
  status: StatusFilter;
  dateRange: AdminDateFilter;
}

export const NO_REQUEST_FILTERS: RequestFilters = {
  query: "",
  status: FILTER_ALL,
  dateRange: FILTER_ALL,
};

/** How a table reads the fields the filters look at. */
export interface FilterableRecord<R> {
  searchText: (record: R) => readonly (string | number | null | undefined)[];
  receivedAt: (record: R) => string;
  status: (record: R) => string | null | undefined;
}

/**
 * The earliest moment a record may have to pass the date filter: the start of today (local time),
 * 7 days ago, one calendar month ago or three calendar months ago; null for 'all'.
 */
export function dateWindowStart(range: AdminDateFilter, now: Date): Date | null {
  const start = new Date(now);
  switch (range) {
    case "today":
      start.setHours(0, 0, 0, 0);
      return start;
    case "week":
      start.setDate(start.getDate() - 7);
      return start;
    case "month":
      start.setMonth(start.getMonth() - 1);
      return start;
    case "quarter":
      start.setMonth(start.getMonth() - 3);
      return start;
    default:
      return null;
  }
}

/** Case-insensitive substring match of the trimmed query over any of the fields; a blank query matches. */
export function matchesSearch(
  fields: readonly (string | number | null | undefined)[],
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some(
    (field) =>
      field !== null && field !== undefined && String(field).toLowerCase().includes(needle),
  );
}

export function filterRequests<R>(
  records: readonly R[],
  filters: RequestFilters,
  read: FilterableRecord<R>,
  now: Date = new Date(),
): R[] {
  const since = dateWindowStart(filters.dateRange, now)?.getTime() ?? null;
  return records.filter((record) => {
    if (
      filters.status !== FILTER_ALL &&
      (read.status(record) ?? DEFAULT_REQUEST_STATUS) !== filters.status
    )
      return false;
    if (since !== null) {
      const received = Date.parse(read.receivedAt(record));
      if (Number.isNaN(received) || received < since) return false;
    }
    return matchesSearch(read.searchText(record), filters.query);
  });
}

/** Newest first by the date each request was received; unreadable dates go last. */
export function newestFirst<R>(records: readonly R[], receivedAt: (record: R) => string): R[] {
  const time = (record: R) => {
    const value = Date.parse(receivedAt(record));
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...records].sort((a, b) => time(b) - time(a));
}
