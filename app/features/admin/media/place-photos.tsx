// The photographs the desk adds to the content's places (issue 50): each origin's story, shown on
// /coffee-stories after the story's own picture. (Farmers and galleries are records with their
// own tabs.)
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";
import { originStories } from "../../../../content/origin-stories";
import type { ContentPhotoKind, MediaImage } from "~common/contract/media";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import { failureMessage } from "../failure-message";
import { ImagePicker } from "./image-picker";

interface Place {
  key: string;
  label: string;
}

/** The places of each kind, in the pages' order, named as the pages name them. */
const PLACES: Record<ContentPhotoKind, { title: string; description: string; places: Place[] }> = {
  "origin-story": {
    title: "Origin stories",
    description: "Photographs each origin's story on /coffee-stories shows with its facts.",
    places: originStories.map((story) => ({ key: story.id, label: story.name })),
  },
};

/** Each place's photographs, in order, read from where the library's images are used. */
function photographsOf(kind: ContentPhotoKind, images: readonly MediaImage[]) {
  const placed = images.flatMap((image) =>
    image.usages
      .filter((usage) => usage.kind === kind)
      .map((usage) => ({ key: usage.key, position: usage.position, id: image.id })),
  );
  const byPlace = new Map<string, string[]>();
  for (const { key, id } of placed.sort((a, b) => a.position - b.position))
    byPlace.set(key, [...(byPlace.get(key) ?? []), id]);
  return byPlace;
}

/** One place's photographs: chosen, ordered and saved on their own. */
function PlaceField({
  kind,
  place,
  saved,
}: {
  kind: ContentPhotoKind;
  place: Place;
  saved: string[];
}) {
  const [imageIds, setImageIds] = useState(saved);
  const setPlace = useSetPlaceImages();
  const changed = imageIds.join() !== saved.join();
  const save = () =>
    setPlace.mutate(
      { kind, key: place.key, imageIds },
      {
        onSuccess: () =>
          toast({
            title: "Photographs saved",
            description: `${place.label} shows ${imageIds.length} added ${imageIds.length === 1 ? "photograph" : "photographs"}.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(error, "Failed to save the photographs"),
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
        label={`${place.label} photographs`}
        place={kind}
      />
      <Button size="sm" onClick={save} disabled={!changed || setPlace.isPending}>
        {`Save ${place.label}`}
      </Button>
    </li>
  );
}

/** The card of one kind of place: every origin's story. */
export function PlacePhotos({ kind }: { kind: ContentPhotoKind }) {
  const library = useMediaLibrary();
  const { title, description, places } = PLACES[kind];
  const saved = photographsOf(kind, library.data ?? []);
  return (
    <AdminCard title={title} description={description}>
      {library.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading photographs...
        </p>
      ) : (
        <ul aria-label={title} className="max-h-[70vh] divide-y divide-line overflow-y-auto">
          {places.map((place) => {
            const ids = saved.get(place.key) ?? [];
            // Drawn anew from what is stored once a save (or another tab's) has changed it.
            return (
              <PlaceField
                key={`${place.key}:${ids.join()}`}
                kind={kind}
                place={place}
                saved={ids}
              />
            );
          })}
        </ul>
      )}
    </AdminCard>
  );
}
