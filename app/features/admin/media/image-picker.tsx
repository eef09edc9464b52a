import { ArrowDown, ArrowUp, ImagePlus, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { MAX_IMAGES_PER_PLACE } from "~common/constants";
import type { MediaImage } from "~common/contract/media";
import { useMediaLibrary, useSetPlaceImages } from "../api/media";
import { toastFailure } from "../failure-message";
import { ImageChooser } from "./image-chooser";
import { imageLabel, LibraryPicture } from "./library-picture";

/** What the field says for the places it fills: a lot's photographs, a gallery's, a story's. */
const PLACES = {
  lot: {
    hint: `From the image library, at most ${MAX_IMAGES_PER_PLACE.lot}; the first is the lot's card picture. Saved with the offer.`,
    empty: "No photographs: the lot shows its drawing.",
    firstBadge: "Card picture",
  },
  gallery: {
    hint: `From the image library, at most ${MAX_IMAGES_PER_PLACE.gallery}, shown in this order (after the drawings of a gallery that came with the site).`,
    empty: "No photographs added.",
    firstBadge: null,
  },
  "farmer-story": {
    hint: `From the image library, at most ${MAX_IMAGES_PER_PLACE["farmer-story"]}, shown in this order with the story; the first is the portrait of a farmer without a drawing.`,
    empty: "No photographs added: the story shows the farmer's drawing, or their initials.",
    firstBadge: null,
  },
  "origin-story": {
    hint: `From the image library, at most ${MAX_IMAGES_PER_PLACE["origin-story"]}, shown in this order with the origin's story.`,
    empty: "No photographs added: the story shows the origin's picture.",
    firstBadge: null,
  },
} as const;

/**
 * The photographs of a record's place in its form (a lot, a farmer, a gallery): chosen from the
 * library, in order, saved after the record itself (a new one has no key before). `save` writes
 * them when they changed; a failure is said in a toast (the form may be gone by then).
 */
export function usePlacePhotographs(
  kind: keyof typeof PLACES,
  saved: readonly { id: string }[],
  failure: string,
) {
  const initial = saved.map((image) => image.id);
  const [imageIds, setImageIds] = useState<string[]>(initial);
  const place = useSetPlaceImages();
  const changed = imageIds.join() !== initial.join();
  const save = async (key: string): Promise<void> => {
    if (!changed) return;
    await place.mutateAsync({ kind, key, imageIds }).then(
      () => undefined,
      (error: unknown) => toastFailure(error, failure),
    );
  };
  return { imageIds, setImageIds, save };
}

/**
 * The "Photographs" field of a lot, a photo gallery or a story: the chosen images in order, moved,
 * removed, or added from the library.
 */
export function ImagePicker({
  value,
  onChange,
  label = "Photographs",
  place = "lot",
}: {
  value: readonly string[];
  onChange: (imageIds: string[]) => void;
  label?: string;
  place?: keyof typeof PLACES;
}) {
  const words = PLACES[place];
  const most = MAX_IMAGES_PER_PLACE[place];
  const library = useMediaLibrary();
  const [choosing, setChoosing] = useState(false);
  const byId = new Map((library.data ?? []).map((image) => [image.id, image]));
  // An image deleted meanwhile is no longer offered, nor sent.
  const chosen = value.flatMap((id) => {
    const image = byId.get(id);
    return image ? [image] : [];
  });
  const ids = chosen.map((image) => image.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
        {label}
      </legend>
      <p className="text-sm text-muted">{words.hint}</p>
      {library.isPending && value.length > 0 ? (
        <p role="status" className="text-sm text-muted">
          Loading photographs...
        </p>
      ) : chosen.length === 0 ? (
        <p className="text-sm text-muted">{words.empty}</p>
      ) : (
        <ol aria-label={`${label} in order`} className="space-y-2">
          {chosen.map((image, index) => (
            <PickedImage
              key={image.id}
              image={image}
              index={index}
              last={index === chosen.length - 1}
              badge={index === 0 ? words.firstBadge : null}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
              onRemove={() => onChange(ids.filter((id) => id !== image.id))}
            />
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => setChoosing(true)}
        disabled={chosen.length >= most || library.isPending}
      >
        <ImagePlus className="h-4 w-4" aria-hidden />
        Add photograph
      </Button>
      <ImageChooser
        open={choosing}
        title="Choose a photograph"
        images={library.data ?? []}
        exclude={ids}
        onChoose={(image) => onChange([...ids, image.id])}
        onClose={() => setChoosing(false)}
      />
    </fieldset>
  );
}

function PickedImage({
  image,
  index,
  last,
  badge,
  onUp,
  onDown,
  onRemove,
}: {
  image: MediaImage;
  index: number;
  last: boolean;
  /** A word on the first image (the lot's card picture). */
  badge: string | null;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const label = imageLabel(image);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-white p-2">
      <LibraryPicture image={image} alt="" className="h-14 w-20 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-ink">{label}</p>
        {badge ? <Badge tone="primary">{badge}</Badge> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={onUp}
          disabled={index === 0}
          aria-label={`Move up: ${label}`}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDown}
          disabled={last}
          aria-label={`Move down: ${label}`}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-soldout hover:bg-red-50"
          onClick={onRemove}
          aria-label={`Remove: ${label}`}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
