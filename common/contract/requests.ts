import { z } from "../zod";
import { contactSchema } from "../schemas/contact";
import { originTripSchema } from "../schemas/origin-trip";
import { quoteRequestSchema } from "../schemas/quote-request";
import { sampleRequestSchema } from "../schemas/sample-request";
import { endpoint } from "./endpoint";
import { originTripRequestReply, quoteRequestReply, sampleRequestReply } from "./records";

/** What a visitor sends: the stored request comes back, its id is the visitor's reference. */
export const requestApi = {
  quote: endpoint({
    method: "POST",
    path: "/api/quote-requests",
    body: quoteRequestSchema,
    response: z.object({ quoteRequest: quoteRequestReply }),
    status: 201,
  }),
  sample: endpoint({
    method: "POST",
    path: "/api/sample-requests",
    body: sampleRequestSchema,
    response: z.object({ sampleRequest: sampleRequestReply }),
    status: 201,
  }),
  originTrip: endpoint({
    method: "POST",
    path: "/api/origin-trips",
    body: originTripSchema,
    response: z.object({ originTripRequest: originTripRequestReply }),
    status: 201,
  }),
  contact: endpoint({
    method: "POST",
    path: "/api/contact",
    body: contactSchema,
    response: z.object({ success: z.literal(true), id: z.number().int() }),
    status: 201,
  }),
};
