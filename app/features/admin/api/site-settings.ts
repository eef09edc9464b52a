// The exporter's facts in the desk: GET /api/site-settings and PUT after a save, whose answer
// becomes the cached read.
import { useMutation, useQueryClient } from "~/lib/query-layer";
import { callApi, queryKeyOf } from "~/lib/api-client";
import type { SiteSettingsData } from "~common/schemas/site-settings";
import { signOutOnExpiredSession } from "./session";

const SETTINGS_KEY = queryKeyOf("GET /api/site-settings", {});

export { useSiteSettings } from "~/lib/site-settings";

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettingsData) =>
      callApi("PUT /api/site-settings", { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
