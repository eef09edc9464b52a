// The farmers on /farmers-stories in the desk: the list (the public one, in the desk's order), add,
// edit, delete and order; the list is read again after each write.
import { useQuery } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { FarmerStoryData } from "~common/schemas/farmer-story";
import { useListWrite } from "./list-write";

export const FARMERS_KEY = queryKeyOf("GET /api/farmer-stories", {});

export function useFarmerStories() {
  return useQuery(apiQuery("GET /api/farmer-stories", {}));
}

export function useSaveFarmerStory() {
  return useListWrite(
    FARMERS_KEY,
    ({ id, story }: { id: number | null; story: FarmerStoryData }) =>
      id === null
        ? callApi("POST /api/farmer-stories", { body: story })
        : callApi("PUT /api/farmer-stories/:id", { params: { id }, body: story }),
  );
}

export function useDeleteFarmerStory() {
  return useListWrite(FARMERS_KEY, (id: number) =>
    callApi("DELETE /api/farmer-stories/:id", { params: { id } }),
  );
}

export function useOrderFarmerStories() {
  return useListWrite(FARMERS_KEY, (ids: number[]) =>
    callApi("PUT /api/farmer-story-order", { body: { ids } }),
  );
}
