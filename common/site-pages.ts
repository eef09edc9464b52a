// The site's own pages: which are prerendered, which are rendered on request, and which of them
// search engines are told about.

/** Pages for buyers, listed in /sitemap.xml. */
export const SITEMAP_PAGES = [
  "/",
  "/offers",
  "/specialty",
  "/commercial",
  "/team",
  "/origin-trip",
  "/farmers-stories",
  "/coffee-stories",
  "/photo-galleries",
  "/news-events",
  "/coffee-process",
  "/impact",
  "/privacy",
] as const;

/**
 * Rendered by the server on each request with the lists from the database in their HTML
 * (decision 030; the collections' coffees, decision 041); every other page is prerendered at
 * build time.
 */
export const RENDERED_PAGES: readonly string[] = [
  "/offers",
  "/news-events",
  "/specialty",
  "/commercial",
  // The team as the desk keeps it (issue 50).
  "/team",
  // The pages whose pictures the desk can set to photographs (site pictures, decision 071).
  "/",
  "/origin-trip",
  "/coffee-process",
  "/farmers-stories",
  "/coffee-stories",
  "/photo-galleries",
  "/impact",
];

/**
 * Prerendered too, but no landing page for a search: the palette tool (noindex), the admin
 * screens, and where the newsletter's mail links lead.
 */
export const UNLISTED_PAGES = [
  "/colors",
  "/admin",
  "/admin-news",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
] as const;

/** The pages built as static HTML. */
export const PRERENDERED_PAGES = [...SITEMAP_PAGES, ...UNLISTED_PAGES].filter(
  (page) => !RENDERED_PAGES.includes(page),
);
