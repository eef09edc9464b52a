import type { FastifyInstance } from "fastify";
import { requestApi } from "../../../common/contract/requests";
import { contractRoute } from "../../contract";
import { quoteConfirmation, sampleConfirmation, tripConfirmation } from "../mail/confirmations";
import { originTripMail, quoteRequestMail, sampleRequestMail } from "../mail/templates";
import { refuseFilledHoneypot } from "./public-form";
import { namedByReference } from "./reference";
import { fileOriginTripRequest, fileQuoteRequest, fileSampleRequest } from "./service";

/** The visitor's side of requests: quote, sample and origin-trip submissions. */
export async function requestRoutes(app: FastifyInstance) {
  const options = { config: { rateLimit: app.limits.form }, preHandler: refuseFilledHoneypot };

  contractRoute(app, requestApi.quote, {
    ...options,
    handler: async (request) => {
      const quoteRequest = await app.fileWithNoteAndConfirmation(
        request.log,
        (db, letters) => fileQuoteRequest(db, request.body, letters),
        { note: quoteRequestMail, confirmation: quoteConfirmation },
      );
      return { quoteRequest: namedByReference(quoteRequest) };
    },
  });

  contractRoute(app, requestApi.sample, {
    ...options,
    handler: async (request) => {
      const sampleRequest = await app.fileWithNoteAndConfirmation(
        request.log,
        (db, letters) => fileSampleRequest(db, request.body, letters),
        { note: sampleRequestMail, confirmation: sampleConfirmation },
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
