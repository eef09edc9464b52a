import { CalendarDays, MapPin, Star, Users } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/dialog";
import { toast } from "~/lib/toast-store";
import { NEWS_TYPE_LABELS } from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import { sortNewsEvents } from "~common/news-order";
import { AdminCard } from "../admin-card";
import { useDeleteNewsEvent, useNewsEvents } from "../api/news-events";
import { formatDate } from "../format";
import { ListState } from "../list-state";
import { newsPreview } from "./news-preview";
import { RecordActions } from "../record-actions";
import type { NewsEvent } from "~common/contract/records";

export const DELETE_NEWS_MESSAGE = "Are you sure you want to delete this news/event?";

export function NewsEventList({
  editingId,
  onEdit,
  onDeleted,
}: {
  editingId: number | null;
  onEdit: (item: NewsEvent) => void;
  onDeleted: (id: number) => void;
}) {
  const items = useNewsEvents();
  const remove = useDeleteNewsEvent();
  const [pendingDelete, setPendingDelete] = useState<NewsEvent | null>(null);

  const confirmDelete = (item: NewsEvent) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({
          title: "Success",
          description: "News/Event deleted successfully",
          variant: "success",
        });
        onDeleted(item.id);
      },
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to delete news/event",
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    });

  const list = sortNewsEvents(items.data ?? []);
  return (
    <AdminCard
      title={`Published (${list.length})`}
      description="Featured first, then newest."
      className="lg:sticky lg:top-24"
    >
      <ListState
        query={items}
        loadingText="Loading..."
        emptyText="No news or events yet. Create your first one!"
      >
        <ul className="-mx-2 max-h-[75vh] space-y-3 overflow-y-auto px-2 py-1 lg:max-h-[calc(100vh-15rem)]">
          {list.map((item) => (
            <li
              key={item.id}
              className={
                item.id === editingId
                  ? "rounded-xl border border-primary/40 bg-primary/5 p-4 ring-2 ring-primary/15"
                  : "rounded-xl border border-line bg-white p-4 transition hover:border-primary/25"
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="primary">{NEWS_TYPE_LABELS[item.type]}</Badge>
                {item.category ? <Badge>{item.category}</Badge> : null}
                {item.featured ? (
                  <Badge tone="accent">
                    <Star className="mr-1 h-3 w-3" aria-hidden />
                    Featured
                  </Badge>
                ) : null}
              </div>
              <h3 className="mt-2 text-lg">{item.title}</h3>
              <p className="tabular mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="h-3.5 w-3.5" aria-hidden />
                  {formatDate(item.date)}
                </span>
                {item.type === "event" && item.location ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="h-3.5 w-3.5" aria-hidden />
                    {item.location}
                  </span>
                ) : null}
                {item.type === "event" && item.attendees !== null ? (
                  <span className="inline-flex items-center gap-1">
                    <Users className="h-3.5 w-3.5" aria-hidden />
                    {item.attendees} attendees
                  </span>
                ) : null}
              </p>
              <p className="mt-2 text-sm text-ink/85">{newsPreview(item.content)}</p>
              <div className="mt-3 flex justify-end">
                <RecordActions
                  name={item.title}
                  onEdit={() => onEdit(item)}
                  onDelete={() => setPendingDelete(item)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title="Delete news/event"
        message={DELETE_NEWS_MESSAGE}
        confirmLabel="Delete"
        destructive
        onConfirm={() => (pendingDelete ? confirmDelete(pendingDelete) : undefined)}
      />
    </AdminCard>
  );
}
