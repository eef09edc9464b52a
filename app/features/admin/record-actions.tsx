import { Pencil, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The Edit and Delete buttons of one row in an admin list, named after the record. */
export function RecordActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil className="h-4 w-4" aria-hidden />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-soldout hover:bg-red-50"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
    </div>
  );
}

/** Cancel and Add (Update when editing) at the foot of a record's add/edit form. */
export function FormButtons({
  editing,
  pending,
  onCancel,
}: {
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5 sm:col-span-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : editing ? "Update" : "Add"}
      </Button>
    </div>
  );
}
