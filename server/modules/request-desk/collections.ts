import type { RequestType } from "../../../common/constants";
import { originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";

/** Each request collection's table and the column that says when it arrived. */
export const REQUEST_COLLECTIONS = {
  "quote-requests": { table: quoteRequests, receivedAt: quoteRequests.createdAt },
  "sample-requests": { table: sampleRequests, receivedAt: sampleRequests.createdAt },
  "origin-trips": { table: originTripRequests, receivedAt: originTripRequests.submittedAt },
} as const satisfies Record<RequestType, unknown>;

export type RequestTable = (typeof REQUEST_COLLECTIONS)[RequestType]["table"];
export type RequestRow = RequestTable["$inferSelect"];
