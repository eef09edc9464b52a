import { z } from "../zod";
import { type ExportFormat, type RequestType } from "../constants";
import { requestStatusUpdateSchema } from "../schemas/admin";
import { requestNoteSchema } from "../schemas/request-note";
import { endpoint, type Endpoint } from "./endpoint";
import { REQUEST_RECORDS, successReply } from "./records";
import { referenceParams } from "./record-id";
import { noteEntry, timelineEntry } from "./request-timeline";

function deskFor<T extends RequestType>(type: T) {
  const record = REQUEST_RECORDS[type];
  return {
    list: endpoint({
      method: "GET",
      path: `/api/${type}`,
      response: z.array(record.extend({ overdue: z.boolean() })),
    }),
    /**
     * One request with its history, oldest first, and the buyer (company) it belongs to, null for
     * one that belongs to none (issue 49).
     */
    detail: endpoint({
      method: "GET",
      path: `/api/${type}/:id`,
      params: referenceParams,
      response: record.extend({
        timeline: z.array(timelineEntry),
        buyer: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
      }),
    }),
    /** An internal note on the request; answers the note as its timeline shows it. */
    addNote: endpoint({
      method: "POST",
      path: `/api/${type}/:id/notes`,
      params: referenceParams,
      body: requestNoteSchema,
      response: noteEntry,
      status: 201,
    }),
    changeStatus: endpoint({
      method: "PATCH",
      path: `/api/${type}/:id/status`,
      params: referenceParams,
      body: requestStatusUpdateSchema,
      response: record,
    }),
    remove: endpoint({
      method: "DELETE",
      path: `/api/${type}/:id`,
      params: referenceParams,
      response: successReply,
    }),
    /** Every request of the collection as a spreadsheet, one endpoint per format. */
    exports: {
      csv: endpoint({ method: "GET", path: `/api/exports/${type}/csv`, response: "file" }),
      excel: endpoint({ method: "GET", path: `/api/exports/${type}/excel`, response: "file" }),
    } satisfies Record<ExportFormat, Endpoint>,
  };
}

/** The administrator's side of quote, sample and trip requests and contact messages, one desk per collection. */
export const requestDeskApi = {
  "quote-requests": deskFor("quote-requests"),
  "sample-requests": deskFor("sample-requests"),
  "origin-trips": deskFor("origin-trips"),
  contact: deskFor("contact"),
} satisfies Record<RequestType, unknown>;
