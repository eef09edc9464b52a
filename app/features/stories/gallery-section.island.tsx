import { ZoomableImage } from "~/components/ui/zoomable-image";
import type { PhotoGallery } from "~common/contract/photo-galleries";
import { galleryPictures } from "~/lib/gallery-pictures";

/**
 * One gallery: its title, what it shows and its pictures, each opening the viewer of the image
 * set around it: a seeded gallery's drawings, then the photographs the desk added (issue 50). An island: its
 * words and pictures keep the server's HTML on a first load.
 */
export function GallerySection({ gallery }: { gallery: PhotoGallery }) {
  const images = galleryPictures(gallery);
  const headingId = `gallery-${gallery.slug}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="grid gap-3 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:gap-10">
        <div>
          <p className="tabular text-xs font-semibold uppercase tracking-[0.2em] text-secondary">
            {images.length} {images.length === 1 ? "image" : "images"}
          </p>
          <h2 id={headingId} className="mt-2 text-3xl">
            {gallery.title}
          </h2>
        </div>
        <p className="leading-relaxed text-ink/85 md:pt-6">{gallery.description}</p>
      </div>
      <ul className="mt-7 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={`${image.id ?? image.photo.id}-${index}`}>
            <figure>
              <ZoomableImage
                image={image}
                sizes="(min-width: 1152px) 17rem, (min-width: 1024px) 25vw, 50vw"
                className="aspect-[4/3] rounded-xl shadow-sm"
              />
              <figcaption className="mt-2.5 text-sm leading-snug text-muted">
                {image.caption ?? image.alt}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
