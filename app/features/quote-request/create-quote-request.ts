import { useMutation, useQueryClient } from "~/lib/query-layer";
import { callApi, queryKeyOf } from "~/lib/api-client";
import type { QuoteRequestData } from "~common/schemas/quote-request";

/** POST /api/quote-requests: 201 { quoteRequest }, 409 when the offer sold out meanwhile, 429 when rate-limited. */
export function createQuoteRequest(quote: QuoteRequestData) {
  return callApi("POST /api/quote-requests", { body: quote });
}

/** Sends a quote request and refreshes the request list it adds to (spec section 7). */
export function useCreateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf("GET /api/quote-requests", {}),
      }),
  });
}
