import { z } from "../zod";
import { CSRF_TOKEN_PATH } from "../constants";
import {
  loginSchema,
  MFA_INVALID_TOKEN_MESSAGE,
  MFA_TOKEN_PATTERN,
  mfaTokenSchema,
  PASSWORD_MAX_LENGTH,
} from "../schemas/admin";
import { endpoint } from "./endpoint";
import { successReply } from "./records";

export const DISABLE_PROOF_MESSAGE = "Please enter your authenticator code or your password.";

/** POST /api/admin/mfa/disable: the spec sends no payload; we ask for proof that the admin is present. */
export const mfaDisableSchema = z
  .object(
    {
      token: z.string().trim().regex(MFA_TOKEN_PATTERN, MFA_INVALID_TOKEN_MESSAGE).optional(),
      password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    },
    { error: DISABLE_PROOF_MESSAGE },
  )
  .refine((body) => body.token || body.password, DISABLE_PROOF_MESSAGE);

const mfaState = z.object({ isEnabled: z.boolean() });

/** The CSRF token every write sends in x-csrf-token. */
export const csrfApi = {
  token: endpoint({
    method: "GET",
    path: CSRF_TOKEN_PATH,
    response: z.object({ csrfToken: z.string() }),
  }),
};

/** Sign-in, sign-out and "am I signed in?": open to anyone. */
export const adminSessionApi = {
  session: endpoint({
    method: "GET",
    path: "/api/admin/session",
    response: z.object({ isAuthenticated: z.boolean() }),
  }),
  login: endpoint({
    method: "POST",
    path: "/api/admin/login",
    body: loginSchema,
    response: z.object({
      success: z.boolean(),
      requiresMfa: z.boolean().optional(),
      message: z.string().optional(),
    }),
  }),
  logout: endpoint({ method: "POST", path: "/api/admin/logout", response: successReply }),
};

/** The administrator's second factor (behind the session). */
export const mfaApi = {
  status: endpoint({ method: "GET", path: "/api/admin/mfa/status", response: mfaState }),
  setup: endpoint({
    method: "POST",
    path: "/api/admin/mfa/setup",
    response: z.object({
      secret: z.string(),
      qrCode: z.string(),
      backupCodes: z.array(z.string()),
    }),
  }),
  enable: endpoint({
    method: "POST",
    path: "/api/admin/mfa/enable",
    body: mfaTokenSchema,
    response: mfaState.extend({ success: z.literal(true) }),
  }),
  disable: endpoint({
    method: "POST",
    path: "/api/admin/mfa/disable",
    body: mfaDisableSchema,
    response: mfaState.extend({ success: z.literal(true) }),
  }),
};

export type AdminSession = z.output<typeof adminSessionApi.session.response>;
export type LoginResult = z.output<typeof adminSessionApi.login.response>;
export type MfaStatus = z.output<typeof mfaApi.status.response>;
export type MfaSetup = z.output<typeof mfaApi.setup.response>;
