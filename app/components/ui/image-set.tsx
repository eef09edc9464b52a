// A set of pictures that open the full-screen viewer. The pictures say in their markup what the
// viewer shows (zoomable-image.tsx), and the set listens for their clicks: the same on a part that
// React drew and on an island, whose code never loads.
import { Suspense, useState, type MouseEvent, type ReactNode } from "react";
import type { ViewerImage } from "./image-viewer";
import type { MediaId } from "../../../content/media";
import type { PublicImage } from "~common/contract/media";
import { lazyPart } from "~/lib/lazy-part";

// The viewer's code loads on the first click on a picture.
const ImageViewer = lazyPart(() => import("~/components/ui/image-viewer"));

/**
 * The attributes of a picture that opens the viewer: what the viewer shows of it. A photograph of
 * the image library carries its files (not its placeholder, which the viewer does without).
 */
export function viewerImageAttributes({ id, photo, alt, caption, credit }: ViewerImage) {
  return {
    "data-viewer-image": photo ? photo.id : id,
    "data-viewer-alt": alt,
    ...(photo ? { "data-viewer-photo": JSON.stringify({ ...photo, placeholder: "" }) } : {}),
    ...(caption ? { "data-viewer-caption": caption } : {}),
    ...(credit ? { "data-viewer-credit": credit } : {}),
  };
}

function viewerImage(element: HTMLElement): ViewerImage {
  const { viewerImage: id, viewerAlt: alt = "", viewerCaption: caption } = element.dataset;
  const { viewerPhoto: photo, viewerCredit: credit } = element.dataset;
  return {
    ...(photo ? { photo: JSON.parse(photo) as PublicImage } : { id: id as MediaId }),
    alt,
    ...(caption ? { caption } : {}),
    ...(credit ? { credit } : {}),
  };
}

/**
 * The pictures inside, in the order of the page, open the viewer at the one clicked (a set inside
 * another keeps its own pictures). Arrows and the buttons move through them; Escape closes.
 */
export function ImageSet({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ images: ViewerImage[]; index: number } | null>(null);

  const open = (event: MouseEvent<HTMLElement>) => {
    const set = event.currentTarget;
    const picture = (event.target as Element).closest<HTMLElement>("[data-viewer-image]");
    if (!picture || picture.closest("[data-image-set]") !== set) return;
    const pictures = [...set.querySelectorAll<HTMLElement>("[data-viewer-image]")].filter(
      (element) => element.closest("[data-image-set]") === set,
    );
    setShown({ images: pictures.map(viewerImage), index: pictures.indexOf(picture) });
  };

  return (
    <div className="contents" data-image-set="" onClick={open}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={shown.images}
            index={shown.index}
            onIndexChange={(index) => setShown({ ...shown, index })}
            onClose={() => setShown(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
