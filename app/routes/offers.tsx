import { lazy, Suspense, useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { CurrentOffers } from "~/features/offers/current-offers";
import { readDevApi } from "~/lib/dev-api";
import { useScrollToSection } from "~/lib/scroll-to-section";
import type { Route } from "./+types/offers";
import type { Offer } from "../../common/contract/records";
import { pageMeta } from "~/lib/page-meta";

// The dialogs carry the form code; a visitor who only browses never downloads it.
const QuoteRequestDialog = lazy(() => import("~/features/quote-request/quote-request-dialog"));
const OfferSampleDialog = lazy(() => import("~/features/sample-request/offer-sample-dialog"));

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/offers",
    [
      { title: "Current Offers | Abyssinia Green Coffee" },
      {
        name: "description",
        content:
          "Current Ethiopian green-coffee lots: Yirgacheffe, Guji, Sidamo and Limu, with cup scores, altitudes, lot sizes and warehouses. Request a quote or a sample.",
      },
    ],
    { image: "/media/warehouse-jute-bags-1280.webp" },
  );

/** Server: the lots from the database, so that they are in the HTML the server sends. */
export async function loader({ context }: Route.LoaderArgs) {
  const offers = context.listOffers
    ? await context.listOffers()
    : await readDevApi<Offer[]>("/api/offers");
  return { offers };
}

/** Browser, after the first page: the lots come through the API (spec section 9's client). */
export function clientLoader() {
  return { offers: null };
}

/** The offer a dialog is about; kept after closing so the dialog can animate out and keep its form. */
type DialogState = { offer: Offer; open: boolean } | null;

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const [quote, setQuote] = useState<DialogState>(null);
  const [sample, setSample] = useState<DialogState>(null);
  const scrollToSection = useScrollToSection();

  return (
    <>
      <PageHeader eyebrow="Current offers" title="Current Ethiopian Coffee Offers">
        <p>
          Lots ready for export or already on their way, with the facts a green buyer needs. Offers
          are updated weekly.
        </p>
      </PageHeader>

      <div className="container-page py-10 md:py-14">
        <CurrentOffers
          rendered={loaderData.offers}
          onRequestQuote={(offer) => setQuote({ offer, open: true })}
          onRequestSample={(offer) => setSample({ offer, open: true })}
        />
      </div>

      <section aria-labelledby="offers-contact-heading" className="border-t border-line bg-white">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="offers-contact-heading" className="text-3xl">
              Looking for a profile or volume not listed here?
            </h2>
            <p className="mt-3 text-muted">
              Our sales team plans contract volumes, custom blends and forward shipments with you,
              station by station.
            </p>
          </div>
          <Button size="lg" className="shrink-0" onClick={() => scrollToSection("contact")}>
            Contact Our Sales Team
          </Button>
        </div>
      </section>

      {quote ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog
            offer={quote.offer}
            open={quote.open}
            onOpenChange={(open) => setQuote({ offer: quote.offer, open })}
          />
        </Suspense>
      ) : null}
      {sample ? (
        <Suspense fallback={null}>
          <OfferSampleDialog
            offer={sample.offer}
            open={sample.open}
            onOpenChange={(open) => setSample({ offer: sample.offer, open })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
