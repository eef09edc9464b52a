// POST /api/origin-trips (spec section 7): trip fields plus selectedExperiences.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OriginTripData } from "../../../common/schemas/origin-trip";
import type { CreateOriginTripResponse } from "../../../common/schemas/requests";
import { apiPost } from "~/lib/api-client";

/** Also the query key of the admin's trip-request list, refreshed after every new request. */
export const ORIGIN_TRIPS_PATH = "/api/origin-trips";

export function createOriginTripRequest(
  request: OriginTripData,
): Promise<CreateOriginTripResponse> {
  return apiPost<CreateOriginTripResponse>(ORIGIN_TRIPS_PATH, request);
}

interface CreateOriginTripRequestCallbacks {
  onSuccess: (response: CreateOriginTripResponse) => void;
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
      await queryClient.invalidateQueries({ queryKey: [ORIGIN_TRIPS_PATH] });
    },
    onError,
  });
}
