import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";

export const SESSION_COOKIE = "admin_session";

function cookieOptions(config: Pick<Config, "NODE_ENV">): CookieSerializeOptions {
  return { path: "/", httpOnly: true, sameSite: "lax", secure: config.NODE_ENV === "production" };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/** The cookie lives no longer than the session's absolute lifetime; the server enforces both deadlines. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  config: Pick<Config, "NODE_ENV" | "SESSION_ABSOLUTE_HOURS">,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: config.SESSION_ABSOLUTE_HOURS * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, "NODE_ENV">) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
