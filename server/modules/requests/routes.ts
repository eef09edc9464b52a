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
      const quoteRequest = await createQuoteRequest(app.db, request.body);
      app.notifySales(request.log, quoteRequestMail(quoteRequest), quoteRequest.email);
      return { quoteRequest };
    },
  });

  contractRoute(app, requestApi.sample, {
    ...options,
    handler: async (request) => {
      const sampleRequest = await createSampleRequest(app.db, request.body);
      app.notifySales(request.log, sampleRequestMail(sampleRequest), sampleRequest.email);
      return { sampleRequest };
    },
  });

  contractRoute(app, requestApi.originTrip, {
    ...options,
    handler: async (request) => {
      const originTripRequest = await createOriginTripRequest(app.db, request.body);
      app.notifySales(request.log, originTripMail(originTripRequest), originTripRequest.email);
      return { originTripRequest };
    },
  });
}
