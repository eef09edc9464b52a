import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import { requestApi } from "../../../common/contract/requests";
import { contractRoute } from "../../contract";
import {
  quoteConfirmation,
  sampleConfirmation,
  tripConfirmation,
  type MailFoot,
} from "../mail/confirmations";
import { originTripMail, quoteRequestMail, sampleRequestMail } from "../mail/templates";
import { refuseFilledHoneypot } from "./public-form";
import { requestedLot, type QuoteRow, type SampleRow } from "../mail/request-lines";
import { namedByReference } from "./reference";
import {
  fileOriginTripRequest,
  fileQuoteRequest,
  fileSampleRequest,
  namedLot,
  refuseQuoteOffTheLot,
} from "./service";

// The mails name the lot a request names and link its page, as the visitor's screen named it.
async function lotOfRequest(app: FastifyInstance, offerId: number | null) {
  const lot = await namedLot(app.db, offerId);
  return { lot, named: requestedLot(lot, app.config.PUBLIC_URL) };
}

/**
 * Files a quote request with its note to sales and the buyer's confirmation: refused (400) when
 * it does not fit the lot it names, (409) when that lot is sold out. The quote form's way, and a
 * sample feedback's "wants a quote" (decision 069).
 */
export async function fileQuote(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  quote: QuoteRequestData,
) {
  const { lot, named } = await lotOfRequest(app, quote.offerId);
  if (lot) refuseQuoteOffTheLot(lot, quote);
  return app.fileWithNoteAndConfirmation(
    log,
    (db, letters) => fileQuoteRequest(db, quote, letters),
    {
      note: (row: QuoteRow, links) => quoteRequestMail(row, links, named),
      confirmation: (row: QuoteRow, foot: MailFoot) => quoteConfirmation(row, named, foot),
    },
  );
}

/** The visitor's side of requests: quote, sample and origin-trip submissions. */
export async function requestRoutes(app: FastifyInstance) {
  const options = { config: { rateLimit: app.limits.form }, preHandler: refuseFilledHoneypot };

  const mailedLot = (offerId: number | null) => lotOfRequest(app, offerId);

  contractRoute(app, requestApi.quote, {
    ...options,
    handler: async (request) => ({
      quoteRequest: namedByReference(await fileQuote(app, request.log, request.body)),
    }),
  });

  contractRoute(app, requestApi.sample, {
    ...options,
    handler: async (request) => {
      const { named } = await mailedLot(request.body.offerId);
      const sampleRequest = await app.fileWithNoteAndConfirmation(
        request.log,
        (db, letters) => fileSampleRequest(db, request.body, letters),
        {
          note: (row: SampleRow, links) => sampleRequestMail(row, links, named),
          confirmation: (row: SampleRow, foot: MailFoot) => sampleConfirmation(row, named, foot),
        },
      );
      return { sampleRequest: namedByReference(sampleRequest) };
    },
  });

  contractRoute(app, requestApi.originTrip, {
    ...options,
    handler: async (request) => {
      const originTripRequest = await app.fileWithNoteAndConfirmation(
        request.log,
        (db, letters) => fileOriginTripRequest(db, request.body, letters),
        { note: originTripMail, confirmation: tripConfirmation },
      );
      return { originTripRequest: namedByReference(originTripRequest) };
    },
  });
}
