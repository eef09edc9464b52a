import { Dialog } from "~/components/ui/dialog";
import type { RequestType } from "../../../../common/constants";
import type { RequestRecordByType } from "../../../../common/schemas/requests";
import type { RequestTableConfig } from "./request-tables";
import { StatusBadge } from "./request-status-editor";

/** Every field of one request, as a definition list. */
export function RequestDetailsDialog<T extends RequestType>({
  config,
  record,
  onClose,
}: {
  config: RequestTableConfig<T>;
  record: RequestRecordByType[T] | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={record ? `${config.noun.replace(/^./, (c) => c.toUpperCase())} #${record.id}` : config.title}
      description={record ? `From ${config.sender(record)}` : undefined}
    >
      {record ? (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted">Status</dt>
            <dd className="mt-1">
              <StatusBadge status={record.status} />
            </dd>
          </div>
          {config.details(record).map(({ label, value }) => (
            <div key={label} className={label === "Notes" || label === "Special requests" ? "sm:col-span-2" : undefined}>
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted">{label}</dt>
              <dd className="mt-1 whitespace-pre-line break-words text-sm text-dark">
                {value === null || value === undefined || value === "" ? <span className="text-muted">Not provided</span> : value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
}
