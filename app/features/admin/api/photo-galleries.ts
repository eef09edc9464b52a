// The galleries on /photo-galleries in the desk: the list (the public one, in the desk's order),
// add, edit, delete and order; the list is read again after each write.
import { useQuery } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { PhotoGalleryData } from "~common/schemas/photo-gallery";
import { useListWrite } from "./list-write";

export const GALLERIES_KEY = queryKeyOf("GET /api/photo-galleries", {});

export function usePhotoGalleries() {
  return useQuery(apiQuery("GET /api/photo-galleries", {}));
}

export function useSavePhotoGallery() {
  return useListWrite(
    GALLERIES_KEY,
    ({ id, gallery }: { id: number | null; gallery: PhotoGalleryData }) =>
      id === null
        ? callApi("POST /api/photo-galleries", { body: gallery })
        : callApi("PUT /api/photo-galleries/:id", { params: { id }, body: gallery }),
  );
}

export function useDeletePhotoGallery() {
  return useListWrite(GALLERIES_KEY, (id: number) =>
    callApi("DELETE /api/photo-galleries/:id", { params: { id } }),
  );
}

export function useOrderPhotoGalleries() {
  return useListWrite(GALLERIES_KEY, (ids: number[]) =>
    callApi("PUT /api/photo-gallery-order", { body: { ids } }),
  );
}
