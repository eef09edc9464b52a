// A sample's dispatch on the desk (issue 49): courier, tracking number and day, mailed to the buyer.
import { sampleDispatchSchema } from "../schemas/sample-dispatch";
import { endpoint } from "./endpoint";
import { referenceParams } from "./record-id";
import { dispatchEntry } from "./request-timeline";

export const sampleDispatchApi = {
  record: endpoint({
    method: "POST",
    path: "/api/sample-requests/:id/dispatch",
    params: referenceParams,
    body: sampleDispatchSchema,
    response: dispatchEntry,
    status: 201,
  }),
};
