// Newsletter subscribers in the admin: the list and its CSV export.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { urlFor } from "~/lib/api-address";
import { apiDownload, apiQuery, exportFilename, type Download } from "~/lib/api-client";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

export function useSubscriberList() {
  const query = useQuery(apiQuery("GET /api/newsletter-subscriptions", {}));
  useExpiredSessionWatch(query.error);
  return query;
}

export function useExportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Download> =>
      apiDownload(urlFor("GET /api/exports/newsletter-subscriptions/csv", {}), {
        fallbackFilename: exportFilename("newsletter-subscriptions", "csv"),
      }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
