// Quote, sample and trip requests and contact messages in the admin: list, PATCH status, DELETE, and the file exports.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import {
  apiDownload,
  apiQuery,
  callApi,
  exportFilename,
  queryKeyOf,
  type Download,
} from "~/lib/api-client";
import { urlFor } from "~/lib/api-address";
import type { ExportFormat, RequestStatus, RequestType } from "~common/constants";
import type { RequestRecordByType } from "~common/contract/records";
import { requestHistoryKey } from "./request-history";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

const listKey = (type: RequestType) => ({ queryKey: queryKeyOf(`GET /api/${type}` as const, {}) });

export function useRequestList<T extends RequestType>(type: T) {
  const list: `GET /api/${RequestType}` = `GET /api/${type}`;
  const query = useQuery({
    ...apiQuery(list, {}),
    // Each collection's list holds its own records (the contract's union, narrowed by type).
    select: (records): RequestRecordByType[T][] => records as RequestRecordByType[T][],
  });
  useExpiredSessionWatch(query.error);
  return query;
}

/**
 * Whether a listed request waits past the promised answer: the list's answers carry `overdue`
 * (issue 49), a record read elsewhere does not.
 */
export function isOverdue(record: object): boolean {
  return "overdue" in record && record.overdue === true;
}

export function useUpdateRequestStatus(type: RequestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, notify }: { id: string; status: RequestStatus; notify: boolean }) =>
      callApi(`PATCH /api/${type}/:id/status` as const, {
        params: { id },
        body: { status, notify },
      }),
    // The list shows the new status, the request's history the change.
    onSuccess: (_request, { id }) =>
      Promise.all([
        queryClient.invalidateQueries(listKey(type)),
        queryClient.invalidateQueries(requestHistoryKey(type, id)),
      ]),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** By the request's reference; the server refuses (409) unless it is completed or cancelled. */
export function useDeleteRequest(type: RequestType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(`DELETE /api/${type}/:id` as const, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(listKey(type)),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** What the desk exports under /api/exports: each request collection, and the buyers (decision 068). */
export type ExportedCollection = RequestType | "buyers";

/** GET /api/exports/{type}/{csv|excel}; the file is named by content-disposition, else type and date. */
export function useExportRequests(type: ExportedCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: ExportFormat): Promise<Download> =>
      apiDownload(urlFor(`GET /api/exports/${type}/${format}` as const, {}), {
        fallbackFilename: exportFilename(type, format),
      }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
