import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PAGES } from "./common/site-pages";

// Static pages are prerendered at build time; the lists (/offers, /news-events) and a lot's page
// (/offers/:id) are rendered by the server on request, with the database's facts in their HTML
// (decisions 025 and 030). Data after the first page comes from the API.
export default {
  ssr: true,
  // The whole route manifest ships with the first page: no /__manifest requests to the server.
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel builds (CI, several checkouts) write to their own folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: PRERENDERED_PAGES,
} satisfies Config;
