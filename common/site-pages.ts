// The prerendered pages, and which of them search engines are told about.

/** Pages for buyers: prerendered, listed in /sitemap.xml. */
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
