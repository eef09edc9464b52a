import { Eye, RefreshCw, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { userMessage } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { FILTER_ALL } from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import type { OutboxMessageSummary, OutboxStatus } from "~common/contract/outbox";
import { AdminCard } from "../admin-card";
import {
  useOutboxCounts,
  useOutboxPage,
  useRefreshOutbox,
  useRetryOutboxMessage,
} from "../api/outbox";
import { failureMessage } from "../failure-message";
import { formatDateTime } from "../format";
import { PageFooter } from "../requests/pagination-nav";
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES, undeliveredText } from "./outbox-labels";
import { OutboxMessageDialog } from "./outbox-message-dialog";

type StatusFilter = OutboxStatus | typeof FILTER_ALL;

/** Columns that fold away on narrower screens keep the table readable down to a laptop. */
const COLUMNS = [
  { header: "Queued", className: "hidden xl:table-cell" },
  { header: "Recipient" },
  { header: "Subject" },
  { header: "Status" },
  { header: "Last error", className: "hidden lg:table-cell" },
  { header: "Sent / next try", className: "hidden xl:table-cell" },
  { header: "Actions", className: "text-right" },
];

const statusOptions = [
  { value: FILTER_ALL, label: "All messages" },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** Every mail the site has queued: what waits, what went, what gave up and why; retry and read. */
export default function OutboxTab() {
  const [status, setStatus] = useState<StatusFilter>(FILTER_ALL);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = useOutboxPage(status === FILTER_ALL ? undefined : status, page);
  const counts = useOutboxCounts();
  const refresh = useRefreshOutbox();
  const retry = useRetryOutboxMessage();

  const retryNow = (message: OutboxMessageSummary) =>
    retry.mutate(message.id, {
      onSuccess: () =>
        toast({
          title: "Retry Started",
          description: `Sending “${message.subject}” to ${message.recipient} again now.`,
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Retry Failed",
          description: failureMessage(error, "Please try again."),
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    });

  const undelivered = counts.data?.undelivered;
  return (
    <AdminCard
      title="Outbox"
      description={
        counts.data
          ? undelivered === 0
            ? "Every message has reached the mail server."
            : `${undeliveredText(undelivered ?? 0)}: ${counts.data.pending} pending, ${counts.data.failed} failed.`
          : undefined
      }
      actions={
        <Button variant="outline" size="sm" onClick={() => void refresh()}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Refresh
        </Button>
      }
    >
      <div className="max-w-[14rem]">
        <Select
          aria-label="Filter by delivery status"
          value={status}
          options={statusOptions}
          onValueChange={(next) => {
            setStatus(next as StatusFilter);
            setPage(1);
          }}
        />
      </div>

      <div className="mt-5">
        {list.isPending ? (
          <p role="status" className="py-10 text-center text-sm text-muted">
            Loading messages...
          </p>
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
            {userMessage(list.error)}
          </p>
        ) : (
          <>
            <div className="max-h-[34rem] overflow-auto rounded-xl border border-line">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Outbox messages</caption>
                <thead className="sticky top-0 z-10 bg-light text-xs uppercase tracking-wider text-muted">
                  <tr>
                    {COLUMNS.map(({ header, className }) => (
                      <th
                        key={header}
                        scope="col"
                        className={cn("px-3 py-3 font-semibold", className)}
                      >
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {list.data.messages.map((message) => (
                    <OutboxRow
                      key={message.id}
                      message={message}
                      onView={() => setViewing(message.id)}
                      onRetry={() => retryNow(message)}
                      retrying={retry.isPending && retry.variables === message.id}
                    />
                  ))}
                  {list.data.messages.length === 0 ? (
                    <tr>
                      <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-muted">
                        {status === FILTER_ALL
                          ? "No mail has been queued yet."
                          : `No ${STATUS_LABELS[status].toLowerCase()} messages.`}
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
            <PageFooter
              page={list.data.page}
              total={list.data.total}
              pageSize={list.data.pageSize}
              onPage={setPage}
            />
          </>
        )}
      </div>

      <OutboxMessageDialog id={viewing} onClose={() => setViewing(null)} />
    </AdminCard>
  );
}

function OutboxRow({
  message,
  onView,
  onRetry,
  retrying,
}: {
  message: OutboxMessageSummary;
  onView: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const attempts = `${message.attempts} ${message.attempts === 1 ? "attempt" : "attempts"}`;
  return (
    <tr className="bg-white align-middle transition hover:bg-light/60">
      <td className="tabular hidden whitespace-nowrap px-3 py-3 xl:table-cell">
        {formatDateTime(message.createdAt)}
      </td>
      <td className="max-w-[14rem] px-3 py-3">
        <div className="truncate font-medium text-dark">{message.recipient}</div>
        <div className="truncate text-xs text-muted">{KIND_LABELS[message.kind]}</div>
      </td>
      <td className="max-w-[18rem] px-3 py-3">
        <div className="truncate text-dark" title={message.subject}>
          {message.subject}
        </div>
      </td>
      <td className="px-3 py-3">
        <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        <div className="tabular mt-1 text-xs text-muted">{attempts}</div>
      </td>
      <td className="hidden max-w-[16rem] px-3 py-3 lg:table-cell">
        {message.lastError ? (
          <div className="line-clamp-2 break-words text-xs text-soldout" title={message.lastError}>
            {message.lastError}
          </div>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className="tabular hidden whitespace-nowrap px-3 py-3 text-xs text-muted xl:table-cell">
        {message.sentAt
          ? `Sent ${formatDateTime(message.sentAt)}`
          : message.status === "pending"
            ? `Next ${formatDateTime(message.nextAttemptAt)}`
            : "Gave up"}
      </td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2.5"
            onClick={onView}
            aria-label={`View message “${message.subject}” to ${message.recipient}`}
          >
            <Eye className="h-4 w-4" aria-hidden />
            <span className="hidden xl:inline">View</span>
          </Button>
          {message.status !== "sent" ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 whitespace-nowrap px-2.5"
              onClick={onRetry}
              disabled={retrying}
              aria-label={`Retry now: “${message.subject}” to ${message.recipient}`}
            >
              <RotateCcw className="h-4 w-4" aria-hidden />
              Retry now
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
