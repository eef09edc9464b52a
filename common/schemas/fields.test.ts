// @vitest-environment node
// Every form's parsed body must parse again to itself: the browser sends what the form parsed,
// the server parses it with the same schema.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  buildContact,
  buildNewsEvent,
  buildOffer,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleOrder,
  buildSampleRequest,
} from "../testing/factories";
import { parseOrThrow } from "../testing/schema-assertions";
import { contactSchema } from "./contact";
import { newsEventSchema } from "./news-event";
import { offerSchema } from "./offer";
import { originTripSchema } from "./origin-trip";
import { quoteRequestSchema } from "./quote-request";
import { sampleOrderSchema } from "./sample-order";
import { sampleRequestSchema } from "./sample-request";

const cases: [string, z.ZodType, unknown][] = [
  ["contact", contactSchema, buildContact({ phone: "" })],
  ["quote request", quoteRequestSchema, buildQuoteRequest({ quantity: "3", offerId: "9" })],
  ["sample request", sampleRequestSchema, buildSampleRequest({ coffeeVariety: "" })],
  ["sample order", sampleOrderSchema, buildSampleOrder()],
  ["origin trip", originTripSchema, buildOriginTrip({ groupSize: "", experience: "" })],
  ["offer", offerSchema, buildOffer({ flavorProfile: [" a ", "A", "b"], farm: "" })],
  ["news event", newsEventSchema, buildNewsEvent({ attendees: "", featured: undefined })],
];

describe.each(cases)("%s schema", (_name, schema, input) => {
  it("parses its own output to the same value, also after JSON", () => {
    const once = parseOrThrow(schema, input);
    expect(parseOrThrow(schema, once)).toEqual(once);
    expect(parseOrThrow(schema, JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it("never outputs undefined for a known field", () => {
    const once = parseOrThrow(schema, input) as Record<string, unknown>;
    for (const [key, value] of Object.entries(once)) {
      if (key !== "website") expect(value, key).not.toBeUndefined();
    }
  });
});
