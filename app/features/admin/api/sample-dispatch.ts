// Recording a sample's dispatch from the desk (issue 49); the buyer is mailed by the server.
import { useMutation, useQueryClient } from "~/lib/query-layer";
import { callApi } from "~/lib/api-client";
import type { SampleDispatchInput } from "~common/schemas/sample-dispatch";
import { requestHistoryKey } from "./request-history";
import { signOutOnExpiredSession } from "./session";

/** Records the dispatch; the sample's history is read again. */
export function useRecordDispatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dispatch: SampleDispatchInput) =>
      callApi("POST /api/sample-requests/:id/dispatch", { params: { id }, body: dispatch }),
    onSuccess: () => queryClient.invalidateQueries(requestHistoryKey("sample-requests", id)),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
