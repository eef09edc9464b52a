import type { FastifyInstance } from "fastify";
import { requestApi } from "../../../common/contract/requests";
import { contractRoute } from "../../contract";
import { originTripMail, quoteRequestMail, sampleRequestMail } from "../mail/templates";
import { refuseFilledHoneypot } from "./public-form";
import { createOriginTripRequest, createQuoteRequest, createSampleRequest } from "./service";

/** The visitor's side of requests: quote, sample and origin-trip submissions. */
export async function requestRoutes(app: FastifyInstance) {
  const options = { config: { rateLimit: app.limits.form }, preHandler: refuseFilledHoneypot };

  contractRoute(app, requestApi.quote, {
    ...options,
    handler: async (request) => {
      const quoteRequest = await app.fileWithSalesNote(
        request.log,
        (db) => createQuoteRequest(db, request.body),
        quoteRequestMail,
      );
      return { quoteRequest };
    },
  });

  contractRoute(app, requestApi.sample, {
    ...options,
    handler: async (request) => {
      const sampleRequest = await app.fileWithSalesNote(
        request.log,
        (db) => createSampleRequest(db, request.body),
        sampleRequestMail,
      );
      return { sampleRequest };
    },
  });

  contractRoute(app, requestApi.originTrip, {
    ...options,
    handler: async (request) => {
      const originTripRequest = await app.fileWithSalesNote(
        request.log,
        (db) => createOriginTripRequest(db, request.body),
        originTripMail,
      );
      return { originTripRequest };
    },
  });
}
