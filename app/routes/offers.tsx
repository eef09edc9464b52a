import { Suspense, useState } from "react";
import { Await, type ShouldRevalidateFunction } from "react-router";
import { ReadFailed } from "~/components/layout/read-failed";
import { OfferListing } from "~/features/offers/offer-listing";
import { LoadingOffers } from "~/features/offers/offer-lots";
import { SalesInvitation } from "~/features/offers/sales-invitation";
import { readDevApi } from "~/lib/dev-api";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";
import { pageMeta } from "~/lib/page-meta";
import { useLoaderList } from "~/lib/server-data";
import type { LotRequest } from "./lot-requests";
import type { Route } from "./+types/offers";
import type { Offer } from "~common/contract/records";

const Title = island(() =>
  import("~/features/offers/offers-title.island").then((m) => m.OffersTitle),
);

// The request dialogs carry the forms' code: fetched when a dialog first opens.
const LotRequests = lazyPart(() => import("./lot-requests"));

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/offers",
    [
      { title: "Current Offers | Abyssinia Green Coffee" },
      {
        name: "description",
        content:
          "Current Ethiopian green-coffee lots: Yirgacheffe, Guji, Sidamo and Limmu, with cup scores, altitudes, lot sizes and warehouses. Request a quote or a sample.",
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

/**
 * Browser, arriving from another page: the page shows at once, its lots while they are read
 * through the API (spec section 9's client).
 */
export function clientLoader() {
  const offers = import("~/lib/query-layer").then(({ readThroughCache }) =>
    readThroughCache("GET /api/offers", {}),
  );
  return { offers };
}

/** The filters, order and layout live in the query: changing them reads nothing again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname !== nextUrl.pathname ||
  (currentUrl.search === nextUrl.search && defaultShouldRevalidate);

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const [quote, setQuote] = useState<LotRequest>(null);
  const [sample, setSample] = useState<LotRequest>(null);
  const { offers } = loaderData;
  useLoaderList("GET /api/offers", {}, offers);

  return (
    <>
      <Title />

      <div className="container-page py-10 md:py-14">
        {offers === null ? (
          <LoadingOffers />
        ) : (
          <Suspense fallback={<LoadingOffers />}>
            <Await
              resolve={offers}
              errorElement={<ReadFailed title="The offers could not be loaded" />}
            >
              {(offers) => (
                <OfferListing
                  offers={offers}
                  onRequestQuote={(offer) => setQuote({ offer, open: true })}
                  onRequestSample={(offer) => setSample({ offer, open: true })}
                />
              )}
            </Await>
          </Suspense>
        )}
      </div>

      <SalesInvitation />

      {quote || sample ? (
        <Suspense fallback={null}>
          <LotRequests
            quote={quote}
            sample={sample}
            onQuoteChange={setQuote}
            onSampleChange={setSample}
          />
        </Suspense>
      ) : null}
    </>
  );
}
