import type { UseFormReturn } from "react-hook-form";
import type { QuoteRequestData, QuoteRequestInput } from "~common/schemas/quote-request";

/** The quote form: the browser holds the schema's input, a valid submission yields its output. */
export type QuoteForm = UseFormReturn<QuoteRequestInput, unknown, QuoteRequestData>;
