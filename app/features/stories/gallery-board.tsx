import { Suspense } from "react";
import { galleryFilters, type GalleryFilter } from "../../../content/galleries";
import { cn } from "~/lib/cn";
import { filterGalleries, NO_GALLERIES_MESSAGE } from "./gallery-filter";
import { island } from "~/lib/island";
import { ImageSet } from "~/components/ui/image-set";
import type { PhotoGallery } from "~common/contract/photo-galleries";

const GallerySection = island(() =>
  import("./gallery-section.island").then((m) => m.GallerySection),
);

export function GalleryFilterBar({
  value,
  onChange,
}: {
  value: GalleryFilter;
  onChange: (filter: GalleryFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter galleries by category" className="flex flex-wrap gap-2">
      {galleryFilters.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset transition",
              active
                ? "bg-primary text-white ring-primary"
                : "bg-white text-ink ring-line hover:ring-primary/40",
            )}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The galleries of the chosen category, or the empty message when it has none; a gallery's
 * pictures open the viewer through the image set around it.
 */
export function GalleryList({
  galleries,
  filter,
}: {
  galleries: readonly PhotoGallery[];
  filter: GalleryFilter;
}) {
  const shown = filterGalleries(galleries, filter);
  if (shown.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center text-muted">
        {NO_GALLERIES_MESSAGE}
      </p>
    );
  }
  return (
    <div className="space-y-14">
      {shown.map((gallery) => (
        <div key={gallery.id} className="border-t border-line pt-10 first:border-t-0 first:pt-0">
          <ImageSet>
            {/* A gallery shown anew after a filter waits for the island's code here, alone. */}
            <Suspense fallback={null}>
              <GallerySection gallery={gallery} />
            </Suspense>
          </ImageSet>
        </div>
      ))}
    </div>
  );
}
