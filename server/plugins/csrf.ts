import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { csrfApi } from "../../common/contract/admin";
import { contractRoute } from "../contract";
import { isApiPath, normalizedPath } from "../request-path";
import { AppError } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * "signed-link": the route takes no CSRF token because a signed token in its address is the
     * authorization (RFC 8058 one-click unsubscribe: the mail provider POSTs without cookies).
     */
    csrf?: "signed-link";
  }
}

const VISITOR_COOKIE = "visitor_csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sign(key: Buffer, visitorSecret: string): string {
  return createHmac("sha256", key).update(visitorSecret).digest("base64url");
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The refusal of a state-changing API request without a valid token, or undefined. */
function csrfRefusal(request: FastifyRequest, key: Buffer): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  // Decided by the route the router matched, and by the path however it was spelt, never by the
  // raw request line alone.
  if (!isApiPath(request.routeOptions.url) && !isApiPath(normalizedPath(request.url)))
    return undefined;
  if (request.routeOptions.config.csrf === "signed-link") return undefined;
  const visitorSecret = request.cookies[VISITOR_COOKIE];
  const token = request.headers["x-csrf-token"];
  if (visitorSecret && typeof token === "string" && matches(sign(key, visitorSecret), token))
    return undefined;
  return new AppError(403, "AUTHORIZATION_ERROR", "Invalid or missing CSRF token.");
}

/**
 * Synchroniser token bound to the visitor's cookie: the token is an HMAC of a random per-visitor
 * secret (httpOnly cookie) under a server key kept in the database, so any instance can verify it.
 * Every non-GET request that reaches an /api route must send it in `x-csrf-token`, else 403.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { key: Buffer; secureCookies: boolean }) => {
    const cookieOptions = {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: options.secureCookies,
      maxAge: 60 * 60 * 24,
    };

    contractRoute(app, csrfApi.token, {
      handler: async (request, reply) => {
        let visitorSecret = request.cookies[VISITOR_COOKIE];
        if (!visitorSecret || !/^[A-Za-z0-9_-]{32,64}$/.test(visitorSecret)) {
          visitorSecret = randomBytes(32).toString("base64url");
        }
        reply.setCookie(VISITOR_COOKIE, visitorSecret, cookieOptions);
        reply.header("cache-control", "no-store");
        return { csrfToken: sign(options.key, visitorSecret) };
      },
    });

    // A callback hook, not an async one: every request passes through it (issue 13).
    app.addHook("onRequest", (request: FastifyRequest, _reply, done) => {
      done(csrfRefusal(request, options.key));
    });
  },
);
