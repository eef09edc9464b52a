// Buyers on the desk (issue 49, decision 068): one record per company, found when a request is
// filed, with every request, proposal and sample dispatch of that company.
import { z } from "../zod";
import { REQUEST_STATUSES, REQUEST_TYPES, type ExportFormat } from "../constants";
import { buyerMergeSchema, buyerSearchSchema, buyerUpdateSchema } from "../schemas/buyer";
import { endpoint, type Endpoint } from "./endpoint";
import { proposalRecord } from "./proposals";
import { recordIdParams } from "./record-id";
import { successReply } from "./records";
import { dispatchEntry } from "./request-timeline";

const timestamp = z.iso.datetime();

export const buyerRecord = z.object({
  id: z.number().int(),
  companyName: z.string(),
  /** The business email domain it was first found by; null when known by company name only. */
  emailDomain: z.string().nullable(),
  country: z.string().nullable(),
  note: z.string().nullable(),
  /** Its requests and contact messages, of every kind. */
  requests: z.number().int(),
  /** When the newest of them came; null when it has none (all deleted or moved). */
  lastRequestAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Buyer = z.output<typeof buyerRecord>;

/** One of a buyer's requests or contact messages, as its list shows it. */
export const buyerRequestRecord = z.object({
  type: z.enum(REQUEST_TYPES),
  /** Its reference, e.g. Q-7K3M-9P2X. */
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** Who wrote it, and from which address. */
  name: z.string(),
  email: z.string(),
  receivedAt: timestamp,
});
export type BuyerRequest = z.output<typeof buyerRequestRecord>;

export const buyerDetailRecord = buyerRecord.extend({
  /** Newest first. */
  requestList: z.array(buyerRequestRecord),
  /** Every proposal on its quote requests, newest first. */
  proposals: z.array(proposalRecord),
  /** Every dispatch of its samples, newest first, with the sample request's reference. */
  dispatches: z.array(dispatchEntry.extend({ requestId: z.string() })),
});
export type BuyerDetail = z.output<typeof buyerDetailRecord>;

export const buyerApi = {
  /** Newest request first; `q` narrows to a part of the company name, domain, country or note. */
  list: endpoint({
    method: "GET",
    path: "/api/buyers",
    querystring: buyerSearchSchema,
    response: z.array(buyerRecord),
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/buyers/:id",
    params: recordIdParams,
    response: buyerDetailRecord,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/buyers/:id",
    params: recordIdParams,
    body: buyerUpdateSchema,
    response: buyerRecord,
  }),
  /** Moves every request of {id} to `intoId` and deletes {id}; answers the buyer it joined. */
  merge: endpoint({
    method: "POST",
    path: "/api/buyers/:id/merge",
    params: recordIdParams,
    body: buyerMergeSchema,
    response: buyerRecord,
  }),
  /** Only a buyer with no request left (409 otherwise). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/buyers/:id",
    params: recordIdParams,
    response: successReply,
  }),
};

/** Every buyer as a spreadsheet, one endpoint per format, like the requests' exports. */
export const buyerExportApi = {
  csv: endpoint({ method: "GET", path: "/api/exports/buyers/csv", response: "file" }),
  excel: endpoint({ method: "GET", path: "/api/exports/buyers/excel", response: "file" }),
} satisfies Record<ExportFormat, Endpoint>;
