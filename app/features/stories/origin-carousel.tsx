import { ChevronLeft, ChevronRight } from "lucide-react";
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
import { cn } from "~/lib/cn";
import { isInView, ringOrder, wrapIndex } from "./carousel-window";
import { OriginCardFace } from "./origin-card-face";
import { useCardsInView } from "./use-cards-in-view";

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
          // Until React knows how many cards the screen shows, a card shows its picture only
          // where it is in view (origin-card-face.tsx).
          data-waiting={hydrated ? undefined : ""}
          className="group/ring flex -translate-x-full sm:-translate-x-1/2 md:-translate-x-1/3 lg:-translate-x-1/4 xl:-translate-x-1/5"
        >
          {ringOrder(first, count).map((index) => {
            const origin = origins[index];
            if (!origin) return null;
            const shown = isInView(index, first, inView, count);
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
                  index={index}
                  selected={origin.id === selectedId}
                  onSelect={() => onSelect(origin.id)}
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
  index,
  selected,
  onSelect,
}: {
  origin: OriginStory;
  /** The card's place in the ring as the page opens (0 is the first in view). */
  index: number;
  selected: boolean;
  onSelect: () => void;
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
      <OriginCardFace
        id={origin.id}
        index={index}
        selected={selected}
        nameId={nameId}
        factsId={factsId}
      />
    </button>
  );
}
