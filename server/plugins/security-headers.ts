import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isApiPath, normalizedPath } from "../request-path";

/**
 * Headers that only a document (or a worker) obeys. A script, stylesheet, font or picture keeps
 * nosniff, its resource policy and the referrer policy, but not these: the policy alone is about
 * 2 KB, which twenty-odd files of a first load would otherwise carry over a slow network.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/** Leaves a subresource's answer with only the headers that apply to it. */
export function dropDocumentHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * The headers helmet sets for `options`, worked out once: the policy is the same for every
 * answer, so no request pays for building and parsing it again (issue 13).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Lets one page's own inline scripts run, by their hashes (`inlineScriptHashes` in page-html.ts),
 * and no other page's: the policy every answer carries allows scripts from our origin alone
 * (decision 038).
 */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]) {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string" || hashes.length === 0) return;
  reply.header(
    "content-security-policy",
    policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`),
  );
}

/**
 * The headers of an API answer (JSON, or a file the admin desk downloads): never a document that
 * loads anything, so its policy allows nothing (`default-src 'none'`) and no page may frame it; the
 * document-only headers stay off, as on a script (decision 046).
 */
export function apiHeaders(documentHeaders: Readonly<Record<string, string>>) {
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  };
  for (const [name, value] of Object.entries(documentHeaders))
    if (!DOCUMENT_ONLY_HEADERS.includes(name)) headers[name] = value;
  return headers;
}

/**
 * Strict headers on every answer. Scripts run only from our origin or, for a page's own inline
 * scripts, by their exact sha256 hash (`allowInlineScripts`): never 'unsafe-inline'. An API
 * answer gets a policy of its own that allows nothing (`apiHeaders`).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { mediaSources: string[] }) => {
    const headers = helmetHeaders({
      hsts: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", ...options.mediaSources],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
    const forApi = apiHeaders(headers);
    app.addHook("onRequest", (request, reply, done) => {
      // Read as the not-found handler reads it: a path that is the API's is never a page.
      reply.headers(isApiPath(normalizedPath(request.url)) ? forApi : headers);
      if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
      done();
    });
  },
);
