// Not a route: a lot's two requests (spec section 2), the Request Quote and Request Sample dialogs
// that /offers and a lot's page compose from two features. The dialogs carry the forms' code. The
// two pages fetch this module when the visitor reaches their lots, and a dialog's code when it
// first opens: a page's first load names neither, not even the files a dialog needs (issue 13).
import { Suspense } from "react";
import type { Offer } from "~common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

const QuoteRequestDialog = lazyPart(() => import("~/features/quote-request/quote-request-dialog"));
const OfferSampleDialog = lazyPart(() => import("~/features/sample-request/offer-sample-dialog"));

/** The lot a dialog is about; kept after closing so the dialog can animate out and keep its form. */
export type LotRequest = { offer: Offer; open: boolean } | null;

export interface LotRequestsProps {
  quote: LotRequest;
  sample: LotRequest;
  onQuoteChange: (quote: LotRequest) => void;
  onSampleChange: (sample: LotRequest) => void;
}

export default function LotRequests({
  quote,
  sample,
  onQuoteChange,
  onSampleChange,
}: LotRequestsProps) {
  return (
    <>
      {quote ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog
            offer={quote.offer}
            open={quote.open}
            onOpenChange={(open) => onQuoteChange({ offer: quote.offer, open })}
          />
        </Suspense>
      ) : null}
      {sample ? (
        <Suspense fallback={null}>
          <OfferSampleDialog
            offer={sample.offer}
            open={sample.open}
            onOpenChange={(open) => onSampleChange({ offer: sample.offer, open })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
