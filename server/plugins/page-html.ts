// What the server changes in a page's HTML (prerendered or rendered on request) as it sends it.
//
// Pages name their canonical address and link-preview URLs from the site's root ("/offers",
// app/lib/page-meta.ts): a prerendered page cannot know the address it will be served at. The
// server makes them absolute with PUBLIC_URL (or the request's own origin without it), as search
// engines and link previews require.
//
// React Router names every module of the first load in <link rel="modulepreload"> at the top of
// the head, where a browser would fetch twenty-odd scripts at high priority beside the stylesheet,
// the fonts and the hero picture. The page is whole without them (its HTML carries its content),
// so they are fetched at low priority: on a slow network the page paints first, and the scripts,
// still fetched before the load event, hydrate it after (decision 031).

const ROOT_RELATIVE =
  /(<link rel="canonical" href="|<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")\/(?!\/)/g;

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/** The page as sent from `origin` (no trailing slash). */
export function servedPage(html: string, origin: string): string {
  return html
    .replace(ROOT_RELATIVE, `$1${origin}/`)
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
