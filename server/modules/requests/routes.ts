import type { FastifyInstance } from "fastify";
import { requestApi } from "../../../common/contract/requests";
import { contractRoute } from "../../contract";
import { quoteConfirmation, sampleConfirmation, tripConfirmation } from "../mail/confirmations";
import { originTripMail, quoteRequestMail, sampleRequestMail } from "../mail/templates";
import { refuseFilledHoneypot } from "./public-form";
import { fileOriginTripRequest, fileQuoteRequest, fileSampleRequest } from "./service";

/** The stored request as the visitor sees it: its reference is its id (common/contract/records.ts). */
const asVisitorReply = <Row extends { reference: string }>(row: Row) => ({
  ...row,
  id: row.reference,
});

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
      return { quoteRequest: asVisitorReply(quoteRequest) };
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
      return { sampleRequest: asVisitorReply(sampleRequest) };
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
      return { originTripRequest: asVisitorReply(originTripRequest) };
    },
  });
}
