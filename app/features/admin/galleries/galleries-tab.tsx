// The Galleries tab: the galleries of /photo-galleries in the order the page shows them; each one
// added, edited (words, category, photographs), moved or deleted.
import { galleryDrawings } from "../../../../content/gallery-pictures";
import { galleryPictures } from "~/lib/gallery-pictures";
import type { PhotoGallery } from "~common/contract/photo-galleries";
import {
  useDeletePhotoGallery,
  useOrderPhotoGalleries,
  usePhotoGalleries,
} from "../api/photo-galleries";
import { PageThumbnail } from "../media/page-thumbnail";
import { OrderedRecords } from "../ordered-records";
import { GalleryForm } from "./gallery-form";

function GalleryRow({ gallery }: { gallery: PhotoGallery }) {
  const drawings = galleryDrawings(gallery.slug).length;
  const photos = gallery.photos.length;
  // The first picture /photo-galleries shows of the gallery (a seeded gallery's drawings come first).
  const [first] = galleryPictures(gallery);
  return (
    <>
      {first ? (
        <PageThumbnail picture={first} sizes="4rem" className="h-12 w-16 shrink-0 rounded-lg" />
      ) : (
        <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-lg bg-light text-xs text-muted">
          Empty
        </span>
      )}
      <div className="min-w-[10rem] flex-1">
        <p className="text-sm font-semibold text-ink">
          {gallery.title}{" "}
          <span className="ml-1 rounded-full bg-light px-2 py-0.5 text-xs font-normal text-muted">
            {gallery.category}
          </span>
        </p>
        <p className="text-sm text-muted">
          {photos} {photos === 1 ? "photograph" : "photographs"}
          {drawings > 0 ? `, ${drawings} ${drawings === 1 ? "drawing" : "drawings"}` : ""}
        </p>
      </div>
    </>
  );
}

export default function GalleriesTab() {
  return (
    <OrderedRecords
      words={{
        title: "Photo galleries",
        description:
          "In the order /photo-galleries shows them; the page's filter shows each under its category.",
        addLabel: "Add gallery",
        listLabel: "Galleries, in the order shown",
        loadingText: "Loading the galleries...",
        emptyText: "No galleries yet.",
        noun: "gallery",
        deleteConsequence:
          "It leaves /photo-galleries at once; its photographs stay in the image library.",
      }}
      query={usePhotoGalleries()}
      nameOf={(gallery) => gallery.title}
      order={useOrderPhotoGalleries()}
      remove={useDeletePhotoGallery()}
      renderForm={(gallery, onDone) => <GalleryForm gallery={gallery} onDone={onDone} />}
      renderRow={(gallery) => <GalleryRow gallery={gallery} />}
    />
  );
}
