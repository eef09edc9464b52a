import { Pencil } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { toast } from "~/lib/toast-store";
import {
  DEFAULT_REQUEST_STATUS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
  type RequestType,
} from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import { useUpdateRequestStatus } from "../api/requests";
import { labelledOptions } from "../choices";

const statusOptions = labelledOptions(REQUEST_STATUS_LABELS);

export const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  pending: "yellow",
  processing: "primary",
  completed: "green",
  cancelled: "grey",
};

function asStatus(value: string | null | undefined): RequestStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as RequestStatus)
    : DEFAULT_REQUEST_STATUS;
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const known = asStatus(status);
  return <Badge tone={STATUS_TONES[known]}>{REQUEST_STATUS_LABELS[known]}</Badge>;
}

/** Read-only badge with an Edit toggle; in edit mode any of the four statuses can be chosen. */
export function RequestStatusEditor({
  type,
  id,
  status,
  sender,
}: {
  type: RequestType;
  /** The request's reference. */
  id: string;
  status: string | null | undefined;
  sender: string;
}) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateRequestStatus(type);
  const current = asStatus(status);

  if (!editing) {
    return (
      <div className="flex items-center gap-1.5">
        <StatusBadge status={current} />
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-xs"
          onClick={() => setEditing(true)}
          aria-label={`Edit status of ${sender}`}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden />
          Edit
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-1 lg:flex-row lg:items-center lg:gap-1.5">
      <Select
        aria-label={`Status of ${sender}`}
        value={current}
        options={statusOptions}
        disabled={update.isPending}
        className="h-8 w-34 py-1 text-sm"
        onValueChange={(next) => {
          const chosen = asStatus(next);
          if (chosen === current) return setEditing(false);
          update.mutate(
            { id, status: chosen },
            {
              onSuccess: () => {
                toast({
                  title: "Status Updated",
                  description: "Request status has been updated successfully.",
                  variant: "success",
                });
                setEditing(false);
              },
              onError: () =>
                toast({
                  title: "Error",
                  description: "Failed to update status. Please try again.",
                  variant: "destructive",
                  duration: TOAST_FAILURE_MS,
                }),
            },
          );
        }}
      />
      <Button
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-xs"
        onClick={() => setEditing(false)}
        disabled={update.isPending}
      >
        Cancel
      </Button>
    </div>
  );
}
