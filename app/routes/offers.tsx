import { lazy, Suspense, useState } from "react";
import { CurrentOffers } from "~/features/offers/current-offers";
import { OFFERS_DESCRIPTION } from "~/features/offers/offers-words";
import { readDevApi } from "~/lib/dev-api";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";
import type { Route } from "./+types/offers";
import type { Offer } from "../../common/contract/records";

// The page's words are kept as the server drew them on a first load (decision 049).
const Title = staticPart(() => import("~/features/offers/offers-words").then((m) => m.OffersTitle));
const SalesInvitation = staticPart(() =>
  import("~/features/offers/offers-words").then((m) => m.SalesInvitation),
);

// The dialogs carry the form code; a visitor who only browses never downloads it.
const QuoteRequestDialog = lazy(() => import("~/features/quote-request/quote-request-dialog"));
const OfferSampleDialog = lazy(() => import("~/features/sample-request/offer-sample-dialog"));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/offers",
    [
      { title: "Current Offers | Abyssinia Green Coffee" },
      { name: "description", content: loaderData?.description ?? "" },
    ],
    { image: "/media/warehouse-jute-bags-1280.webp" },
  );

/** Server: the lots from the database, so that they are in the HTML the server sends. */
export async function loader({ context }: Route.LoaderArgs) {
  const offers = context.listOffers
    ? await context.listOffers()
    : await readDevApi<Offer[]>("/api/offers");
  return { offers, description: OFFERS_DESCRIPTION };
}

/** Browser, after the first page: the lots come through the API (spec section 9's client). */
export async function clientLoader() {
  const words = await import("~/features/offers/offers-words");
  return { offers: null, description: words.OFFERS_DESCRIPTION };
}

/** The offer a dialog is about; kept after closing so the dialog can animate out and keep its form. */
type DialogState = { offer: Offer; open: boolean } | null;

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const [quote, setQuote] = useState<DialogState>(null);
  const [sample, setSample] = useState<DialogState>(null);

  return (
    <>
      <Title />

      <div className="container-page py-10 md:py-14">
        <CurrentOffers
          rendered={loaderData.offers}
          onRequestQuote={(offer) => setQuote({ offer, open: true })}
          onRequestSample={(offer) => setSample({ offer, open: true })}
        />
      </div>

      <SalesInvitation />

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
