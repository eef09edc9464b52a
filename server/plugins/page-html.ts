// What the server reads and changes in a page's HTML (prerendered or rendered on request) as it
// sends it. This is the one module that works on React Router's HTML by its text; its test
// (page-html.test.ts) runs it on pages of the real build, and fails when React Router's output
// no longer has the shape these patterns expect.
//
// Pages name their canonical address and link-preview URLs from the site's root ("/offers",
// app/lib/page-meta.ts): a prerendered page cannot know the address it will be served at. The
// server makes them absolute with PUBLIC_URL (or the request's own origin without it), as search
// engines and link previews require.
//
// React Router names every module of the first load in <link rel="modulepreload"> at the top of
// the head and starts them with an inline module script at the end of the body. The page is whole
// without them (its HTML carries its content), so the page paints first and its scripts are
// fetched after (decision 039): the module script is sent inert, with the modules' addresses, and
// a small script starts it once the browser has painted the page's content. React then hydrates
// the page as before; until it has, the page's links work as plain links and its buttons wait.
//
// Each page allows its own inline scripts by their hashes (decision 038), read from its HTML here.
import { createHash } from "node:crypto";

const ROOT_RELATIVE =
  /(<link rel="canonical" href="|<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")\/(?!\/)/g;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A script element without `src`: its attributes, then its text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Starts the inert hydration script (#hydration) once the page has painted its content (the
 * browser's first-contentful-paint entry): preloads its modules at low priority, four to a task
 * (each preload starts a fetch on the main thread; the home page's 22 at once held a main thread
 * slowed four times for up to 67 ms), then runs its text as a module, in its place, where React
 * expects it. A hidden page (a background tab, a
 * prerender) paints nothing, so it starts at once; a browser without paint timing starts after the
 * next frame; and no page waits more than two seconds. Its text is fixed, so one hash in the
 * Content-Security-Policy covers it on every page.
 */
export const HYDRATION_STARTER = `(()=>{var s=document.getElementById("hydration");function go(){if(!s||s.dataset.started)return;s.dataset.started="1";var hrefs=s.dataset.modules.split(" ");(function next(){for(var href of hrefs.splice(0,4)){var l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=href;document.head.append(l)}if(hrefs.length)return setTimeout(next);var m=document.createElement("script");m.type="module";m.textContent=s.textContent;s.after(m)})()}if(document.hidden)return go();setTimeout(go,2000);if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(go)});new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})})()`;

/** The page with its scripts held back until it has painted (decision 039). */
export function hydrationAfterFirstPaint(html: string): string {
  const hydration = HYDRATION_SCRIPT.exec(html);
  if (!hydration) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const inert = `<script type="text/plain" id="hydration" data-modules="${modules.join(" ")}">${hydration[1]}</script><script>${HYDRATION_STARTER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(HYDRATION_SCRIPT, () => inert);
}

/** The page as sent from `origin` (no trailing slash). */
export function servedPage(html: string, origin: string): string {
  return hydrationAfterFirstPaint(html.replace(ROOT_RELATIVE, `$1${origin}/`));
}

/**
 * A JSON `<script type>` (JSON-LD): a data block, which never runs and which script-src does not
 * cover; its hash would only lengthen every answer's policy (55 bytes of a page that has to fit
 * the first round trip, decision 038). Other types are hashed, the inert `text/plain` hydration
 * script too: the starter runs its text as a module (decision 039).
 */
const DATA_BLOCK_TYPE = /^application\/([a-z.+-]+\+)?json$/i;

/** The sha256 sources of a page's inline scripts (CSP Level 3 hash-source). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]*)/i.exec(match[1] ?? "")?.[1] ?? "";
    const body = match[2] ?? "";
    if (body.length > 0 && !DATA_BLOCK_TYPE.test(type.trim()))
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}
