// The exporter's facts as GET /api/site-settings answers them: read by the public pages that show
// them (the contact section, the privacy notice) and by the desk's Site settings tab.
import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";

export function useSiteSettings() {
  return useQuery(apiQuery("GET /api/site-settings", {}));
}
