// An ordered list of the desk's records (partners, team members, farmers, galleries): shown in the
// order the public page shows them, each row moved up or down, edited or deleted (after a
// confirmation), and the add/edit form above the list.
import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { toast } from "~/lib/toast-store";
import { AdminCard } from "./admin-card";
import { toastFailure } from "./failure-message";
import { ListState } from "./list-state";
import { MoveButtons, movedIds } from "./move-buttons";
import { RecordActions } from "./record-actions";

interface Words {
  /** The card's title, e.g. "Team". */
  title: string;
  description: string;
  /** The add button, e.g. "Add team member". */
  addLabel: string;
  /** The list's name, e.g. "Team members, in the order shown". */
  listLabel: string;
  loadingText: string;
  emptyText: string;
  /** What was deleted, for the dialog's title and the failure: "team member". */
  noun: string;
  /** What the confirmation adds after "Are you sure you want to delete X?". */
  deleteConsequence: string;
}

export function OrderedRecords<T extends { id: number }>({
  words,
  query,
  nameOf,
  order,
  remove,
  renderForm,
  renderRow,
  renderButtons,
}: {
  words: Words;
  query: UseQueryResult<T[]>;
  nameOf: (record: T) => string;
  order: UseMutationResult<unknown, unknown, number[]>;
  remove: UseMutationResult<unknown, unknown, number>;
  /** The add (null) or edit form; `onDone` closes it. */
  renderForm: (record: T | null, onDone: () => void) => ReactNode;
  /** A row's picture and words. */
  renderRow: (record: T) => ReactNode;
  /** Buttons of a row before Edit and Delete (a portrait's, a logo's). */
  renderButtons?: (record: T) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = query.data ?? [];

  const move = (from: number, to: number) =>
    order.mutate(movedIds(list, from, to), {
      onError: (error) => toastFailure(error, "Failed to change the order"),
    });

  const confirmDelete = (record: T) =>
    remove.mutate(record.id, {
      onSuccess: () => {
        // A form left open on the deleted record would write to one that is gone.
        setEditing((open) => (open !== "new" && open?.id === record.id ? null : open));
        toast({
          title: "Success",
          description: `${nameOf(record)} deleted successfully`,
          variant: "success",
        });
      },
      onError: (error) => toastFailure(error, `Failed to delete the ${words.noun}`),
    });

  return (
    <div className="grid gap-6">
      {editing ? (
        <div key={editing === "new" ? "new" : editing.id}>
          {renderForm(editing === "new" ? null : editing, () => setEditing(null))}
        </div>
      ) : null}
      <AdminCard
        title={words.title}
        description={words.description}
        actions={
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus className="h-4 w-4" aria-hidden />
            {words.addLabel}
          </Button>
        }
      >
        <ListState query={query} loadingText={words.loadingText} emptyText={words.emptyText}>
          <ol
            aria-label={words.listLabel}
            className="-mx-2 max-h-[40rem] divide-y divide-line overflow-y-auto px-2"
          >
            {list.map((record, index) => (
              <li
                key={record.id}
                aria-label={nameOf(record)}
                className="flex flex-wrap items-center gap-4 py-3"
              >
                {renderRow(record)}
                <div className="flex flex-wrap items-center gap-2">
                  <MoveButtons
                    name={nameOf(record)}
                    index={index}
                    count={list.length}
                    disabled={order.isPending}
                    onMove={move}
                  />
                  {renderButtons?.(record)}
                  <RecordActions
                    name={nameOf(record)}
                    onEdit={() => setEditing(record)}
                    onDelete={() => setDeleting(record)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </ListState>
      </AdminCard>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${words.noun}`}
        message={`Are you sure you want to delete ${deleting ? nameOf(deleting) : `this ${words.noun}`}? ${words.deleteConsequence}`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
