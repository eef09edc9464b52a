// Records as the API returns them (spec sections 3 and 7). Dates are ISO 8601 strings; a blank
// optional column is null, as the form schemas produce.
import type { PartnerType, RequestStatus, RequestType } from "../constants";
import type { OriginTripData } from "./origin-trip";
import type { QuoteRequestData } from "./quote-request";
import type { SampleRequestData } from "./sample-request";

type Stored<T> = Omit<T, "website"> & { id: number; status: RequestStatus };

export type QuoteRequest = Stored<QuoteRequestData> & { createdAt: string };
export type SampleRequest = Stored<SampleRequestData> & { createdAt: string };
export type OriginTripRequest = Stored<OriginTripData> & { submittedAt: string };

/** The record type of each request collection (admin tables, exports, status updates). */
export type RequestRecordByType = {
  "quote-requests": QuoteRequest;
  "sample-requests": SampleRequest;
  "origin-trips": OriginTripRequest;
};
export type RequestRecord = RequestRecordByType[RequestType];

/** POST /api/quote-requests answers { quoteRequest }; its id is the visitor's reference. */
export type CreateQuoteRequestResponse = { quoteRequest: QuoteRequest };
/** POST /api/sample-requests answers { sampleRequest }. */
export type CreateSampleRequestResponse = { sampleRequest: SampleRequest };
/** POST /api/origin-trips answers { originTripRequest }. */
export type CreateOriginTripResponse = { originTripRequest: OriginTripRequest };

/** GET /api/partners */
export type Partner = {
  id: number;
  name: string;
  description: string;
  image?: string | null;
  type: PartnerType;
};

/** GET /api/coffee/options */
export type CoffeeOption = {
  id: number;
  region: string;
  variety: string | null;
  processingMethod: string;
  grade: number;
};
