import { lazy, Suspense, useState } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import {
  PRINT_ACTION,
  REQUEST_QUOTE_ACTION,
  REQUEST_SAMPLE_ACTION,
} from "~/features/offers/lot-actions";
import { lotHead } from "~/features/offers/lot-summary";
import { readDevApi } from "~/lib/dev-api";
import { staticPart } from "~/lib/static-part";
import { keepOneAddress, recordId } from "~/lib/record-address";
import type { Route } from "./+types/offer-lot";
import type { Offer } from "../../common/contract/records";
import { pageMeta, SITE_NAME } from "~/lib/page-meta";

// The dialogs carry the form code; a buyer who only reads the sheet never downloads it.
const QuoteRequestDialog = lazy(() => import("~/features/quote-request/quote-request-dialog"));
const OfferSampleDialog = lazy(() => import("~/features/sample-request/offer-sample-dialog"));

// The sheet keeps the server's HTML on a first load (decisions 049, 052); a lot reached inside the
// site, or changed since, is drawn by its code.
const LotSheet = staticPart(() => import("~/features/offers/lot-sheet").then((m) => m.LotSheet));

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
  const { lot, summary, structuredData } = loaderData;
  return [
    ...pageMeta(
      `/offers/${lot.id}`,
      [{ title: `${lot.name} | ${SITE_NAME}` }, { name: "description", content: summary }],
      { type: "product", image: "/media/green-beans-grading-1280.webp" },
    ),
    { "script:ld+json": structuredData },
  ];
};

type DialogState = { open: boolean } | null;

export default function OfferLotPage({ loaderData }: Route.ComponentProps) {
  const { lot } = loaderData;
  const [quote, setQuote] = useState<DialogState>(null);
  const [sample, setSample] = useState<DialogState>(null);
  return (
    <>
      <LotSheet
        lot={lot}
        actions={{
          [REQUEST_QUOTE_ACTION]: () => setQuote({ open: true }),
          [REQUEST_SAMPLE_ACTION]: () => setSample({ open: true }),
          [PRINT_ACTION]: () => window.print(),
        }}
      />
      {quote ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog
            offer={lot}
            open={quote.open}
            onOpenChange={(open) => setQuote({ open })}
          />
        </Suspense>
      ) : null}
      {sample ? (
        <Suspense fallback={null}>
          <OfferSampleDialog
            offer={lot}
            open={sample.open}
            onOpenChange={(open) => setSample({ open })}
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
