// Mail that has not reached the mail server yet, where the administrator sees it at once: a
// badge on the Outbox tab and a notice in the header that opens the tab.
import { MailWarning } from "lucide-react";
import { undeliveredText } from "../outbox/outbox-labels";

export function OutboxTabLabel({ undelivered }: { undelivered: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      Outbox
      {undelivered > 0 ? (
        <>
          <span
            aria-hidden
            className="tabular inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-soldout px-1.5 text-xs font-bold text-white"
          >
            {undelivered}
          </span>
          {/* The badge's figure is hidden from screen readers; the tab's name reads "Outbox, 2
              undelivered messages", the comma keeping the words apart. */}
          <span className="sr-only">{`, ${undeliveredText(undelivered)}`}</span>
        </>
      ) : null}
    </span>
  );
}

export function UndeliveredNotice({ count, onOpen }: { count: number; onOpen: () => void }) {
  if (count === 0) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full bg-red-50 px-3 text-sm font-semibold text-red-900 ring-1 ring-inset ring-red-600/20 transition hover:bg-red-100"
    >
      <MailWarning className="h-4 w-4" aria-hidden />
      {undeliveredText(count)}
    </button>
  );
}
