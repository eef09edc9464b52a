// Requests waiting past the promised answer (issue 49), counted where the administrator looks
// first: a notice in the header that opens the first tab holding one.
import { Clock } from "lucide-react";
import { REQUEST_TYPES, type RequestType } from "~common/constants";

export function overdueText(count: number): string {
  return `${count} overdue ${count === 1 ? "request" : "requests"}`;
}

export function OverdueNotice({
  counts,
  onOpen,
}: {
  /** Overdue requests per collection, as far as its list has been read. */
  counts: Partial<Record<RequestType, number>>;
  onOpen: (type: RequestType) => void;
}) {
  const total = REQUEST_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
  const first = REQUEST_TYPES.find((type) => (counts[type] ?? 0) > 0);
  if (!first) return null;
  return (
    <button
      type="button"
      onClick={() => onOpen(first)}
      className="inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full bg-yellow-50 px-3 text-sm font-semibold text-yellow-900 ring-1 ring-inset ring-yellow-600/30 transition hover:bg-yellow-100"
    >
      <Clock className="h-4 w-4" aria-hidden />
      {overdueText(total)}
    </button>
  );
}
