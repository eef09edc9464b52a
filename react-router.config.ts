import type { Config } from "@react-router/dev/config";
import { SITEMAP_PAGES, UNLISTED_PAGES } from "./common/site-pages";

// Static pages are prerendered at build time; a lot's page (/offers/:id) is rendered by the server
// on request, with the lot's facts in its HTML (decision 025). Data after the first page comes
// from the API.
export default {
  ssr: true,
  // The whole route manifest ships with the first page: no /__manifest requests to the server.
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel builds (CI, several checkouts) write to their own folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...SITEMAP_PAGES, ...UNLISTED_PAGES],
} satisfies Config;
