// An origin card's picture on /coffee-stories. An island: the ring's cards are reordered, never
// drawn anew, so the server's picture stays and the media manifest it is drawn from is not in the
// page's first-load scripts.
import type { MediaId } from "../../../content/media";
import { ResponsiveImage } from "~/components/ui/responsive-image";

export function OriginCardPicture({
  id,
  priority,
  className,
}: {
  id: MediaId;
  priority: boolean;
  className: string;
}) {
  return (
    <ResponsiveImage
      id={id}
      alt=""
      priority={priority}
      sizes="(min-width: 1280px) 14rem, (min-width: 1024px) 17rem, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
      className={className}
    />
  );
}
