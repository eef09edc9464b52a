import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CODE_MESSAGES } from "../../../common/errors";
import {
  loginSchema,
  MFA_INVALID_TOKEN_MESSAGE,
  MFA_REQUIRED_MESSAGE,
  MFA_TOKEN_PATTERN,
  mfaTokenSchema,
  PASSWORD_MAX_LENGTH,
  type AdminSession,
  type LoginResult,
} from "../../../common/schemas/admin";
import { AppError, unauthenticated, validationError } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { AdminMfa, INVALID_CODE_MESSAGE, loadMfaKeys } from "./mfa";
import { verifyAdminPassword } from "./password";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session-cookie";
import { endSession, openSession, sessionPolicy, touchSession } from "./sessions";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials.";
export const SIGNED_IN_MESSAGE = "Access granted. Loading admin panel...";
export const DISABLE_PROOF_MESSAGE = "Please enter your authenticator code or your password.";

/** POST /api/admin/mfa/disable: the spec sends no payload; we ask for proof that the admin is present. */
const mfaDisableSchema = z
  .object(
    {
      token: z.string().trim().regex(MFA_TOKEN_PATTERN, MFA_INVALID_TOKEN_MESSAGE).optional(),
      password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    },
    { error: DISABLE_PROOF_MESSAGE },
  )
  .refine((body) => body.token || body.password, DISABLE_PROOF_MESSAGE);

/** Sign-in, sign-out, "am I signed in?" and the second factor (spec sections 4 and 7). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const policy = sessionPolicy(config);
  const mfa = new AdminMfa(db, await loadMfaKeys(db, config));
  // One counter for the one account, whichever IP the guesses come from. It counts refusals only,
  // so the administrator signing in often never locks themself out.
  const accountLimit = app.createRateLimit({
    ...app.limits.loginAccount,
    keyGenerator: () => "admin-account-failures",
  });

  async function refuseSignIn(
    request: FastifyRequest,
    reason: "wrong-password" | "invalid-code",
    message: string,
  ) {
    await accountLimit(request);
    request.log.warn({ ip: request.ip, reason }, "admin sign-in refused");
    await recordAudit(db, {
      actor: request.ip,
      action: "login.failure",
      entity: "admin",
      details: { reason },
    });
    return unauthenticated(message);
  }

  app.post(
    "/api/admin/login",
    { schema: { body: loginSchema }, config: { rateLimit: app.limits.login } },
    async (request, reply): Promise<LoginResult> => {
      const failures = await accountLimit(request, { increment: false });
      if (!failures.isAllowed && failures.remaining <= 0) {
        reply.header("retry-after", failures.ttlInSeconds);
        throw new AppError(429, "RATE_LIMIT_EXCEEDED", CODE_MESSAGES.RATE_LIMIT_EXCEEDED, {
          retryAfterSeconds: failures.ttlInSeconds,
        });
      }

      const { password, mfaToken } = request.body;
      if (!(await verifyAdminPassword(db, password))) {
        throw await refuseSignIn(request, "wrong-password", INVALID_CREDENTIALS_MESSAGE);
      }
      if ((await mfa.status()).isEnabled) {
        if (!mfaToken) return { success: false, requiresMfa: true, message: MFA_REQUIRED_MESSAGE };
        if (!(await mfa.verifySecondFactor(mfaToken))) {
          throw await refuseSignIn(request, "invalid-code", INVALID_CODE_MESSAGE);
        }
      }

      // A new token at every sign-in; the one the browser brought (if any) is ended.
      await endSession(db, sessionToken(request));
      const { token, session } = await openSession(db, policy);
      setSessionCookie(reply, token, config);
      await recordAudit(db, {
        actor: ADMIN_ACTOR,
        action: "login.success",
        entity: "admin",
        entityId: session.id,
      });
      return { success: true, requiresMfa: false, message: SIGNED_IN_MESSAGE };
    },
  );

  app.get("/api/admin/session", async (request, reply): Promise<AdminSession> => {
    reply.header("cache-control", "no-store");
    return { isAuthenticated: (await touchSession(db, sessionToken(request), policy)) !== null };
  });

  app.post("/api/admin/logout", async (request, reply) => {
    if (await endSession(db, sessionToken(request))) {
      await recordAudit(db, { actor: ADMIN_ACTOR, action: "logout", entity: "admin" });
    }
    clearSessionCookie(reply, config);
    return { success: true };
  });

  // Everything below is behind the admin guard (server/plugins/admin-guard.ts).

  app.get("/api/admin/mfa/status", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return mfa.status();
  });

  app.post("/api/admin/mfa/setup", async (_request, reply) => {
    const setup = await mfa.startSetup();
    await recordAudit(db, { actor: ADMIN_ACTOR, action: "mfa.setup", entity: "admin-mfa" });
    reply.header("cache-control", "no-store");
    return setup;
  });

  app.post(
    "/api/admin/mfa/enable",
    { schema: { body: mfaTokenSchema }, config: { rateLimit: app.limits.login } },
    async (request) => {
      await mfa.enable(request.body.token);
      await recordAudit(db, { actor: ADMIN_ACTOR, action: "mfa.enable", entity: "admin-mfa" });
      return { success: true, isEnabled: true };
    },
  );

  app.post(
    "/api/admin/mfa/disable",
    { schema: { body: mfaDisableSchema }, config: { rateLimit: app.limits.login } },
    async (request) => {
      const { token, password } = request.body;
      if (!(await mfa.status()).isEnabled) {
        // Nothing to protect: only a setup that was never confirmed is dropped.
        await mfa.disable();
        return { success: true, isEnabled: false };
      }
      const proven = token
        ? await mfa.useAuthenticatorCode(token)
        : await verifyAdminPassword(db, password ?? "");
      if (!proven) {
        request.log.warn(
          { ip: request.ip, reason: token ? "invalid-code" : "wrong-password" },
          "MFA disable refused",
        );
        throw validationError(token ? INVALID_CODE_MESSAGE : INVALID_CREDENTIALS_MESSAGE);
      }
      await mfa.disable();
      await recordAudit(db, {
        actor: ADMIN_ACTOR,
        action: "mfa.disable",
        entity: "admin-mfa",
        details: { proof: token ? "code" : "password" },
      });
      return { success: true, isEnabled: false };
    },
  );
}
