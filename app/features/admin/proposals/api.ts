// A quote request's proposals on the desk: the list, and writing one (issue 49).
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { ProposalData } from "~common/proposal";
import { requestHistoryKey } from "../api/request-history";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "../api/session";

const proposalsKey = (requestId: string) => ({
  queryKey: queryKeyOf("GET /api/quote-requests/:id/proposals", { params: { id: requestId } }),
});

export function useProposals(requestId: string) {
  const query = useQuery(
    apiQuery("GET /api/quote-requests/:id/proposals", { params: { id: requestId } }),
  );
  useExpiredSessionWatch(query.error);
  return query;
}

/** Writes a proposal; the request's proposals and the quotes' list (its status) are read again. */
export function useWriteProposal(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: ProposalData) =>
      callApi("POST /api/quote-requests/:id/proposals", {
        params: { id: requestId },
        body: proposal,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(proposalsKey(requestId)),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("GET /api/quote-requests", {}) }),
        queryClient.invalidateQueries(requestHistoryKey("quote-requests", requestId)),
      ]),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
