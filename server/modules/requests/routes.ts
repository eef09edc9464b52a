import type { FastifyInstance } from "fastify";
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

/** The visitor's side of requests: quote, sample and origin-trip submissions. */
export async function requestRoutes(app: FastifyInstance) {
  const options = { config: { rateLimit: app.limits.form }, preHandler: refuseFilledHoneypot };

  // The mails name the lot a request names and link its page, as the visitor's screen named it.
  const mailedLot = async (offerId: number | null) => {
    const lot = await namedLot(app.db, offerId);
    return { lot, named: requestedLot(lot, app.config.PUBLIC_URL) };
  };

  contractRoute(app, requestApi.quote, {
    ...options,
    handler: async (request) => {
      const { lot, named } = await mailedLot(request.body.offerId);
      if (lot) refuseQuoteOffTheLot(lot, request.body);
      const quoteRequest = await app.fileWithNoteAndConfirmation(
        request.log,
        (db, letters) => fileQuoteRequest(db, request.body, letters),
        {
          note: (row: QuoteRow, links) => quoteRequestMail(row, links, named),
          confirmation: (row: QuoteRow, foot: MailFoot) => quoteConfirmation(row, named, foot),
        },
      );
      return { quoteRequest: namedByReference(quoteRequest) };
    },
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
