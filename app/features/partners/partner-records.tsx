import { Building2, ChevronLeft, ChevronRight, Coffee } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { CarouselButton } from "~/components/ui/carousel-button";
import { partnersSection } from "../../../content/partners";
import { PARTNER_ROW_HEIGHT, PartnersLoading } from "./partners-section";
import { usePartners } from "./partners-query";
import type { Partner } from "~common/contract/records";

const TYPE_LABELS: Record<Partner["type"], string> = { partner: "Partner", customer: "Customer" };

/**
 * A partner or customer: its logo when it has one, else an icon tile with its name. Every tile has
 * the row's height whatever its text; a name or description longer than three lines is cut there.
 */
function PartnerTile({ partner }: { partner: Partner }) {
  const Icon = partner.type === "customer" ? Coffee : Building2;
  return (
    <li className="flex w-48 shrink-0 snap-start flex-col items-center overflow-hidden rounded-2xl border border-line bg-white px-4 py-5 text-center">
      {partner.image ? (
        <img
          src={partner.image}
          alt={partner.name}
          loading="lazy"
          decoding="async"
          className="h-12 w-auto max-w-[9rem] shrink-0 object-contain"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Icon className="h-5 w-5" strokeWidth={1.75} />
        </span>
      )}
      <p className="mt-3 line-clamp-3 font-display text-[17px] leading-snug text-dark">
        {partner.name}
      </p>
      {partner.description ? (
        <p className="mt-1 line-clamp-3 text-xs leading-snug text-muted">{partner.description}</p>
      ) : null}
      <p className="mt-auto pt-2 text-[10px] font-semibold uppercase tracking-[0.18em] text-secondary">
        {TYPE_LABELS[partner.type]}
      </p>
    </li>
  );
}

/** A previous or next button's place: on the row's end, level with the middle of its cards. */
const ROW_END = "absolute top-[calc(50%-0.375rem)] hidden -translate-y-1/2 sm:block";

/** Whether a row scrolled sideways has cards before and after what it shows. */
function useRowEnds(row: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ before: false, after: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () =>
      setEnds({
        before: element.scrollLeft > 1,
        after: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    element.addEventListener("scroll", measure, { passive: true });
    // Its first call comes once the row is laid out, in the frame's own layout: measured at once,
    // here, the row would be laid out again inside the task that drew it.
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resizes.disconnect();
    };
  }, [row]);
  return ends;
}

/**
 * The records in one row of the loading state's height, which scrolls sideways when they are more
 * than fit: by touch or trackpad, by the arrow keys once the row has focus, and from a tablet's
 * width up by a previous and a next button at the row's ends, each unavailable at its own end.
 */
function PartnerRow({ partners }: { partners: Partner[] }) {
  const row = useRef<HTMLUListElement>(null);
  const { before, after } = useRowEnds(row);
  const turn = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.8,
      behavior: still ? "instant" : "smooth",
    });
  };
  return (
    <div className="relative mt-6">
      <ul
        ref={row}
        aria-label={partnersSection.title}
        tabIndex={0}
        className={`-mx-5 flex ${PARTNER_ROW_HEIGHT} scroll-px-5 snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain px-5 pb-3 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0`}
      >
        {partners.map((partner) => (
          <PartnerTile key={partner.id} partner={partner} />
        ))}
      </ul>
      {before || after ? (
        <>
          <div className={`${ROW_END} left-0 -translate-x-1/2`}>
            <CarouselButton
              label="Previous partners"
              unavailable={!before}
              onClick={() => turn(-1)}
            >
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </CarouselButton>
          </div>
          <div className={`${ROW_END} right-0 translate-x-1/2`}>
            <CarouselButton label="Next partners" unavailable={!after} onClick={() => turn(1)}>
              <ChevronRight aria-hidden className="h-5 w-5" />
            </CarouselButton>
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * The records of /api/partners, or "Loading partners..." in the row they will fill; a failed load
 * shows none (spec section 8 shows no error).
 */
export default function PartnerRecords() {
  const { data: partners, isPending } = usePartners();
  if (isPending) return <PartnersLoading />;
  if (!partners || partners.length === 0) return null;
  return <PartnerRow partners={partners} />;
}
