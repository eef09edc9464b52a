// An internal note on a request or contact message (issue 49): POST /api/{type}/{id}/notes. Seen
// on the desk only, never by the buyer.
import { z } from "../zod";
import { requiredText } from "./fields";

export const REQUEST_NOTE_MAX_LENGTH = 2000;

export const requestNoteSchema = z.object({
  note: requiredText("Note", REQUEST_NOTE_MAX_LENGTH),
});

export type RequestNoteInput = z.input<typeof requestNoteSchema>;
export type RequestNoteData = z.output<typeof requestNoteSchema>;
