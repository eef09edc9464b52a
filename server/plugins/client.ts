import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { hydrationAfterFirstPaint, servedPage } from "./page-html";
import { dropDocumentHeaders } from "./security-headers";

export interface ClientBuild {
  /** Page path ("/offers") -> prerendered HTML. */
  pages: Map<string, string>;
  /** HTML for any path without its own page: the SPA shell, whose router shows the home page. */
  fallback: string;
  /** sha256 sources of every inline script, for the Content-Security-Policy. */
  scriptHashes: string[];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" || entry.name === "media" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0)
      hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/** Reads the prerendered HTML once at start-up and hashes its inline scripts. */
export function loadClientBuild(clientDir: string): ClientBuild | null {
  if (!existsSync(join(clientDir, "index.html"))) return null;
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  let fallback: string | undefined;
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    // The scripts as sent: the hydration script held back and its starter (decision 037).
    for (const hash of inlineScriptHashes(hydrationAfterFirstPaint(html))) hashes.add(hash);
    const rel = relative(clientDir, file).split(sep).join("/");
    if (rel === "__spa-fallback.html") fallback = html;
    else if (rel === "index.html") pages.set("/", html);
    else if (rel.endsWith("/index.html"))
      pages.set(`/${rel.slice(0, -"/index.html".length)}`, html);
  }
  const shell = fallback ?? pages.get("/");
  if (shell === undefined) throw new Error(`${clientDir}: no index.html to serve as the SPA shell`);
  return { pages, fallback: shell, scriptHashes: [...hashes] };
}

function sendHtml(reply: FastifyReply, html: string) {
  return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
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
    // With PUBLIC_URL the pages' URLs are made absolute once; without it, on each request.
    const publicUrl = app.config.PUBLIC_URL?.replace(/\/$/, "");
    for (const [path, html] of options.build.pages) {
      const page = publicUrl ? servedPage(html, publicUrl) : null;
      const send = (request: FastifyRequest, reply: FastifyReply) =>
        sendHtml(reply, page ?? servedPage(html, `${request.protocol}://${request.host}`));
      app.get(path, send);
      if (path !== "/") app.get(`${path}/`, send);
    }
    app.decorate("spaFallback", options.build.fallback);
  },
);

declare module "fastify" {
  interface FastifyInstance {
    spaFallback?: string;
  }
}

export { sendHtml };
