import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { isApiError } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import { placeName } from "~common/constants";
import type { MediaImage } from "~common/contract/media";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useDeleteImage, useMediaLibrary } from "../api/media";
import { failureMessage } from "../failure-message";
import { ListState } from "../list-state";
import { ImageDetailsDialog } from "./image-details-dialog";
import { imageLabel, LibraryPicture, NEEDS_ALT_TEXT } from "./library-picture";

/** The library: every image with its words and where it is used; edit its words, delete it. */
export function MediaLibrary() {
  const library = useMediaLibrary();
  const remove = useDeleteImage();
  const [editing, setEditing] = useState<MediaImage | null>(null);
  const [deleting, setDeleting] = useState<MediaImage | null>(null);
  /** The second question: the image is used, in the server's words. */
  const [inUse, setInUse] = useState<{ image: MediaImage; message: string } | null>(null);

  const deleteImage = (image: MediaImage, force: boolean) =>
    remove.mutate(
      { id: image.id, force },
      {
        onSuccess: () => toast({ title: "Photograph deleted", variant: "success" }),
        onError: (error) => {
          if (!force && isApiError(error) && error.status === 409)
            return setInUse({ image, message: error.message });
          toast({
            title: "Error",
            description: failureMessage(error, "Failed to delete the photograph"),
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          });
        },
      },
    );

  const images = library.data ?? [];
  return (
    <AdminCard
      title={`Image library (${images.length})`}
      description="Newest first. A photograph can be shown once it has alt text."
    >
      <ListState
        query={library}
        loadingText="Loading photographs..."
        emptyText="No photographs yet. Upload the first ones above."
      >
        <ul className="-mx-2 grid max-h-[80vh] grid-cols-1 gap-4 overflow-y-auto px-2 py-1 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {images.map((image) => {
            const label = imageLabel(image);
            return (
              <li
                key={image.id}
                aria-label={label}
                className="flex flex-col overflow-hidden rounded-xl border border-line bg-white"
              >
                <LibraryPicture image={image} alt={image.alt} className="aspect-[3/2]" />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 truncate text-xs text-muted">{image.fileName}</span>
                    {image.alt === "" ? <Badge tone="yellow">{NEEDS_ALT_TEXT}</Badge> : null}
                  </div>
                  {image.alt ? <p className="text-sm text-ink">{image.alt}</p> : null}
                  {image.caption || image.credit ? (
                    <p className="text-xs text-muted">
                      {[image.caption, image.credit].filter(Boolean).join(" · ")}
                    </p>
                  ) : null}
                  <p className="text-xs text-muted">
                    {image.usages.length === 0
                      ? "Not used yet"
                      : `Used in: ${image.usages.map(placeName).join(", ")}`}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(image)}
                      aria-label={`Edit details of ${label}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                      {image.alt === "" ? "Add alt text" : "Edit details"}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-soldout hover:bg-red-50"
                      onClick={() => setDeleting(image)}
                      aria-label={`Delete ${label}`}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </ListState>
      <ImageDetailsDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete photograph"
        message={
          deleting
            ? `Delete ${deleting.fileName} from the library? Its files are removed; this cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => (deleting ? deleteImage(deleting, false) : undefined)}
      />
      <ConfirmDialog
        open={inUse !== null}
        onOpenChange={(open) => (open ? undefined : setInUse(null))}
        title="Photograph in use"
        message={inUse?.message ?? ""}
        confirmLabel="Delete anyway"
        destructive
        onConfirm={() => (inUse ? deleteImage(inUse.image, true) : undefined)}
      />
    </AdminCard>
  );
}
