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
