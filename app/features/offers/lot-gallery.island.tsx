// A lot's photographs on its page (issue 50): the first large, with its caption and credit, the
// others as thumbnails; each opens the site's full-screen viewer through the <ImageSet> around
// the island (decision 050), so none of this code loads with the page. The first is the page's
// LCP picture, loaded at once and preloaded by the route's head (lotHead's preload).
import { photoViewerImage } from "~/components/ui/viewer-image";
import { ZoomableImage } from "~/components/ui/zoomable-image";
import type { PublicImage } from "~common/contract/media";
import { LOT_PHOTO_SIZES } from "./lot-summary";

const THUMBNAIL_SIZES = "(min-width: 1024px) 8rem, 25vw";

export function LotGallery({ name, images }: { name: string; images: PublicImage[] }) {
  const [first, ...others] = images;
  if (!first) return null;
  return (
    <section aria-label={`Photographs of ${name}`}>
      <figure>
        <ZoomableImage
          image={photoViewerImage(first)}
          sizes={LOT_PHOTO_SIZES}
          priority
          className="aspect-[3/2] rounded-2xl shadow-sm"
        />
        {first.caption || first.credit ? (
          <figcaption className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            {first.caption ? <span className="text-ink">{first.caption}</span> : null}
            {first.credit ? (
              <span className="text-xs uppercase tracking-[0.14em] text-muted">
                Photograph: {first.credit}
              </span>
            ) : null}
          </figcaption>
        ) : null}
      </figure>
      {others.length > 0 ? (
        <ul aria-label="More photographs" className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-6">
          {others.map((photo) => (
            <li key={photo.id}>
              <ZoomableImage
                image={photoViewerImage(photo)}
                sizes={THUMBNAIL_SIZES}
                thumbnail
                className="aspect-square rounded-xl ring-primary/50 ring-offset-2 ring-offset-light transition hover:ring-2"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
