import type { FastifyInstance } from "fastify";
import { mfaApi } from "../../../common/contract/admin";
import { contractRoute } from "../../contract";
import { validationError } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { INVALID_CODE_MESSAGE, type AdminMfa } from "./mfa";
import { verifyAdminPassword } from "./password";
import { INVALID_CREDENTIALS_MESSAGE } from "./routes";

/** The administrator's second factor: status, setup, enable, disable (inside the admin scope). */
export async function mfaRoutes(app: FastifyInstance, { mfa }: { mfa: AdminMfa }) {
  const { db } = app;

  contractRoute(app, mfaApi.status, {
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return mfa.status();
    },
  });

  contractRoute(app, mfaApi.setup, {
    handler: async (_request, reply) => {
      const setup = await mfa.startSetup();
      await recordAudit(db, { actor: ADMIN_ACTOR, action: "mfa.setup", entity: "admin-mfa" });
      reply.header("cache-control", "no-store");
      return setup;
    },
  });

  contractRoute(app, mfaApi.enable, {
    config: { rateLimit: app.limits.login },
    handler: async (request) => {
      await mfa.enable(request.body.token);
      await recordAudit(db, { actor: ADMIN_ACTOR, action: "mfa.enable", entity: "admin-mfa" });
      return { success: true as const, isEnabled: true };
    },
  });

  contractRoute(app, mfaApi.disable, {
    config: { rateLimit: app.limits.login },
    handler: async (request) => {
      const { token, password } = request.body;
      if (!(await mfa.status()).isEnabled) {
        // Nothing to protect: only a setup that was never confirmed is dropped.
        await mfa.disable();
        return { success: true as const, isEnabled: false };
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
      return { success: true as const, isEnabled: false };
    },
  });
}
