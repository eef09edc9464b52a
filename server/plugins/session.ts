// The administrator's sessions: stored in the database (only a hash of the token), carried by an
// httpOnly cookie, with an idle and an absolute deadline. The admin scope (server/admin-scope.ts)
// asks this plugin for the session of every request it guards.
import type { CookieSerializeOptions } from "@fastify/cookie";
import { and, eq, gt, lte, or } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { firstRow } from "../db/first-row";
import { adminSessions } from "../db/schema";
import { unauthenticated } from "../errors";

export const SESSION_COOKIE = "admin_session";

export type AdminSession = typeof adminSessions.$inferSelect;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export function sessionPolicy(
  config: Pick<Config, "SESSION_IDLE_MINUTES" | "SESSION_ABSOLUTE_HOURS">,
): SessionPolicy {
  return {
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
}

/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Only the hash is stored: a copy of the table does not hand out live sessions.
function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session with a brand-new token and sweeps the sessions that have expired. */
export async function openSession(
  db: Db,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; session: AdminSession }> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lte(adminSessions.expiresAt, now),
        lte(adminSessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const rows = await db
    .insert(adminSessions)
    .values({
      tokenHash: tokenHash(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.absoluteMs),
    })
    .returning();
  return { token, session: firstRow(rows, "insert admin session") };
}

/**
 * The live session for a cookie token, or null. A hit slides the idle deadline (last_seen_at) in
 * the same statement that checks both deadlines, so a session cannot expire between check and use.
 */
export async function touchSession(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
  now = new Date(),
): Promise<AdminSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [session] = await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash(token)),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    )
    .returning();
  return session ?? null;
}

/** Ends the session of a cookie token; true when there was one. */
export async function endSession(db: Db, token: string | undefined): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const ended = await db
    .delete(adminSessions)
    .where(eq(adminSessions.tokenHash, tokenHash(token)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

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

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook: refuses a request without a live session (401), else puts it on the request. */
    requireAdminSession(request: FastifyRequest): Promise<void>;
    /** The live session of a request's cookie, or null; a hit slides the idle deadline. */
    currentAdminSession(request: FastifyRequest): Promise<AdminSession | null>;
  }
  interface FastifyRequest {
    /** The signed-in administrator's session, on routes inside the admin scope. */
    adminSession: AdminSession | null;
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const policy = sessionPolicy(app.config);
    app.decorateRequest("adminSession", null);
    app.decorate("currentAdminSession", (request: FastifyRequest) =>
      touchSession(app.db, sessionToken(request), policy),
    );
    app.decorate("requireAdminSession", async (request: FastifyRequest) => {
      const session = await app.currentAdminSession(request);
      if (!session) throw unauthenticated();
      request.adminSession = session;
    });
  },
  { name: "session", dependencies: ["@fastify/cookie"] },
);
