import type { Config } from "@react-router/dev/config";

// Every route is static: the HTML is prerendered at build time and data comes from the API.
export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (CI, several checkouts) write to their own folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [
    "/",
    "/commercial",
    "/specialty",
    "/colors",
    "/offers",
    "/admin",
    "/team",
    "/origin-trip",
    "/farmers-stories",
    "/coffee-stories",
    "/photo-galleries",
    "/news-events",
    "/admin-news",
    "/coffee-process",
    "/impact",
    "/privacy",
  ],
} satisfies Config;
