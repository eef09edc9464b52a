// POST /api/origin-trips (spec section 7): trip fields plus selectedExperiences.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf, type ReplyOf } from "~/lib/api-client";
import { requestDeskApi } from "../../../common/contract/request-desk";
import { requestApi } from "../../../common/contract/requests";
import type { OriginTripData } from "../../../common/schemas/origin-trip";

type CreatedTrip = ReplyOf<typeof requestApi.originTrip>;

export function createOriginTripRequest(request: OriginTripData): Promise<CreatedTrip> {
  return callApi(requestApi.originTrip, { body: request });
}

interface CreateOriginTripRequestCallbacks {
  onSuccess: (response: CreatedTrip) => void;
  onError: (error: unknown) => void;
}

/** Callbacks sit on the mutation, so the toast still appears if the dialog closed meanwhile. */
export function useCreateOriginTripRequest({
  onSuccess,
  onError,
}: CreateOriginTripRequestCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOriginTripRequest,
    onSuccess: async (response) => {
      onSuccess(response);
      // The administrator's list of trip requests, when this browser has it cached.
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf(requestDeskApi["origin-trips"].list, {}),
      });
    },
    onError,
  });
}
