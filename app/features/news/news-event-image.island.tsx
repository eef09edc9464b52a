import type { NewsType } from "~common/constants";
import type { MediaId } from "../../../content/media";
import { mediaSrc, ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import type { NewsEvent } from "~common/contract/records";

// Items saved without an image still get artwork that fits what they are, varied by item.
const ARTWORK_BY_TYPE: Record<NewsType, readonly [MediaId, ...MediaId[]]> = {
  news: ["cupping-table", "green-beans-grading", "washing-channels", "drying-beds"],
  event: ["coffee-ceremony", "origin-yirgacheffe", "origin-guji"],
  announcement: ["harvest-basket", "seedling-nursery", "community-school"],
};

function artworkFor(item: NewsEvent): MediaId {
  const choices = ARTWORK_BY_TYPE[item.type];
  // Ids are positive integers; anything else still gets the first picture rather than none.
  return choices[item.id % choices.length] ?? choices[0];
}

/** One address of the item's picture, for link previews and structured data. */
export function newsEventImageSrc(item: NewsEvent): string | undefined {
  return item.imageUrl || mediaSrc(artworkFor(item));
}

/** The item's own image, or the house artwork for its type. Decorative: the title says what it is. */
export function NewsEventImage({
  item,
  sizes,
  className,
}: {
  item: NewsEvent;
  sizes: string;
  className?: string;
}) {
  if (item.imageUrl) {
    return (
      <img
        src={item.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("h-full w-full object-cover", className)}
      />
    );
  }
  return (
    <ResponsiveImage
      id={artworkFor(item)}
      alt=""
      sizes={sizes}
      className={cn("h-full w-full object-cover", className)}
    />
  );
}
