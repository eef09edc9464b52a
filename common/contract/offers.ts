import { z } from "../zod";
import { OFFER_SEARCH_MAX_LENGTH } from "../offer-list";
import { offerSchema } from "../schemas/offer";
import { endpoint } from "./endpoint";
import { offerRecord, successReply } from "./records";
import { recordIdParams } from "./record-id";

// The /offers query (common/offer-list.ts reads it, as on the page: an unknown region lists no lot,
// any other unknown value means All).
const listParam = z.string().max(OFFER_SEARCH_MAX_LENGTH).optional();
export const offerListQuery = z.object({
  q: listParam,
  region: listParam,
  processing: listParam,
  availability: listParam,
  certification: listParam,
  position: listParam,
  sort: listParam,
});

/** The lots: everyone reads them; the administrator adds, edits and deletes them. */
export const offerApi = {
  /**
   * Every lot, newest first; with a query, the list /offers shows for it (filtered and ordered,
   * sold-out lots last, none for an unknown region), as the downloads hold it.
   */
  list: endpoint({
    method: "GET",
    path: "/api/offers",
    querystring: offerListQuery,
    response: z.array(offerRecord),
  }),
  /** One lot, for its own page; 404 NOT_FOUND when there is no such lot (or it was deleted). */
  get: endpoint({
    method: "GET",
    path: "/api/offers/:id",
    params: recordIdParams,
    response: offerRecord,
  }),
  /** One lot's spec sheet as a one-page PDF download. */
  specSheet: endpoint({
    method: "GET",
    path: "/api/offers/:id/spec-sheet.pdf",
    params: recordIdParams,
    response: "file",
  }),
  /** The current list as the buyer filtered and sorted it, sold-out lots last. */
  exportCsv: endpoint({
    method: "GET",
    path: "/api/offers/export.csv",
    querystring: offerListQuery,
    response: "file",
  }),
  exportXlsx: endpoint({
    method: "GET",
    path: "/api/offers/export.xlsx",
    querystring: offerListQuery,
    response: "file",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/offers",
    body: offerSchema,
    response: offerRecord,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/offers/:id",
    params: recordIdParams,
    body: offerSchema,
    response: offerRecord,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/offers/:id",
    params: recordIdParams,
    response: successReply,
  }),
};
