import { lazy, Suspense, useState } from "react";
import type { ViewerImage } from "~/components/ui/image-viewer";

// The viewer's code loads on the first click on an image.
const ImageViewer = lazy(() => import("~/components/ui/image-viewer"));

export interface StoryImageViewerState {
  index: number | null;
  open: (index: number) => void;
  close: () => void;
}

/** Which image of a set the full-screen viewer shows; null while it is closed. */
export function useStoryImageViewer(): StoryImageViewerState {
  const [index, setIndex] = useState<number | null>(null);
  return { index, open: setIndex, close: () => setIndex(null) };
}

export function StoryImageViewer({
  images,
  viewer,
}: {
  images: readonly ViewerImage[];
  viewer: StoryImageViewerState;
}) {
  if (viewer.index === null) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer
        images={images}
        index={viewer.index}
        onIndexChange={viewer.open}
        onClose={viewer.close}
      />
    </Suspense>
  );
}
