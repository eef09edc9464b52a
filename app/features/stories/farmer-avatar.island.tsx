import type { ViewerImage } from "~/components/ui/image-viewer";
import { pictureSource, ResponsiveImage } from "~/components/ui/responsive-image";

/**
 * A farmer's portrait on their button in the picker, in the round frame the button draws. An
 * island: on a first load the picture stays as the server drew it, and the pictures' table
 * (responsive-image.tsx) loads only when the picker is drawn after a navigation.
 */
export function FarmerAvatar({ portrait }: { portrait: ViewerImage }) {
  return (
    <ResponsiveImage
      {...pictureSource(portrait)}
      alt=""
      sizes="40px"
      className="h-full w-full object-cover"
    />
  );
}
