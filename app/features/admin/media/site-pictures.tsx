import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";
import { mediaLibrary } from "../../../../content/media";
import { SITE_PLACE_IDS } from "~common/media-places";
import type { MediaImage } from "~common/contract/media";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import { failureMessage } from "../failure-message";
import { ImageChooser } from "./image-chooser";
import { LibraryPicture } from "./library-picture";

/** Each site picture's photograph, read from where the library's images are used. */
function photographsOfPlaces(images: readonly MediaImage[]): Map<string, MediaImage> {
  const byPlace = new Map<string, MediaImage>();
  for (const image of images)
    for (const usage of image.usages)
      if (usage.kind === "site-place") byPlace.set(usage.key, image);
  return byPlace;
}

/**
 * The places a drawing fills today (the hero, the process steps, the trip, the stories'
 * pictures): each shows a photograph of the library once one is set, its drawing when cleared.
 */
export function SitePictures() {
  const library = useMediaLibrary();
  const place = useSetPlaceImages();
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const images = library.data ?? [];
  const photographs = photographsOfPlaces(images);

  const setPicture = (key: string, image: MediaImage | null) =>
    place.mutate(
      { kind: "site-place", key, imageIds: image ? [image.id] : [] },
      {
        onSuccess: () =>
          toast({
            title: image ? "Site picture set" : "Site picture cleared",
            description: image ? `${key} shows “${image.alt}”.` : `${key} shows its drawing again.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(error, "Failed to change the site picture"),
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          }),
      },
    );

  return (
    <AdminCard
      className="xl:sticky xl:top-24"
      title="Site pictures"
      description="The places the site fills with a drawing until a photograph is set."
    >
      <ul
        aria-label="Site pictures"
        className="-mx-2 max-h-[70vh] divide-y divide-line overflow-y-auto px-2 xl:max-h-[calc(100vh-15rem)]"
      >
        {SITE_PLACE_IDS.map((key) => {
          const photograph = photographs.get(key);
          return (
            <li key={key} aria-label={key} className="flex flex-wrap items-center gap-4 py-3">
              {photograph ? (
                <LibraryPicture
                  image={photograph}
                  alt={photograph.alt}
                  className="h-14 w-20 shrink-0 rounded-lg"
                />
              ) : (
                <span className="flex h-14 w-20 shrink-0 items-center justify-center rounded-lg bg-light text-xs text-muted">
                  Drawing
                </span>
              )}
              <div className="min-w-[10rem] flex-1">
                <p className="break-all text-sm font-semibold text-ink">{key}</p>
                <p className="truncate text-xs text-muted">
                  {photograph ? `Photograph: ${photograph.alt}` : mediaLibrary[key].alt}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setChoosingFor(key)}
                  disabled={library.isPending || place.isPending}
                  aria-label={`Choose a photograph for ${key}`}
                >
                  {photograph ? "Change" : "Set photograph"}
                </Button>
                {photograph ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setPicture(key, null)}
                    disabled={place.isPending}
                    aria-label={`Clear ${key}`}
                  >
                    Clear
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ImageChooser
        open={choosingFor !== null}
        title={choosingFor ? `Photograph for ${choosingFor}` : "Photograph"}
        images={images}
        exclude={choosingFor ? [photographs.get(choosingFor)?.id ?? ""] : []}
        onChoose={(image) => (choosingFor ? setPicture(choosingFor, image) : undefined)}
        onClose={() => setChoosingFor(null)}
      />
    </AdminCard>
  );
}
