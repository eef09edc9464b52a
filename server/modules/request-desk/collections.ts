import type { RequestType } from "../../../common/constants";
import { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import { REFERENCE_PREFIXES } from "../requests/reference";

/** Each request collection's table, the column that says when it arrived, and its references' letter. */
export const REQUEST_COLLECTIONS = {
  "quote-requests": {
    table: quoteRequests,
    receivedAt: quoteRequests.createdAt,
    prefix: REFERENCE_PREFIXES.quote,
  },
  "sample-requests": {
    table: sampleRequests,
    receivedAt: sampleRequests.createdAt,
    prefix: REFERENCE_PREFIXES.sample,
  },
  "origin-trips": {
    table: originTripRequests,
    receivedAt: originTripRequests.submittedAt,
    prefix: REFERENCE_PREFIXES.trip,
  },
  contact: {
    table: contacts,
    receivedAt: contacts.createdAt,
    prefix: REFERENCE_PREFIXES.contact,
  },
} as const satisfies Record<RequestType, unknown>;

export type RequestTable = (typeof REQUEST_COLLECTIONS)[RequestType]["table"];
export type RequestRow = RequestTable["$inferSelect"];
