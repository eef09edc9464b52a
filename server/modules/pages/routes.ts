// Pages rendered on request by React Router's server build: a lot's page (/offers/:id) carries
// the lot's facts, title, canonical URL, link-preview tags and structured data in its HTML, so it
// paints before any script runs and search engines and link previews read it (decision 025); the
// lists (/offers, /news-events) and a news item's page (/news-events/:id) carry their lots and
// items the same way (decision 030), the collections (/specialty, /commercial) their coffees
// (decision 041).
// Each is rendered once per change of what it shows, and cached (decision 043).
// Unknown page paths are rendered too (the home page, spec section 2), so that the HTML matches
// the route the browser then hydrates.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, data, type ServerBuild } from "react-router";
import { isUnknownRegion, readOfferFilters, shownOfferQuery } from "../../../common/offer-list";
import type { ContentPhotos, SitePictures } from "../../../common/contract/media";
import type { NewsEvent, Offer } from "../../../common/contract/records";
import type { TeamMember } from "../../../common/contract/team-members";
import type { FarmerStory } from "../../../common/contract/farmer-stories";
import type { PhotoGallery } from "../../../common/contract/photo-galleries";
import type { PageContext } from "../../../common/page-context";
import { RENDERED_PAGES } from "../../../common/site-pages";
import { isDatabaseUnavailable } from "../../db/unavailable";
import {
  compressAnswer,
  sendBestForm,
  sendCompressed,
  sendCompressedNow,
  type CompressedAnswer,
} from "../../plugins/compressed-answer";
import { inlineScriptHashes, servedPage } from "../../plugins/page-html";
import { allowInlineScripts } from "../../plugins/security-headers";
import { listOptions } from "../catalog/service";
import { findLot, offerRecordOf } from "../offers/service";
import { proposalViewFinder } from "../proposals/routes";
import { sampleFeedbackFinder } from "../sample-feedback/routes";
import { PageCache, type RenderedPage } from "./page-cache";

/** The server build beside the client build (`build/server/index.js`), or null without one. */
export async function loadServerBuild(clientDir: string): Promise<ServerBuild | null> {
  const file = resolve(clientDir, "..", "server", "index.js");
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/**
 * The address a page is rendered and cached under: the request's path, with the part of its query
 * that the page shows. Only /offers shows any (its search, filters, order and view), in the form
 * the page writes it; a campaign tag or a social network's click id (`?utm_source=`, `?fbclid=`)
 * changes nothing on a page, so the page of the path answers it, cached like any other.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (path.replace(/\/$/, "") !== "/offers") return path;
  const shown = shownOfferQuery(new URLSearchParams(url.slice(at + 1)));
  return shown ? `${path}?${shown}` : path;
}

function fetchRequest(request: FastifyRequest, origin: string, address: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(address, origin), { method: request.method, headers });
}

/** The request of a render for no visitor (a cached page renewed in the background). */
function backgroundRequest(origin: string, address: string): Request {
  return new Request(new URL(address, origin), { headers: { accept: "text/html" } });
}

const HTML = "text/html; charset=utf-8";

/** The address's query (as `pageAddress` writes it) holds a client's own words: a search or an unknown region. */
function ownWords(address: string): boolean {
  const at = address.indexOf("?");
  if (at < 0) return false;
  const filters = readOfferFilters(new URLSearchParams(address.slice(at + 1)));
  return filters.q !== "" || isUnknownRegion(filters);
}

export const renderedPages = fp(async (app: FastifyInstance, options: { build: ServerBuild }) => {
  const handle = createRequestHandler(options.build, "production");
  const findProposal = await proposalViewFinder(app);
  const findSampleFeedback = await sampleFeedbackFinder(app);
  const publicUrl = app.config.PUBLIC_URL?.replace(/\/$/, "");
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
  /**
   * What an API route answers; null while the database is unavailable, which `missing`
   * hears: the page is then whole but for those facts, and is not cached.
   */
  const readOrNull = async <Value>(
    read: () => Promise<Value>,
    missing: () => void,
  ): Promise<Value | null> => {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      missing();
      return null;
    }
  };
  const cached = <Value>(name: string, missing: () => void) =>
    readOrNull(
      async () => JSON.parse((await app.listCache.get(name)).plain.toString()) as Value,
      missing,
    );
  const context = (publicUrl: string, missing: () => void): PageContext => ({
    publicUrl,
    findLot: async (id) => {
      const row = await findLot(app.db, id).catch((error: unknown) => {
        // The page says the site is briefly unavailable, answered 503 like the API.
        if (isDatabaseUnavailable(error)) throw data(null, { status: 503 });
        throw error;
      });
      return row ? offerRecordOf(row) : null;
    },
    findProposal,
    findSampleFeedback,
    listOffers: () => cached<Offer[]>("offers", missing),
    listNewsEvents: () => cached<NewsEvent[]>("news-events", missing),
    listTeamMembers: () => cached<TeamMember[]>("team-members", missing),
    listFarmerStories: () => cached<FarmerStory[]>("farmer-stories", missing),
    listPhotoGalleries: () => cached<PhotoGallery[]>("photo-galleries", missing),
    listSitePictures: () => cached<SitePictures>("site-pictures", missing),
    listContentPhotos: () => cached<ContentPhotos>("content-photos", missing),
    listCoffeeOptions: (category) => readOrNull(() => listOptions(app.db, { category }), missing),
  });

  async function renderPage(request: Request, publicUrl: string): Promise<RenderedPage> {
    let partial = false;
    const missing = () => {
      partial = true;
    };
    const response = await handle(request, context(publicUrl, missing));
    return {
      status: response.status,
      html: servedPage(await response.text(), publicUrl),
      location: response.headers.get("location") ?? undefined,
      partial,
    };
  }
  const renderFor = (request: FastifyRequest, address: string) =>
    renderPage(fetchRequest(request, origin(request), address), origin(request));

  // With PUBLIC_URL a page names no part of the request: it is the same for every visitor, and
  // is cached until an admin write changes what it shows (decision 043); the pages visitors asked
  // for lately are rendered again as soon as it does, and the menu's lists once the server
  // listens (decision 045). Without it, the page names the origin the client chose, and is
  // rendered for each request.
  const pageCache = publicUrl
    ? new PageCache(app.listCache, (address) =>
        renderPage(backgroundRequest(publicUrl, address), publicUrl),
      )
    : null;
  if (pageCache) {
    app.addHook("onListen", async () => {
      void pageCache.warm(RENDERED_PAGES);
    });
    app.addHook("onClose", () => pageCache.close());
  }

  /**
   * With PUBLIC_URL the page of an unknown address is the same for every address and every
   * request: it is compressed at brotli's best once, off the event loop, and again only when the
   * rendered HTML changes (decision 040). Without it the page names the request's own origin, which
   * a client chooses, so it is compressed for each request at the per-request quality.
   */
  let notFoundPage: { html: string; answer: Promise<CompressedAnswer> } | undefined;
  function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    if (!app.config.PUBLIC_URL) return sendCompressedNow(request, reply, html, HTML);
    if (notFoundPage?.html !== html) notFoundPage = { html, answer: compressAnswer(html) };
    return notFoundPage.answer.then((answer) => sendBestForm(request, reply, answer, HTML));
  }

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    status?: number,
    personal = false,
  ) {
    // A page is cached under its address, a filtered /offers too: its filters, order and view are
    // the page's own choices, a bounded set. A search or an unknown region is a client's own
    // string: the page of one is rendered for its request alone, so that the cached pages are not
    // filled with made-up words.
    // A HEAD (a link checker, an uptime monitor) is answered from a cached page, but renders no page
    // to cache: its render has no body.
    const address = pageAddress(request.url);
    const cacheable = !personal && status === undefined && !ownWords(address);
    const caching = cacheable && request.method === "GET" ? pageCache : null;
    const cached = cacheable ? pageCache?.find(address) : undefined;
    if (cached) {
      allowInlineScripts(reply, cached.scriptHashes);
      return sendCompressed(request, reply, cached.answer, HTML);
    }
    const page = caching
      ? await caching.render(address, () => renderFor(request, address))
      : await renderFor(request, address);
    if (page.location) {
      // The render saw the address without the query the page does not show: the move caches it.
      const at = request.url.indexOf("?");
      const query = at < 0 || page.location.includes("?") ? "" : request.url.slice(at);
      return reply.header("cache-control", "no-cache").redirect(page.location + query, page.status);
    }
    // The page's own inline scripts (React Router's hydration data, which holds the lot).
    allowInlineScripts(reply, inlineScriptHashes(page.html));
    reply
      .code(status && page.status === 200 ? status : page.status)
      .header("cache-control", personal ? "no-store" : "no-cache");
    if (personal) reply.header("x-robots-tag", "noindex");
    // An unknown address is answered by the not-found handler, which the compression plugin
    // does not see: its page is compressed here.
    if (status === 404) return sendNotFoundPage(request, reply, page.html);
    return reply.type(HTML).send(page.html);
  }

  // These pages read the database: limited like the API's reads.
  const read = { config: { rateLimit: app.limits.read } };
  for (const path of [...RENDERED_PAGES, "/offers/:id", "/news-events/:id"]) {
    app.get(path, read, (request, reply) => render(request, reply));
    if (!path.includes(":") && path !== "/")
      app.get(`${path}/`, read, (request, reply) => render(request, reply));
  }
  // A proposal's page is one buyer's (issue 49): rendered for each request, never cached or indexed.
  app.get("/proposals/:token", read, (request, reply) => render(request, reply, undefined, true));
  // So is a sample's feedback form (decision 069).
  app.get("/samples/feedback/:token", read, (request, reply) =>
    render(request, reply, undefined, true),
  );
  // An unknown address shows the home page (spec section 2), answered 404 so that crawlers and
  // link checkers see it is not a page of its own; its HTML says noindex (routes/home.tsx).
  app.decorate("renderPage", (request, reply) => render(request, reply, 404));
});

declare module "fastify" {
  interface FastifyInstance {
    /** Renders an unknown page path with the server build: the home page, status 404. */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
