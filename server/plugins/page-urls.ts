// Pages name their canonical address and link-preview URLs from the site's root ("/offers",
// app/lib/page-meta.ts): a prerendered page cannot know the address it will be served at. The
// server makes them absolute with PUBLIC_URL (or the request's own origin without it) in the HTML
// it sends, as search engines and link previews require.

const ROOT_RELATIVE =
  /(<link rel="canonical" href="|<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")\/(?!\/)/g;

/** The page's canonical and preview URLs made absolute on `origin` (no trailing slash). */
export function absolutePageUrls(html: string, origin: string): string {
  return html.replace(ROOT_RELATIVE, `$1${origin}/`);
}
