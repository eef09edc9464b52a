import { z } from "../zod";
import { contactSchema } from "../schemas/contact";
import { originTripSchema } from "../schemas/origin-trip";
import { quoteRequestSchema } from "../schemas/quote-request";
import { sampleRequestSchema } from "../schemas/sample-request";
import { endpoint } from "./endpoint";
import { originTripRequestRecord, quoteRequestRecord, sampleRequestRecord } from "./records";

/**
 * What a visitor sends: the stored request comes back, its id the reference the desk knows it by;
 * a contact message answers with its reference alone.
 */
export const requestApi = {
  quote: endpoint({
    method: "POST",
    path: "/api/quote-requests",
    body: quoteRequestSchema,
    response: z.object({ quoteRequest: quoteRequestRecord }),
    status: 201,
  }),
  sample: endpoint({
    method: "POST",
    path: "/api/sample-requests",
    body: sampleRequestSchema,
    response: z.object({ sampleRequest: sampleRequestRecord }),
    status: 201,
  }),
  originTrip: endpoint({
    method: "POST",
    path: "/api/origin-trips",
    body: originTripSchema,
    response: z.object({ originTripRequest: originTripRequestRecord }),
    status: 201,
  }),
  contact: endpoint({
    method: "POST",
    path: "/api/contact",
    body: contactSchema,
    response: z.object({ success: z.literal(true), id: z.string() }),
    status: 201,
  }),
};
