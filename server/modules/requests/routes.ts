import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { originTripSchema } from "../../../common/schemas/origin-trip";
import { quoteRequestSchema } from "../../../common/schemas/quote-request";
import { sampleRequestSchema } from "../../../common/schemas/sample-request";
import { originTripMail, quoteRequestMail, sampleRequestMail } from "../mail/templates";
import { refuseFilledHoneypot } from "./public-form";
import { createOriginTripRequest, createQuoteRequest, createSampleRequest } from "./service";

/** The visitor's side of requests: quote, sample and origin-trip submissions. */
export async function requestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: app.limits.form };

  app.post(
    "/api/quote-requests",
    { config, schema: { body: quoteRequestSchema }, preHandler: refuseFilledHoneypot },
    async (request, reply) => {
      const quoteRequest = await createQuoteRequest(app.db, request.body);
      app.notifySales(request.log, quoteRequestMail(quoteRequest), quoteRequest.email);
      return reply.status(201).send({ quoteRequest });
    },
  );

  app.post(
    "/api/sample-requests",
    { config, schema: { body: sampleRequestSchema }, preHandler: refuseFilledHoneypot },
    async (request, reply) => {
      const sampleRequest = await createSampleRequest(app.db, request.body);
      app.notifySales(request.log, sampleRequestMail(sampleRequest), sampleRequest.email);
      return reply.status(201).send({ sampleRequest });
    },
  );

  app.post(
    "/api/origin-trips",
    { config, schema: { body: originTripSchema }, preHandler: refuseFilledHoneypot },
    async (request, reply) => {
      const originTripRequest = await createOriginTripRequest(app.db, request.body);
      app.notifySales(request.log, originTripMail(originTripRequest), originTripRequest.email);
      return reply.status(201).send({ originTripRequest });
    },
  );
}
