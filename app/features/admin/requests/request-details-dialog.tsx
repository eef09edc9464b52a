import { Dialog } from "~/components/ui/dialog";
import type { RequestType } from "~common/constants";
import type { RequestTableConfig } from "./request-tables";
import { formatDateTime } from "../format";
import { StatusBadge } from "./request-status-editor";
import type { RequestRecordByType } from "~common/contract/records";
import { ProposalsSection } from "../proposals/proposals-section";
import { RequestTimeline } from "./request-timeline";
import { SampleDispatchSection } from "./sample-dispatch-section";

/** Every field of one request, grouped as the sales team reads it, then its history and notes. */
export function RequestDetailsDialog<T extends RequestType>({
  config,
  record,
  onClose,
}: {
  config: RequestTableConfig<T>;
  record: RequestRecordByType[T] | null;
  onClose: () => void;
}) {
  const noun = config.noun.charAt(0).toUpperCase() + config.noun.slice(1);
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={record ? `${noun} ${record.id}` : config.title}
      description={record ? `From ${config.sender(record)}` : undefined}
    >
      {record ? (
        <div className="space-y-6">
          <p className="tabular flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <StatusBadge status={record.status} />
            <span>Received {formatDateTime(config.read.receivedAt(record))}</span>
          </p>
          {config.details(record).map((group) => (
            <section key={group.heading} aria-label={group.heading}>
              <h3 className="border-b border-line pb-1.5 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
                {group.heading}
              </h3>
              <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {group.fields.map(({ label, value, wide }) => (
                  <div key={label} className={wide ? "sm:col-span-2" : undefined}>
                    <dt className="text-xs text-muted">{label}</dt>
                    <dd className="whitespace-pre-line break-words text-sm text-dark">
                      {value === null || value === undefined || value === "" ? (
                        <span className="text-muted">Not provided</span>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {/* A quote is answered with priced proposals from here (issue 49). */}
          {config.type === "quote-requests" ? (
            <ProposalsSection request={record as RequestRecordByType["quote-requests"]} />
          ) : null}
          {config.type === "sample-requests" ? (
            <SampleDispatchSection id={record.id} email={record.email} />
          ) : null}
          <RequestTimeline type={config.type} id={record.id} />
        </div>
      ) : null}
    </Dialog>
  );
}
