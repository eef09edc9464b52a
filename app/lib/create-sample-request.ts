// POST /api/sample-requests (spec section 7): the answer's sampleRequest.id is the visitor's reference.
import { useMutation, useQueryClient } from "./query-layer";
import type { SampleRequestData } from "~common/schemas/sample-request";
import { callApi, queryKeyOf, type ReplyOfRoute } from "./api-client";

type CreatedSampleRequest = ReplyOfRoute<"POST /api/sample-requests">;

export function createSampleRequest(request: SampleRequestData): Promise<CreatedSampleRequest> {
  return callApi("POST /api/sample-requests", { body: request });
}

interface CreateSampleRequestCallbacks {
  onSuccess: (response: CreatedSampleRequest, request: SampleRequestData) => void;
  onError: (error: unknown) => void;
}

/**
 * The callbacks live on the mutation rather than on each `mutate` call so the visitor still gets
 * the toast when they close the dialog before the answer arrives.
 */
export function useCreateSampleRequest({ onSuccess, onError }: CreateSampleRequestCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSampleRequest,
    onSuccess: async (response, request) => {
      onSuccess(response, request);
      // The list cache is refreshed (spec section 7): the administrator's sample-request list.
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf("GET /api/sample-requests", {}),
      });
    },
    onError,
  });
}
