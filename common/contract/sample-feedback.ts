// A sample's feedback (issue 49, decision 069): the buyer reads the form of a dispatched sample
// through the signed link of the invitation and answers it once; the desk reads a lot's answers.
import { z } from "../zod";
import { FEEDBACK_STATES } from "../sample-feedback-terms";
import { sampleFeedbackSchema } from "../schemas/sample-feedback";
import { endpoint } from "./endpoint";
import { recordIdParams } from "./record-id";

const timestamp = z.iso.datetime();

/** The signed link's token: any text is taken; one this server did not sign is a 404. */
export const feedbackTokenParams = z.object({ token: z.string() });

/** A buyer's answer as it was stored. */
export const sampleFeedbackRecord = z.object({
  cupScore: z.number(),
  notes: z.string().nullable(),
  wantsQuote: z.boolean(),
  /** The reference of the quote request "wants a quote" opened, while it exists. */
  quoteRequestId: z.string().nullable(),
  createdAt: timestamp,
});
export type SampleFeedback = z.output<typeof sampleFeedbackRecord>;

/** What the buyer's page shows: the sample, whom it is for, and the answer once given. */
export const sampleFeedbackView = z.object({
  /** The sample request's reference, e.g. S-7K3M-9P2X. */
  sampleId: z.string(),
  coffeeName: z.string(),
  sampleSize: z.string(),
  buyer: z.object({ name: z.string(), company: z.string() }),
  dispatchedOn: z.string(),
  state: z.enum(FEEDBACK_STATES),
  /** The last moment the link takes an answer. */
  expiresAt: timestamp,
  feedback: sampleFeedbackRecord.nullable(),
});
export type SampleFeedbackView = z.output<typeof sampleFeedbackView>;

/** One answer on a lot's desk view: the sample it was on and the buyer. */
export const lotSampleFeedback = sampleFeedbackRecord.extend({
  sampleId: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  country: z.string(),
});
export type LotSampleFeedback = z.output<typeof lotSampleFeedback>;

export const sampleFeedbackApi = {
  view: endpoint({
    method: "GET",
    path: "/api/sample-feedback/:token",
    params: feedbackTokenParams,
    response: sampleFeedbackView,
  }),
  submit: endpoint({
    method: "POST",
    path: "/api/sample-feedback/:token",
    params: feedbackTokenParams,
    body: sampleFeedbackSchema,
    response: sampleFeedbackView,
    status: 201,
  }),
};

export const sampleFeedbackDeskApi = {
  /** The feedback buyers gave on samples of one lot, newest first. */
  ofLot: endpoint({
    method: "GET",
    path: "/api/offers/:id/sample-feedback",
    params: recordIdParams,
    response: z.array(lotSampleFeedback),
  }),
};
