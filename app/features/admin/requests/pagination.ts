// Paging of the admin tables (spec section 9): 15 rows a page, a window of 5 page links with
// ellipses, and the 'Showing x to y of z entries' line.
import { ADMIN_PAGE_SIZE, PAGINATION_WINDOW } from "~common/constants";

export type PageLink = { kind: "page"; page: number } | { kind: "ellipsis"; key: "start" | "end" };

export function pageCount(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page number inside 1..pages (a filter may shrink the list under the current page). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

export function pageSlice<T>(
  items: readonly T[],
  page: number,
  pageSize: number = ADMIN_PAGE_SIZE,
): T[] {
  const start = (clampPage(page, pageCount(items.length, pageSize)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * Up to `size` consecutive page links centred on the current page; the first and last pages stay
 * reachable, with an ellipsis standing for any pages skipped between them and the window.
 */
export function paginationWindow(
  current: number,
  pages: number,
  size: number = PAGINATION_WINDOW,
): PageLink[] {
  const total = Math.max(1, pages);
  const page = clampPage(current, total);
  const span = Math.min(size, total);
  const first = Math.min(Math.max(1, page - Math.floor(span / 2)), total - span + 1);
  const last = first + span - 1;
  const links: PageLink[] = [];
  if (first > 1) {
    links.push({ kind: "page", page: 1 });
    if (first > 2) links.push({ kind: "ellipsis", key: "start" });
  }
  for (let n = first; n <= last; n += 1) links.push({ kind: "page", page: n });
  if (last < total) {
    if (last < total - 1) links.push({ kind: "ellipsis", key: "end" });
    links.push({ kind: "page", page: total });
  }
  return links;
}

/** 'Showing x to y of z entries' for the given page (0 to 0 when empty). */
export function entriesSummary(
  page: number,
  total: number,
  pageSize: number = ADMIN_PAGE_SIZE,
): string {
  if (total === 0) return "Showing 0 to 0 of 0 entries";
  const current = clampPage(page, pageCount(total, pageSize));
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return `Showing ${from} to ${to} of ${total} entries`;
}
