import { Pencil } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { toast } from "~/lib/toast-store";
import {
  DEFAULT_REQUEST_STATUS,
  notifiesBuyerByDefault,
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

/**
 * Read-only badge with an Edit toggle; in edit mode any of the four statuses can be chosen, with
 * "Notify the buyer" (on by default for completed and cancelled, issue 49), then saved.
 */
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
  const [choice, setChoice] = useState<RequestStatus>(current);
  // Null until the admin ticks or clears the box: the chosen status's default holds till then.
  const [notifyChoice, setNotifyChoice] = useState<boolean | null>(null);
  const notify = notifyChoice ?? notifiesBuyerByDefault(choice);

  const startEditing = () => {
    setChoice(current);
    setNotifyChoice(null);
    setEditing(true);
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-1.5">
        <StatusBadge status={current} />
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-xs"
          onClick={startEditing}
          aria-label={`Edit status of ${sender}`}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden />
          Edit
        </Button>
      </div>
    );
  }

  const save = () => {
    if (choice === current && !notify) return setEditing(false);
    update.mutate(
      { id, status: choice, notify },
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
  };

  return (
    <div className="flex flex-col items-start gap-1.5">
      <Select
        aria-label={`Status of ${sender}`}
        value={choice}
        options={statusOptions}
        disabled={update.isPending}
        className="h-8 w-34 py-1 text-sm"
        onValueChange={(next) => {
          setChoice(asStatus(next));
          setNotifyChoice(null);
        }}
      />
      <label className="flex items-center gap-1.5 text-xs text-dark">
        <input
          type="checkbox"
          checked={notify}
          disabled={update.isPending}
          onChange={(event) => setNotifyChoice(event.target.checked)}
          className="h-4 w-4 accent-[var(--palette-primary)]"
        />
        Notify the buyer
      </label>
      <div className="flex items-center gap-1">
        <Button
          size="sm"
          className="h-8 px-2.5 text-xs"
          onClick={save}
          disabled={update.isPending}
          aria-label={`Save status of ${sender}`}
        >
          Save
        </Button>
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
    </div>
  );
}
