import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { compressAnswer, sendCompressed } from "./compressed-answer";
import { inlineScriptHashes, servedPage } from "./page-html";
import { allowInlineScripts, dropDocumentHeaders } from "./security-headers";

export interface ClientBuild {
  /** Page path ("/offers") -> prerendered HTML. */
  pages: Map<string, string>;
  /**
   * HTML for any path without its own page when there is no server build: the SPA shell, whose
   * router shows the home page. The server build renders those paths itself (routes of pages).
   */
  fallback?: string;
}

const HTML = "text/html; charset=utf-8";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" || entry.name === "media" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * Reads the prerendered HTML once at start-up; null when there is no client build (no page was
 * prerendered). The home page is rendered on request (its site pictures), so it need not be one.
 */
export function loadClientBuild(clientDir: string): ClientBuild | null {
  if (!existsSync(clientDir)) return null;
  const files = htmlFiles(clientDir);
  if (files.length === 0) return null;
  const pages = new Map<string, string>();
  let fallback: string | undefined;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const rel = relative(clientDir, file).split(sep).join("/");
    if (rel === "__spa-fallback.html") fallback = html;
    else if (rel === "index.html") pages.set("/", html);
    else if (rel.endsWith("/index.html"))
      pages.set(`/${rel.slice(0, -"/index.html".length)}`, html);
  }
  return { pages, fallback: fallback ?? pages.get("/") };
}

/**
 * Sends one prerendered page as the server changes it (`servedPage`), with its own inline
 * scripts allowed. With PUBLIC_URL the page is the same for every request: it is made, hashed and
 * compressed once, at brotli's best, and answered 304 to a browser that holds it (decision 038),
 * so the home page's HTML and headers fit a new connection's first round trip (14.6 KB).
 * Without it, the page names the request's own origin and is made on each request.
 */
async function pageSender(html: string, publicUrl: string | undefined) {
  if (publicUrl) {
    const page = servedPage(html, publicUrl);
    const hashes = inlineScriptHashes(page);
    const answer = await compressAnswer(page);
    return (request: FastifyRequest, reply: FastifyReply) => {
      allowInlineScripts(reply, hashes);
      return sendCompressed(request, reply, answer, HTML);
    };
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    const page = servedPage(html, `${request.protocol}://${request.host}`);
    allowInlineScripts(reply, inlineScriptHashes(page));
    return reply.type(HTML).header("cache-control", "no-cache").send(page);
  };
}

/**
 * Serves the built client: hashed assets with a year-long immutable cache, other files with
 * revalidation, prerendered pages by path and the SPA shell for every other non-API path.
 */
export const clientPlugin = fp(
  async (app: FastifyInstance, options: { clientDir: string; build: ClientBuild }) => {
    await app.register(fastifyStatic, {
      root: resolve(options.clientDir),
      wildcard: false,
      index: false,
      serveDotFiles: false,
      // The build's brotli and gzip copies of scripts, stylesheets and drawings (decision 036).
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${sep}assets${sep}`) || path.includes(`${sep}media${sep}`);
        reply.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
        if (!path.endsWith(".html")) dropDocumentHeaders(reply);
      },
    });
    const publicUrl = app.config.PUBLIC_URL?.replace(/\/$/, "");
    const pages = [...options.build.pages];
    const senders = await Promise.all(pages.map(([, html]) => pageSender(html, publicUrl)));
    pages.forEach(([path], index) => {
      app.get(path, senders[index]!);
      if (path !== "/") app.get(`${path}/`, senders[index]!);
    });
    const { fallback } = options.build;
    if (fallback !== undefined)
      app.decorate("sendSpaFallback", await pageSender(fallback, publicUrl));
  },
);

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the SPA shell, for a page address without a page of its own. */
    sendSpaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}
