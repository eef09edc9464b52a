// POST /api/origin-trips (spec section 7): trip fields plus selectedExperiences.
import { useMutation, useQueryClient } from "~/lib/query-layer";
import { callApi, queryKeyOf, type ReplyOfRoute } from "~/lib/api-client";
import type { OriginTripData } from "~common/schemas/origin-trip";

type CreatedTrip = ReplyOfRoute<"POST /api/origin-trips">;

export function createOriginTripRequest(request: OriginTripData): Promise<CreatedTrip> {
  return callApi("POST /api/origin-trips", { body: request });
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
        queryKey: queryKeyOf("GET /api/origin-trips", {}),
      });
    },
    onError,
  });
}
