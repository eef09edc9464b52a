// POST /api/sample-requests (spec section 7): the answer's sampleRequest.id is the visitor's reference.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSampleRequestResponse } from "../../common/schemas/requests";
import type { SampleRequestData } from "../../common/schemas/sample-request";
import { apiPost } from "./api-client";

/** Also the query key of the admin's sample-request list, refreshed after every new request. */
export const SAMPLE_REQUESTS_PATH = "/api/sample-requests";

export function createSampleRequest(
  request: SampleRequestData,
): Promise<CreateSampleRequestResponse> {
  return apiPost<CreateSampleRequestResponse>(SAMPLE_REQUESTS_PATH, request);
}

interface CreateSampleRequestCallbacks {
  onSuccess: (response: CreateSampleRequestResponse, request: SampleRequestData) => void;
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
      await queryClient.invalidateQueries({ queryKey: [SAMPLE_REQUESTS_PATH] });
    },
    onError,
  });
}
