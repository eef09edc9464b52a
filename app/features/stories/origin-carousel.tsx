import { ChevronLeft, ChevronRight, MapPin } from "lucide-react";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from "react";
import type { OriginStory } from "../../../content/origin-stories";
import { CarouselButton } from "~/components/ui/carousel-button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { isInView, ringOrder, wrapIndex } from "./carousel-window";
import { useCardsInView } from "./use-cards-in-view";

/**
 * Before React has run, the page does not know how many cards the screen shows: the first card has
 * its picture at every width, the next four only where that many cards are in view (a lazy picture
 * that CSS hides is not fetched), and the rest of the ring none yet. A phone then fetches only the
 * picture it shows before it paints, not its neighbours' (an LCP 0.14 s later in Lighthouse).
 */
const PICTURE_BEFORE_REACT = [
  "",
  "max-sm:hidden",
  "max-md:hidden",
  "max-lg:hidden",
  "max-xl:hidden",
];

/** A horizontal swipe shorter than this is a tap or a wobble, not a swipe. */
const SWIPE_MIN_PX = 40;
const SLIDE_MS = 450;

export interface OriginCarouselProps<Id extends string> {
  origins: readonly (OriginStory & { readonly id: Id })[];
  selectedId: Id;
  onSelect: (id: Id) => void;
}

/**
 * The looping carousel of coffee origins (WAI-ARIA carousel pattern): previous and next wrap
 * round, the arrow keys move it while it has focus, a swipe moves it on touch screens, and it
 * never moves by itself.
 */
export function OriginCarousel<Id extends string>({
  origins,
  selectedId,
  onSelect,
}: OriginCarouselProps<Id>) {
  const count = origins.length;
  const inView = Math.min(useCardsInView(), count);
  const [first, setFirst] = useState(0);
  const lastStep = useRef(0);
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const statusId = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const move = (step: 1 | -1) => {
    lastStep.current = step;
    setFirst((current) => wrapIndex(current, step, count));
  };

  // The ring is re-ordered at once; the track then eases from where the cards were to where they are.
  useLayoutEffect(() => {
    const step = lastStep.current;
    lastStep.current = 0;
    const element = track.current;
    if (!step || !element || typeof element.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.animate(
      [{ transform: `translateX(${(step * 100) / inView}%)` }, { transform: "translateX(0)" }],
      {
        duration: SLIDE_MS,
        easing: "cubic-bezier(0.22, 1, 0.36, 1)",
      },
    );
  }, [first, inView]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    // A focused card may slide out of view; keep focus on the carousel itself.
    if (event.target !== region.current) region.current?.focus();
    move(event.key === "ArrowRight" ? 1 : -1);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y))
      move(dx < 0 ? 1 : -1);
  };

  const visible = origins.filter((_, index) => isInView(index, first, inView, count));
  const lastInView = wrapIndex(first, inView - 1, count);

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label="Coffee origins"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-4 focus-visible:ring-offset-light"
    >
      <div className="flex items-end justify-between gap-4">
        <p id={statusId} aria-live="polite" className="text-sm text-muted">
          <span className="tabular">
            {inView === 1
              ? `${first + 1} of ${count}`
              : `${first + 1}–${lastInView + 1} of ${count}`}
          </span>
          <span className="sr-only">: {visible.map((origin) => origin.name).join(", ")}</span>
        </p>
        <div className="flex gap-2">
          <CarouselButton label="Previous origin" onClick={() => move(-1)}>
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </CarouselButton>
          <CarouselButton label="Next origin" onClick={() => move(1)}>
            <ChevronRight aria-hidden className="h-5 w-5" />
          </CarouselButton>
        </div>
      </div>

      <div
        className="-mx-2 mt-3 touch-pan-y overflow-hidden py-2"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          ref={track}
          className="flex -translate-x-full sm:-translate-x-1/2 md:-translate-x-1/3 lg:-translate-x-1/4 xl:-translate-x-1/5"
        >
          {ringOrder(first, count).map((index) => {
            const origin = origins[index];
            if (!origin) return null;
            const shown = isInView(index, first, inView, count);
            const position = wrapIndex(index, -first, count);
            return (
              <div
                key={origin.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                className="shrink-0 basis-full px-2 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
              >
                <OriginCard
                  origin={origin}
                  selected={origin.id === selectedId}
                  onSelect={() => onSelect(origin.id)}
                  firstInView={index === 0}
                  pictureClass={hydrated ? "" : PICTURE_BEFORE_REACT[position]}
                />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function OriginCard({
  origin,
  selected,
  onSelect,
  firstInView,
  pictureClass,
}: {
  origin: OriginStory;
  selected: boolean;
  onSelect: () => void;
  /** The card a page opens with: its picture is the largest paint on a phone, so it loads at once. */
  firstInView: boolean;
  /** Classes for the picture; no picture when undefined (PICTURE_BEFORE_REACT). */
  pictureClass: string | undefined;
}) {
  const nameId = useId();
  const factsId = useId();
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-labelledby={nameId}
      aria-describedby={factsId}
      onClick={onSelect}
      className={cn(
        "group flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-white text-left shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg",
        selected ? "border-primary ring-2 ring-primary/30" : "border-line",
      )}
    >
      <span className="relative block aspect-[4/3] overflow-hidden bg-primary/10">
        {pictureClass === undefined ? null : (
          <ResponsiveImage
            id={origin.image.id}
            alt=""
            priority={firstInView}
            sizes="(min-width: 1280px) 14rem, (min-width: 1024px) 17rem, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
            className={cn(
              "h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]",
              pictureClass,
            )}
          />
        )}
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
    </button>
  );
}
