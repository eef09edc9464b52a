// Quote, sample and trip requests in the admin: list, PATCH status, DELETE, and the file exports.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiDownload, apiPatch, exportFilename, type Download } from "~/lib/api-client";
import type { ExportFormat, RequestStatus, RequestType } from "../../../../common/constants";
import type { RequestRecordByType } from "../../../../common/schemas/requests";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

export function requestListKey(type: RequestType) {
  return [`/api/${type}`] as const;
}

export function useRequestList<T extends RequestType>(type: T) {
  const query = useQuery<RequestRecordByType[T][]>({ queryKey: requestListKey(type) });
  useExpiredSessionWatch(query.error);
  return query;
}

export function useUpdateRequestStatus(type: RequestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RequestStatus }) =>
      apiPatch<unknown>(`/api/${type}/${id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestListKey(type) }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** The server refuses (409) unless the request is completed or cancelled. */
export function useDeleteRequest(type: RequestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<unknown>(`/api/${type}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestListKey(type) }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** GET /api/exports/{type}/{csv|excel}; the file is named by content-disposition, else type and date. */
export function useExportRequests(type: RequestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: ExportFormat): Promise<Download> =>
      apiDownload(`/api/exports/${type}/${format}`, {
        fallbackFilename: exportFilename(type, format),
      }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
