// The exporter's facts as GET /api/site-settings answers them: read by the public pages that show
// them (the contact section, the footer, the privacy notice) and by the desk's Site settings tab.
import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The settings, pending while React hydrates the server's HTML whatever the query cache already
 * holds: several parts of a page read them (the contact section, the footer), and one hydrated
 * after another's read has arrived must first draw what the server drew (its loading state).
 */
export function useSiteSettings() {
  const query = useQuery(apiQuery("GET /api/site-settings", {}));
  const hydrated = useHydrated();
  if (hydrated) return query;
  return {
    ...query,
    data: undefined,
    isPending: true,
    isSuccess: false,
  } as unknown as typeof query;
}
