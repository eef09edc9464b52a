import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import type { CreateQuoteRequestResponse } from "../../../common/schemas/requests";
import { apiPost } from "~/lib/api-client";

export const QUOTE_REQUESTS_QUERY_KEY = ["/api/quote-requests"] as const;

/** POST /api/quote-requests: 201 { quoteRequest }, 409 when the offer sold out meanwhile, 429 when rate-limited. */
export function createQuoteRequest(quote: QuoteRequestData): Promise<CreateQuoteRequestResponse> {
  return apiPost<CreateQuoteRequestResponse>("/api/quote-requests", quote);
}

/** Sends a quote request and refreshes the request list it adds to (spec section 7). */
export function useCreateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTE_REQUESTS_QUERY_KEY }),
  });
}
