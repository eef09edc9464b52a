import { FileDown, Printer } from "lucide-react";
import type { Offer } from "~common/contract/records";
import { lotFactGroups } from "~common/lot-facts";
import { lotPrice, positionText } from "~common/lot-terms";
import { figureText } from "~common/trade-figures";
import { Button, buttonClass } from "~/components/ui/button";
import { urlFor } from "~/lib/api-address";
import { ImageSet } from "~/components/ui/image-set";
import { cn } from "~/lib/cn";
import { island } from "~/lib/island";

const LotGallery = island(() => import("./lot-gallery.island").then((m) => m.LotGallery));
const LotHeading = island(() => import("./lot-heading.island").then((m) => m.LotHeading));

export interface LotSheetProps {
  lot: Offer;
  onRequestQuote: () => void;
  onRequestSample: () => void;
}

/** One lot's page and printable spec sheet: every fact with its unit, the price, the requests. */
export function LotSheet({ lot, onRequestQuote, onRequestSample }: LotSheetProps) {
  const soldOut = lot.availability === "sold-out";
  const price = lotPrice(lot.pricePerLbs, lot.priceBasis, lot.warehouseLocation);
  const position = positionText(lot);
  // With photographs, the gallery heads the main column (and, on a phone, the page); the price
  // box stands beside both.
  const photographed = lot.images.length > 0;
  return (
    <article aria-labelledby="lot-name" className="lot-sheet">
      <LotHeading
        name={lot.name}
        region={lot.region}
        grower={[lot.producer, lot.farm].filter(Boolean).join(" · ")}
        availability={lot.availability}
      />

      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] print:grid-cols-1 print:gap-4 print:py-3">
        {photographed ? (
          <div className="order-first min-w-0 lg:order-none lg:col-start-1 print:hidden">
            <ImageSet>
              <LotGallery name={lot.name} images={lot.images} />
            </ImageSet>
          </div>
        ) : null}
        <div className="min-w-0 space-y-10 lg:col-start-1 print:space-y-3">
          {lotFactGroups(lot).map((group, index) => (
            <section key={group.title} aria-labelledby={`lot-facts-${index}`}>
              <h2 id={`lot-facts-${index}`} className="text-2xl print:text-lg">
                {group.title}
              </h2>
              <dl className="mt-3 grid gap-x-8 sm:grid-cols-2 print:mt-1">
                {group.facts.map(([label, value]) => (
                  <div
                    key={label}
                    className="flex items-baseline justify-between gap-4 border-b border-line py-2.5 print:py-1"
                  >
                    <dt className="text-sm text-muted">{label}</dt>
                    <dd className="tabular text-right text-sm font-semibold text-dark">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}

          {lot.flavorProfile.length > 0 ? (
            <section aria-labelledby="lot-notes-heading">
              <h2 id="lot-notes-heading" className="text-2xl print:text-lg">
                Flavour notes
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {lot.flavorProfile.map((note) => (
                  <li
                    key={note}
                    className="rounded-full bg-accent/15 px-3 py-1 text-sm font-medium text-dark"
                  >
                    {note}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {lot.description ? (
            <section aria-labelledby="lot-story-heading">
              <h2 id="lot-story-heading" className="text-2xl print:text-lg">
                About this lot
              </h2>
              <p className="mt-4 max-w-prose leading-relaxed text-ink print:mt-1 print:text-sm">
                {lot.description}
              </p>
            </section>
          ) : null}
        </div>

        <aside
          aria-label="Price and requests"
          className={cn(
            "order-first h-fit rounded-2xl border border-line bg-white p-6 shadow-sm lg:order-none lg:sticky lg:top-24 print:order-first print:rounded-none print:border-x-0 print:border-t-0 print:p-0 print:pb-3",
            photographed && "lg:col-start-2 lg:row-span-2 lg:row-start-1",
          )}
        >
          {price ? (
            <>
              <p className="tabular text-3xl font-semibold text-dark">
                {price.perLb}
                {price.basis ? (
                  <span className="text-base font-normal text-muted"> {price.basis}</span>
                ) : null}
              </p>
              <p className="tabular mt-1 text-sm text-muted">{price.perKg}</p>
            </>
          ) : (
            <p className="text-xl font-semibold text-dark">Price on request</p>
          )}
          <p className="tabular mt-4 text-sm text-ink">
            {figureText(lot.lotSize, 2)} bags · {lot.processing}
            {lot.grade ? ` · ${lot.grade}` : ""}
          </p>
          {position ? <p className="mt-1 text-sm text-ink">{position}</p> : null}
          <div className="mt-6 flex flex-col gap-2 print:hidden">
            <Button size="lg" disabled={soldOut} onClick={onRequestQuote}>
              Request Quote
            </Button>
            {lot.sampleAvailable ? (
              <Button size="lg" variant="outline" onClick={onRequestSample}>
                Request Sample
              </Button>
            ) : null}
            {/* Each on one line; below the width of both, one under the other. */}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="ghost"
                size="sm"
                className="flex-1 whitespace-nowrap"
                onClick={() => window.print()}
              >
                <Printer aria-hidden className="h-4 w-4" />
                Print spec sheet
              </Button>
              <a
                className={buttonClass({
                  variant: "ghost",
                  size: "sm",
                  className: "flex-1 whitespace-nowrap",
                })}
                href={urlFor("GET /api/offers/:id/spec-sheet.pdf", { params: { id: lot.id } })}
                download
              >
                <FileDown aria-hidden className="h-4 w-4" />
                Download PDF
              </a>
            </div>
          </div>
        </aside>
      </div>
    </article>
  );
}
