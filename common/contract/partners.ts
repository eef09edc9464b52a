// The desk's side of the partners and customers (issue 50); everyone reads them with
// GET /api/partners (./catalog.ts), in the order set here.
import { z } from "../zod";
import { partnerOrderSchema, partnerSchema } from "../schemas/partner";
import { endpoint } from "./endpoint";
import { recordIdParams } from "./record-id";
import { partnerRecord, successReply } from "./records";

export const partnerDeskApi = {
  /** Added last in the order. */
  create: endpoint({
    method: "POST",
    path: "/api/partners",
    body: partnerSchema,
    response: partnerRecord,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/partners/:id",
    params: recordIdParams,
    body: partnerSchema,
    response: partnerRecord,
  }),
  /** Also takes its logo out of the place it had (the image stays in the library). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/partners/:id",
    params: recordIdParams,
    response: successReply,
  }),
  /** The whole order at once; answers with the list in it. */
  order: endpoint({
    method: "PUT",
    path: "/api/partner-order",
    body: partnerOrderSchema,
    response: z.array(partnerRecord),
  }),
};
