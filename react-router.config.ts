import type { Config } from "@react-router/dev/config";
import { SITEMAP_PAGES, UNLISTED_PAGES } from "./common/site-pages";

// Every route is static: the HTML is prerendered at build time and data comes from the API.
export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (CI, several checkouts) write to their own folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...SITEMAP_PAGES, ...UNLISTED_PAGES],
} satisfies Config;
