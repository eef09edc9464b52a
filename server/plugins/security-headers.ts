import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Strict headers on every answer. Scripts run only from our origin or, for the few inline
 * scripts of the prerendered HTML, by their exact sha256 hash: never 'unsafe-inline'.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { scriptHashes: string[]; mediaSources: string[] }) => {
    await app.register(helmet, {
      hsts: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.scriptHashes],
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
    app.addHook("onSend", async (request, reply) => {
      if (request.protocol === "https") {
        reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
      }
    });
  },
);
