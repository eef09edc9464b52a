// A buyer's feedback on a dispatched sample (issue 49, decision 069): the cup score (80-100, as an
// offer's), notes, and whether they want a quote. POST /api/sample-feedback/{token}.
import { z } from "../zod";
import {
  CUP_SCORE_MAX,
  CUP_SCORE_MIN,
  CUP_SCORE_NUMBER_MESSAGE,
  CUP_SCORE_RANGE_MESSAGE,
  CUP_SCORE_REQUIRED_MESSAGE,
  FEEDBACK_NOTES_MAX_LENGTH,
} from "../sample-feedback-terms";
import { numberInput, numberValue, optionalText } from "./fields";

export const sampleFeedbackSchema = z.object({
  cupScore: numberInput(
    numberValue(CUP_SCORE_REQUIRED_MESSAGE, CUP_SCORE_NUMBER_MESSAGE)
      .min(CUP_SCORE_MIN, CUP_SCORE_RANGE_MESSAGE)
      .max(CUP_SCORE_MAX, CUP_SCORE_RANGE_MESSAGE),
    CUP_SCORE_NUMBER_MESSAGE,
  ),
  notes: optionalText("Notes", FEEDBACK_NOTES_MAX_LENGTH),
  wantsQuote: z.boolean({ error: "Wants a quote must be true or false" }).optional().default(false),
});

export type SampleFeedbackInput = z.input<typeof sampleFeedbackSchema>;
export type SampleFeedbackData = z.output<typeof sampleFeedbackSchema>;
