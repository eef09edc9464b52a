import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminSessionApi, type LoginResult } from "../../../common/contract/admin";
import { CODE_MESSAGES } from "../../../common/errors";
import { MFA_REQUIRED_MESSAGE } from "../../../common/schemas/admin";
import { contractRoute } from "../../contract";
import { AppError, unauthenticated } from "../../errors";
import {
  clearSessionCookie,
  endSession,
  openSession,
  sessionPolicy,
  sessionToken,
  setSessionCookie,
} from "../../plugins/session";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { INVALID_CODE_MESSAGE, type AdminMfa } from "./mfa";
import { signInLimits, signInPolicy, type SignInAttempt } from "./sign-in-limits";
import { verifyAdminPassword } from "./password";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials.";
export const SIGNED_IN_MESSAGE = "Access granted. Loading admin panel...";

/** Sign-in, sign-out and "am I signed in?" (spec sections 4 and 7): open to anyone. */
export async function authRoutes(app: FastifyInstance, { mfa }: { mfa: AdminMfa }) {
  const { config, db } = app;
  const policy = sessionPolicy(config);
  const limits = signInLimits(app.failureCounter, signInPolicy(config));

  async function refuseSignIn(
    request: FastifyRequest,
    attempt: SignInAttempt,
    reason: "wrong-password" | "invalid-code",
    message: string,
  ) {
    await attempt.failed();
    request.log.warn({ ip: request.ip, reason }, "admin sign-in refused");
    await recordAudit(db, {
      actor: request.ip,
      action: "login.failure",
      entity: "admin",
      details: { reason },
    });
    return unauthenticated(message);
  }

  // Limited by signInLimits (failures only), not by the route rate limit that counts every call.
  contractRoute(app, adminSessionApi.login, {
    handler: async (request, reply): Promise<LoginResult> => {
      const claim = await limits.begin(request.ip);
      if (!claim.attempt) {
        reply.header("retry-after", claim.retryAfterSeconds);
        throw new AppError(429, "RATE_LIMIT_EXCEEDED", CODE_MESSAGES.RATE_LIMIT_EXCEEDED, {
          retryAfterSeconds: claim.retryAfterSeconds,
        });
      }
      const { attempt } = claim;
      try {
        const { password, mfaToken } = request.body;
        if (!(await verifyAdminPassword(db, password))) {
          throw await refuseSignIn(request, attempt, "wrong-password", INVALID_CREDENTIALS_MESSAGE);
        }
        if ((await mfa.status()).isEnabled) {
          if (!mfaToken)
            return { success: false, requiresMfa: true, message: MFA_REQUIRED_MESSAGE };
          if (!(await mfa.verifySecondFactor(mfaToken))) {
            throw await refuseSignIn(request, attempt, "invalid-code", INVALID_CODE_MESSAGE);
          }
        }
      } finally {
        await attempt.end();
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
  });

  contractRoute(app, adminSessionApi.session, {
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { isAuthenticated: (await app.currentAdminSession(request)) !== null };
    },
  });

  contractRoute(app, adminSessionApi.logout, {
    handler: async (request, reply) => {
      if (await endSession(db, sessionToken(request))) {
        await recordAudit(db, { actor: ADMIN_ACTOR, action: "logout", entity: "admin" });
      }
      clearSessionCookie(reply, config);
      return { success: true as const };
    },
  });
}
