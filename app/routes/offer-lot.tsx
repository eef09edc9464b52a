import { Suspense, useState } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { LotSheet } from "~/features/offers/lot-sheet";
import { lotHead } from "~/features/offers/lot-summary";
import { readDevApi } from "~/lib/dev-api";
import { keepOneAddress, recordId } from "~/lib/record-address";
import type { LotRequest } from "./lot-requests";
import type { Route } from "./+types/offer-lot";
import type { Offer } from "~common/contract/records";
import { pageMeta, SITE_NAME } from "~/lib/page-meta";
import { lazyPart } from "~/lib/lazy-part";

// The request dialogs carry the forms' code: fetched when a dialog first opens.
const LotRequests = lazyPart(() => import("./lot-requests"));

const notOnOffer = () => data(null, { status: 404 });

/** Server: the lot from the database, so that its facts are in the HTML the server sends. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const findLot = context.findLot ?? ((id: number) => readDevApi<Offer>(`/api/offers/${id}`));
  const publicUrl = context.publicUrl ?? new URL(request.url).origin;
  const id = recordId(params.id);
  const lot = id === null ? null : await findLot(id);
  if (!lot) throw notOnOffer();
  keepOneAddress("/offers", params.id, lot.id, new URL(request.url));
  return { lot, ...lotHead(lot, `${publicUrl}/offers/${lot.id}`) };
}

/**
 * Browser, after the first page: the same lot through the API (spec section 9's client). The
 * client and the head's summary load with the first call: a lot's first load has its facts and
 * its head in the HTML and makes none.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = recordId(params.id);
  if (id === null) throw notOnOffer();
  const [{ callApi, isApiError }, { lotHead }] = await Promise.all([
    import("~/lib/api-client"),
    import("~/features/offers/lot-summary"),
  ]);
  try {
    const lot = await callApi("GET /api/offers/:id", { params: { id } });
    keepOneAddress("/offers", params.id, lot.id, new URL(request.url));
    return { lot, ...lotHead(lot, `${window.location.origin}/offers/${lot.id}`) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notOnOffer();
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return [{ title: `Lot not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { lot, summary, structuredData, preload } = loaderData;
  return [
    ...pageMeta(
      `/offers/${lot.id}`,
      [{ title: `${lot.name} | ${SITE_NAME}` }, { name: "description", content: summary }],
      // The lot's first photograph as a JPEG, which every link preview reads; else the drawing.
      { type: "product", image: lot.images[0]?.jpeg.url ?? "/media/green-beans-grading-1280.webp" },
    ),
    ...preload,
    { "script:ld+json": structuredData },
  ];
};

export default function OfferLotPage({ loaderData }: Route.ComponentProps) {
  const { lot } = loaderData;
  const [quote, setQuote] = useState<LotRequest>(null);
  const [sample, setSample] = useState<LotRequest>(null);
  return (
    <>
      <LotSheet
        lot={lot}
        onRequestQuote={() => setQuote({ offer: lot, open: true })}
        onRequestSample={() => setSample({ offer: lot, open: true })}
      />
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

/** A lot that is not there (never was, sold and removed, a mistyped link): say so, kindly. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="container-page flex flex-col items-start gap-5 py-20 md:py-28">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-primary">
        Lot not found
      </p>
      <h1 className="max-w-2xl text-4xl md:text-5xl">This lot is no longer on offer</h1>
      <p className="max-w-xl text-lg text-muted">
        It may have sold out and been taken off the list, or the link is mistyped. Our current lots
        are all on the offers page, with their cup scores, prices and positions.
      </p>
      <Link
        to="/offers"
        className="inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-white transition hover:bg-dark"
      >
        See current offers
      </Link>
    </section>
  );
}
