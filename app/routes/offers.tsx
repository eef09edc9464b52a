import { Suspense, useState } from "react";
import { CurrentOffers } from "~/features/offers/current-offers";
import { OFFERS_DESCRIPTION } from "~/features/offers/offers-words";
import { readDevApi } from "~/lib/dev-api";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";
import type { LotRequest } from "./lot-requests";
import type { Route } from "./+types/offers";
import type { Offer } from "../../common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

// The page's words are kept as the server drew them on a first load (decision 049).
const Title = staticPart(() => import("~/features/offers/offers-words").then((m) => m.OffersTitle));
const SalesInvitation = staticPart(() =>
  import("~/features/offers/offers-words").then((m) => m.SalesInvitation),
);

// The request dialogs carry the forms' code: fetched when the visitor reaches the lots (the module
// naming the dialogs' files) and when a dialog opens (the dialog's code).
const loadLotRequests = () => import("./lot-requests");
const LotRequests = lazyPart(loadLotRequests);
const reachLots = () => void loadLotRequests().catch(() => undefined);

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

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const [quote, setQuote] = useState<LotRequest>(null);
  const [sample, setSample] = useState<LotRequest>(null);

  return (
    <>
      <Title />

      <div
        className="container-page py-10 md:py-14"
        onPointerEnter={reachLots}
        onFocusCapture={reachLots}
      >
        <CurrentOffers
          rendered={loaderData.offers}
          onRequestQuote={(offer) => setQuote({ offer, open: true })}
          onRequestSample={(offer) => setSample({ offer, open: true })}
        />
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
