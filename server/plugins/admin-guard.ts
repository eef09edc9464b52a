import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { REQUEST_TYPES } from "../../common/constants";
import { unauthenticated } from "../errors";
import { sessionToken } from "../modules/auth/session-cookie";
import { sessionPolicy, touchSession, type AdminSession } from "../modules/auth/sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in administrator's session on admin routes (the guard refuses anyone else). */
    adminSession: AdminSession | null;
  }
}

const READ_METHODS = new Set(["GET", "HEAD"]);
const CONTENT_COLLECTIONS: readonly string[] = ["offers", "news-events"];
const REQUEST_COLLECTIONS: readonly string[] = REQUEST_TYPES;

/**
 * The whole admin surface in one rule, by method and route pattern:
 * - offers and news: everything but reading;
 * - request collections: everything but the visitor's POST of a new request;
 * - exports and /api/admin/mfa/*: everything.
 * Sign-in, sign-out and "am I signed in?" (/api/admin/login|logout|session) stay open.
 */
export function isAdminRoute(method: string, route: string): boolean {
  const [, api, collection = "", ...rest] = route.split("/");
  if (api !== "api") return false;
  if (collection === "admin") return rest[0] === "mfa";
  if (collection === "exports") return true;
  if (CONTENT_COLLECTIONS.includes(collection)) return !READ_METHODS.has(method);
  if (REQUEST_COLLECTIONS.includes(collection)) return !(method === "POST" && rest.length === 0);
  return false;
}

/**
 * One guard for every admin route, in the spirit of fastify/demo's autohooks: it matches the
 * route pattern Fastify resolved (not the raw URL, so query strings, encodings and trailing
 * slashes cannot slip past), and an unmatched URL never reaches a handler anyway.
 */
export const adminGuardPlugin = fp(async (app: FastifyInstance) => {
  const policy = sessionPolicy(app.config);
  app.decorateRequest("adminSession", null);
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    if (!route || !isAdminRoute(request.method, route)) return;
    const session = await touchSession(app.db, sessionToken(request), policy);
    if (!session) throw unauthenticated();
    request.adminSession = session;
  });
});
