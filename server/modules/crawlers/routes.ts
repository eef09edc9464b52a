// robots.txt and sitemap.xml. Both need the public origin (PUBLIC_URL): a sitemap lists absolute
// addresses, and an address built from the request's Host header would be the caller's to choose.
// Without PUBLIC_URL there is no sitemap (404) and robots.txt does not point to one.
import type { FastifyInstance } from "fastify";
import { STATUS_MESSAGES } from "../../../common/errors";
import { SITEMAP_PAGES } from "../../../common/site-pages";
import { sendError } from "../../plugins/errors";
import { listNewsEvents } from "../news/service";
import { listOffers } from "../offers/service";

export function robotsTxt(publicUrl: string | undefined): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /admin-news",
    "Disallow: /api/",
    ...(publicUrl ? ["", `Sitemap: ${publicUrl}/sitemap.xml`] : []),
    "",
  ].join("\n");
}

/**
 * The buyers' pages, then the page of every lot on offer (sold-out lots left out) and of every
 * news item and event.
 */
export function sitemapXml(
  publicUrl: string,
  lotIds: readonly number[] = [],
  newsIds: readonly number[] = [],
): string {
  const pages = [
    ...SITEMAP_PAGES,
    ...lotIds.map((id) => `/offers/${id}`),
    ...newsIds.map((id) => `/news-events/${id}`),
  ];
  const urls = pages.map((page) => `  <url><loc>${publicUrl}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function crawlerRoutes(app: FastifyInstance) {
  // PUBLIC_URL is validated as a bare origin; URL normalizes it with a trailing slash.
  const origin = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : undefined;
  const read = { rateLimit: app.limits.read };

  app.get("/robots.txt", { config: read }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robotsTxt(origin)),
  );
  app.get("/sitemap.xml", { config: read }, async (request, reply) => {
    if (!origin) return sendError(reply, request, 404, "NOT_FOUND", STATUS_MESSAGES[404]);
    const onOffer = (await listOffers(app.db)).filter((lot) => lot.availability !== "sold-out");
    const news = await listNewsEvents(app.db);
    return reply.type("application/xml; charset=utf-8").send(
      sitemapXml(
        origin,
        onOffer.map((lot) => lot.id),
        news.map((item) => item.id),
      ),
    );
  });
}
