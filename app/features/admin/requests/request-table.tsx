import { Eye, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import {
  FILTER_ALL,
  isRequestDeletable,
  REQUEST_STATUS_LABELS,
  type AdminDateFilter,
  type RequestType,
} from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { isOverdue, useDeleteRequest, useRequestList } from "../api/requests";
import { failureMessage } from "../failure-message";
import { ListState } from "../list-state";
import { ExportButtons } from "./export-buttons";
import { clampPage, pageCount, pageSlice } from "./pagination";
import { PageFooter } from "./pagination-nav";
import { SearchField } from "./search-field";
import { ScrollingTable } from "./scrolling-table";
import { RequestDetailsDialog } from "./request-details-dialog";
import {
  filterRequests,
  newestFirst,
  NO_REQUEST_FILTERS,
  type RequestFilters,
  type StatusFilter,
} from "./request-filters";
import { RequestStatusEditor } from "./request-status-editor";
import type { RequestTableConfig } from "./request-tables";
import type { RequestRecordByType } from "~common/contract/records";

const statusFilterOptions = [
  { value: FILTER_ALL, label: "All statuses" },
  ...Object.entries(REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const dateFilterOptions: { value: AdminDateFilter; label: string }[] = [
  { value: FILTER_ALL, label: "All dates" },
  { value: "today", label: "Today" },
  { value: "week", label: "Last 7 days" },
  { value: "month", label: "Last month" },
  { value: "quarter", label: "Last 3 months" },
];

export const DELETE_REQUEST_MESSAGE =
  "Are you sure you want to delete this request? This action cannot be undone.";

/** One searchable, filterable, paginated table for any request collection, shaped by its config. */
export default function RequestTable<T extends RequestType>({
  config,
}: {
  config: RequestTableConfig<T>;
}) {
  type Row = RequestRecordByType[T];
  const requests = useRequestList(config.type);
  const remove = useDeleteRequest(config.type);
  const [filters, setFilters] = useState<RequestFilters>(NO_REQUEST_FILTERS);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);

  const filtered = useMemo(
    () =>
      newestFirst(
        filterRequests(requests.data ?? [], filters, config.read),
        config.read.receivedAt,
      ),
    [requests.data, filters, config.read],
  );
  const pages = pageCount(filtered.length);
  const currentPage = clampPage(page, pages);
  const rows = pageSlice(filtered, currentPage);
  const changeFilters = (next: Partial<RequestFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtering =
    filters.query.trim() !== "" ||
    filters.status !== FILTER_ALL ||
    filters.dateRange !== FILTER_ALL;

  const confirmDelete = (record: Row) =>
    remove.mutate(record.id, {
      onSuccess: () =>
        toast({
          title: "Deleted Successfully",
          description: `The ${config.noun} ${record.id} has been removed.`,
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Delete Failed",
          description: failureMessage(error, "Please try again."),
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    });

  const total = requests.data?.length ?? 0;
  return (
    <AdminCard
      title={config.title}
      description={requests.data ? `${total} received in all` : undefined}
      actions={<ExportButtons type={config.type} title={config.title} />}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_11rem_11rem]">
        <SearchField
          label={`Search ${config.title.toLowerCase()}`}
          placeholder={config.searchPlaceholder}
          value={filters.query}
          onChange={(query) => changeFilters({ query })}
        />
        <Select
          aria-label="Filter by status"
          value={filters.status}
          options={statusFilterOptions}
          onValueChange={(status) => changeFilters({ status: status as StatusFilter })}
        />
        <Select
          aria-label="Filter by date"
          value={filters.dateRange}
          options={dateFilterOptions}
          onValueChange={(dateRange) => changeFilters({ dateRange: dateRange as AdminDateFilter })}
        />
      </div>

      <div className="mt-5">
        <ListState
          query={requests}
          loadingText="Loading requests..."
          emptyText={`No ${config.noun}s yet.`}
        >
          <ScrollingTable
            label={`${config.title} table`}
            caption={config.title}
            headers={[
              ...config.columns.map((column) => ({
                label: column.header,
                className: column.className,
              })),
              { label: "Status" },
              { label: "Actions", className: "text-right" },
            ]}
          >
            {rows.map((record) => {
              const sender = config.sender(record);
              return (
                <tr key={record.id} className="align-middle transition hover:bg-light/60">
                  {config.columns.map((column) => (
                    <td
                      key={column.header}
                      className={cn(
                        "max-w-[11rem] px-3 py-3 lg:max-w-[14rem] xl:max-w-[18rem] xl:px-4",
                        column.className,
                      )}
                    >
                      {column.cell(record)}
                    </td>
                  ))}
                  <td className="px-3 py-3 xl:px-4">
                    <RequestStatusEditor
                      type={config.type}
                      id={record.id}
                      status={record.status}
                      sender={sender}
                    />
                    {isOverdue(record) ? (
                      <Badge tone="red" className="mt-1">
                        Overdue
                      </Badge>
                    ) : null}
                  </td>
                  <td className="px-3 py-3 xl:px-4">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-8 px-2.5"
                        onClick={() => setViewing(record)}
                        aria-label={`View details of ${sender}`}
                      >
                        <Eye className="h-4 w-4" aria-hidden />
                        <span className="hidden xl:inline">View</span>
                      </Button>
                      {isRequestDeletable(record.status) ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="h-8 px-2.5 text-soldout hover:bg-red-50"
                          onClick={() => setPendingDelete(record)}
                          aria-label={`Delete ${config.noun} ${record.id} of ${sender}`}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden />
                          <span className="hidden xl:inline">Delete</span>
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={config.columns.length + 2}
                  className="px-4 py-10 text-center text-muted"
                >
                  {filtering ? "No requests match these filters." : `No ${config.noun}s yet.`}
                </td>
              </tr>
            ) : null}
          </ScrollingTable>
          <PageFooter page={currentPage} total={filtered.length} onPage={setPage} />
        </ListState>
      </div>

      <RequestDetailsDialog config={config} record={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title={
          pendingDelete ? `Delete ${config.noun} ${pendingDelete.id}` : `Delete ${config.noun}`
        }
        message={DELETE_REQUEST_MESSAGE}
        confirmLabel="Delete"
        destructive
        onConfirm={() => (pendingDelete ? confirmDelete(pendingDelete) : undefined)}
      />
    </AdminCard>
  );
}
