// A lot's photographs on its page (issue 50): the first large, with its caption and credit, the
// others as thumbnails; each opens the site's full-screen viewer. The first is the page's LCP
// picture, loaded at once and preloaded by the route's head (lotPhotoPreload).
import type { MetaDescriptor } from "react-router";
import type { ViewerImage } from "~/components/ui/image-viewer";
import { photoPreload } from "~/components/ui/responsive-image";
import { ImageSet } from "~/components/ui/image-set";
import { ZoomableImage } from "~/components/ui/zoomable-image";
import { cn } from "~/lib/cn";
import type { PublicImage } from "~common/contract/media";
import type { Offer } from "~common/contract/records";

/** The width of the first photograph: the lot page's main column beside the 22rem price box. */
const FIRST_SIZES = "(min-width: 1152px) 44rem, (min-width: 1024px) calc(100vw - 28.5rem), 100vw";
const THUMBNAIL_SIZES = "(min-width: 1024px) 8rem, 25vw";

/** The head's preload of a lot's first photograph, at the size the page draws it; [] without. */
export function lotPhotoPreload(lot: Offer): MetaDescriptor[] {
  const first = lot.images[0];
  return first ? [photoPreload(first, FIRST_SIZES)] : [];
}

const viewerImage = (photo: PublicImage): ViewerImage => ({
  photo,
  alt: photo.alt,
  ...(photo.caption ? { caption: photo.caption } : {}),
  ...(photo.credit ? { credit: photo.credit } : {}),
});

export function LotGallery({ lot, className }: { lot: Offer; className?: string }) {
  const [first, ...others] = lot.images;
  if (!first) return null;
  return (
    <section aria-label={`Photographs of ${lot.name}`} className={cn("min-w-0", className)}>
      <ImageSet>
        <figure>
          <ZoomableImage
            image={viewerImage(first)}
            sizes={FIRST_SIZES}
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
                  image={viewerImage(photo)}
                  sizes={THUMBNAIL_SIZES}
                  className="aspect-square rounded-xl"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </ImageSet>
    </section>
  );
}
