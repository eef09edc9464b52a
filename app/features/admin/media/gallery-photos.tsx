import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";
import { galleryCategories, type GalleryCategory } from "../../../../content/galleries";
import type { MediaImage } from "~common/contract/media";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import { failureMessage } from "../failure-message";
import { ImagePicker } from "./image-picker";

/** Each gallery's photographs, in order, read from where the library's images are used. */
function photographsOfGalleries(images: readonly MediaImage[]): Map<string, string[]> {
  const placed = images.flatMap((image) =>
    image.usages
      .filter((usage) => usage.kind === "gallery")
      .map((usage) => ({ category: usage.key, position: usage.position, id: image.id })),
  );
  const byGallery = new Map<string, string[]>();
  for (const { category, id } of placed.sort((a, b) => a.position - b.position))
    byGallery.set(category, [...(byGallery.get(category) ?? []), id]);
  return byGallery;
}

/** One gallery's photographs: chosen, ordered and saved on their own. */
function GalleryField({ category, saved }: { category: GalleryCategory; saved: string[] }) {
  const [imageIds, setImageIds] = useState(saved);
  const place = useSetPlaceImages();
  const changed = imageIds.join() !== saved.join();
  const save = () =>
    place.mutate(
      { kind: "gallery", key: category, imageIds },
      {
        onSuccess: () =>
          toast({
            title: "Gallery saved",
            description: `${category} shows ${imageIds.length} added ${imageIds.length === 1 ? "photograph" : "photographs"}.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(error, "Failed to save the gallery"),
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          }),
      },
    );
  return (
    <li className="space-y-3 py-5 first:pt-0 last:pb-0">
      <ImagePicker
        value={imageIds}
        onChange={setImageIds}
        label={`${category} photographs`}
        place="gallery"
      />
      <Button size="sm" onClick={save} disabled={!changed || place.isPending}>
        {`Save ${category}`}
      </Button>
    </li>
  );
}

/**
 * The photo galleries (issue 50): the spec's four categories, each showing the photographs chosen
 * here after its own pictures on /photo-galleries.
 */
export function GalleryPhotos() {
  const library = useMediaLibrary();
  const saved = photographsOfGalleries(library.data ?? []);
  return (
    <AdminCard
      title="Photo galleries"
      description="Photographs each gallery of /photo-galleries shows after its own pictures."
    >
      {library.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading photographs...
        </p>
      ) : (
        <ul aria-label="Photo galleries" className="divide-y divide-line">
          {galleryCategories.map((category) => {
            const ids = saved.get(category) ?? [];
            // Drawn anew from what is stored once a save (or another tab's) has changed it.
            return (
              <GalleryField key={`${category}:${ids.join()}`} category={category} saved={ids} />
            );
          })}
        </ul>
      )}
    </AdminCard>
  );
}
