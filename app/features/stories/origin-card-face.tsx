// What an origin's card on /coffee-stories shows: its picture, name and facts; the card's button
// around it, the ring and the choice are the carousel's.
import { MapPin } from "lucide-react";
import { originStories } from "../../../content/origin-stories";
import { cn } from "~/lib/cn";
import { island } from "~/lib/island";

// Inside the card's button, so kept in a <span>.
const OriginCardPicture = island(
  () => import("./origin-card-picture.island").then((m) => m.OriginCardPicture),
  "span",
);

/**
 * Before React has run, the page does not know how many cards the screen shows (the ring, marked
 * `data-waiting`, starts on the first): the first card has its picture at every width, the next
 * four only where that many cards are in view (a lazy picture that CSS hides is not fetched), and
 * the rest of the ring none yet. A phone then fetches only the picture it shows before it paints,
 * not its neighbours' (an LCP 0.14 s later in Lighthouse).
 */
const HIDDEN_WHILE_WAITING = [
  "",
  "group-data-waiting/ring:max-sm:hidden",
  "group-data-waiting/ring:max-md:hidden",
  "group-data-waiting/ring:max-lg:hidden",
  "group-data-waiting/ring:max-xl:hidden",
];

export interface OriginCardFaceProps {
  /** The origin's id in content/origin-stories.ts. */
  id: string;
  /** Its place in the ring as the page opens: the first card's picture loads at once. */
  index: number;
  selected: boolean;
  /** The ids the card's button is named and described by. */
  nameId: string;
  factsId: string;
}

export function OriginCardFace({ id, index, selected, nameId, factsId }: OriginCardFaceProps) {
  const origin = originStories.find((story) => story.id === id);
  if (!origin) return null;
  return (
    <>
      <span className="relative block aspect-[4/3] overflow-hidden bg-primary/10">
        <OriginCardPicture
          id={origin.image.id}
          priority={index === 0}
          className={cn(
            "h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]",
            HIDDEN_WHILE_WAITING[index] ?? "group-data-waiting/ring:hidden",
          )}
        />
        {selected ? (
          <span className="absolute left-3 top-3 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
            Selected
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col p-4">
        <span id={nameId} className="font-display text-lg leading-snug text-dark">
          {origin.name}
        </span>
        <span id={factsId} className="mt-2 flex flex-col gap-1 text-sm text-muted">
          <span className="inline-flex items-start gap-1.5">
            <MapPin aria-hidden className="mt-1 h-3.5 w-3.5 text-secondary" />
            {origin.region}
          </span>
          <span className="tabular">
            {origin.altitude} · {origin.process}
          </span>
        </span>
      </span>
    </>
  );
}
