import { z } from "zod";
import { offerSchema } from "../schemas/offer";
import { endpoint } from "./endpoint";
import { offerRecord, successReply } from "./records";
import { recordIdParams } from "./record-id";

/** The lots: everyone reads them; the administrator adds, edits and deletes them. */
export const offerApi = {
  list: endpoint({ method: "GET", path: "/api/offers", response: z.array(offerRecord) }),
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
