// The image library in the admin (issue 50): the list, an image's words, delete (forced or not),
// and the images of a place. Uploads go one file per request with progress: media/upload-photo.ts.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { MediaPlaceKind } from "~common/constants";
import type { ImageDetailsInput } from "~common/schemas/media";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

const LIBRARY_KEY = queryKeyOf("GET /api/media", {});

/** Every image, newest first, with the places each is used in. */
export function useMediaLibrary() {
  const query = useQuery(apiQuery("GET /api/media", {}));
  useExpiredSessionWatch(query.error);
  return query;
}

/** Reads the library again (after an upload, whose reply holds only the new images). */
export function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
}

export function useDescribeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: ImageDetailsInput }) =>
      callApi("PATCH /api/media/:id", { params: { id }, body: details }),
    // A lot shows its images' words on the public pages, read with the offers.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("GET /api/offers", {}) }),
      ]),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** Deletes an image; refused (409, naming the places) while used, unless `force`. */
export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: string; force: boolean }) =>
      callApi("DELETE /api/media/:id", { params: { id }, query: force ? { force: "true" } : {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("GET /api/offers", {}) }),
      ]),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** Sets the images of a place in order (an empty list clears it). */
export function useSetPlaceImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      key,
      imageIds,
    }: {
      kind: MediaPlaceKind;
      key: string;
      imageIds: string[];
    }) =>
      callApi("PUT /api/media/places/:kind/:key", { params: { kind, key }, body: { imageIds } }),
    // The library shows where each image is used; the offers carry their lots' images.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf("GET /api/offers", {}) }),
      ]),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
