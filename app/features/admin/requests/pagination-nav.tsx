import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { ADMIN_PAGE_SIZE } from "~common/constants";
import { clampPage, entriesSummary, pageCount, paginationWindow } from "./pagination";

/** Previous, a window of page links, Next: the paging of every admin table. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const linkClass =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold transition";
  return (
    <nav aria-label="Pagination" className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
        className={cn(linkClass, "text-muted hover:bg-light disabled:opacity-40")}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
      </button>
      {paginationWindow(page, pages).map((link) =>
        link.kind === "ellipsis" ? (
          <span key={link.key} aria-hidden className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={link.page}
            type="button"
            onClick={() => onPage(link.page)}
            aria-label={`Page ${link.page}`}
            aria-current={link.page === page ? "page" : undefined}
            className={cn(
              linkClass,
              "tabular",
              link.page === page ? "bg-primary text-white" : "text-ink hover:bg-light",
            )}
          >
            {link.page}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        aria-label="Next page"
        className={cn(linkClass, "text-muted hover:bg-light disabled:opacity-40")}
      >
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}

/** Under an admin table: 'Showing x to y of z entries' and the page links. */
export function PageFooter({
  page,
  total,
  pageSize = ADMIN_PAGE_SIZE,
  onPage,
}: {
  page: number;
  total: number;
  pageSize?: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="tabular text-sm text-muted" aria-live="polite">
        {entriesSummary(page, total, pageSize)}
      </p>
      <Pagination page={clampPage(page, pages)} pages={pages} onPage={onPage} />
    </div>
  );
}
