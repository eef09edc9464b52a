// A sample's dispatch (issue 49): the courier, its tracking number and the day it left, recorded
// by the desk (POST /api/sample-requests/{id}/dispatch) and mailed to the buyer.
import { isIsoDate } from "../dates";
import { z } from "../zod";
import { requiredText } from "./fields";

export const COURIER_MAX_LENGTH = 100;
export const TRACKING_NUMBER_MAX_LENGTH = 100;
export const DISPATCH_DATE_MESSAGE = "Please enter the dispatch date as yyyy-mm-dd";
export const DISPATCH_DATE_FUTURE_MESSAGE = "The dispatch date cannot be in the future";

/** Today as yyyy-mm-dd in UTC, a day ahead tolerated for Addis Ababa's morning (UTC+3). */
function latestDispatchDay(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export const sampleDispatchSchema = z.object({
  courier: requiredText("Courier", COURIER_MAX_LENGTH),
  trackingNumber: requiredText("Tracking number", TRACKING_NUMBER_MAX_LENGTH),
  dispatchedOn: z
    .string({ error: "Dispatch date is required" })
    .trim()
    .min(1, "Dispatch date is required")
    .refine(isIsoDate, DISPATCH_DATE_MESSAGE)
    .refine((day) => !isIsoDate(day) || day <= latestDispatchDay(), DISPATCH_DATE_FUTURE_MESSAGE),
});

export type SampleDispatchInput = z.input<typeof sampleDispatchSchema>;
export type SampleDispatchData = z.output<typeof sampleDispatchSchema>;
