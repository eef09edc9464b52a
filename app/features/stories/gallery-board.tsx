import { galleryFilters, type Gallery, type GalleryFilter } from "../../../content/galleries";
import { cn } from "~/lib/cn";
import { filterGalleries, NO_GALLERIES_MESSAGE } from "./gallery-filter";
import { StoryImageViewer, useStoryImageViewer } from "./story-image-viewer";
import { ZoomableImage } from "./zoomable-image";

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

function GallerySection({ gallery }: { gallery: Gallery }) {
  const viewer = useStoryImageViewer();
  const headingId = `gallery-${gallery.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-line pt-10 first:border-t-0 first:pt-0"
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:gap-10">
        <div>
          <p className="tabular text-xs font-semibold uppercase tracking-[0.2em] text-secondary">
            {gallery.images.length} images
          </p>
          <h2 id={headingId} className="mt-2 text-3xl">
            {gallery.title}
          </h2>
        </div>
        <p className="leading-relaxed text-ink/85 md:pt-6">{gallery.description}</p>
      </div>
      <ul className="mt-7 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {gallery.images.map((image, index) => (
          <li key={`${image.id}-${index}`}>
            <figure>
              <ZoomableImage
                image={image}
                sizes="(min-width: 1152px) 17rem, (min-width: 1024px) 25vw, 50vw"
                onOpen={() => viewer.open(index)}
                className="aspect-[4/3] rounded-xl shadow-sm"
              />
              <figcaption className="mt-2.5 text-sm leading-snug text-muted">
                {image.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <StoryImageViewer images={gallery.images} viewer={viewer} />
    </section>
  );
}

/** The galleries of the chosen category, or the empty message when it has none. */
export function GalleryList({
  galleries,
  filter,
}: {
  galleries: readonly Gallery[];
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
        <GallerySection key={gallery.id} gallery={gallery} />
      ))}
    </div>
  );
}
