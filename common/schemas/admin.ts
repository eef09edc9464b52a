// Admin sign-in, second factor and request status (spec sections 4, 5 and 7).
import { z } from "../zod";
import { MFA_CODE_LENGTH, REQUEST_STATUSES } from "../constants";

export const PASSWORD_REQUIRED_MESSAGE = "Password is required";
/** Bounds the hashing work a single login can ask for. */
export const PASSWORD_MAX_LENGTH = 1024;
/** Spec section 8, Login: what the server says and the screen shows when a code is needed. */
export const MFA_REQUIRED_MESSAGE =
  "Multi-Factor Authentication Required. Please enter your authenticator code.";
export const MFA_INVALID_TOKEN_TITLE = "Invalid Token";
export const MFA_INVALID_TOKEN_MESSAGE = "Please enter a 6-digit verification code.";
export const MFA_CODE_OR_BACKUP_MESSAGE =
  "Please enter a 6-digit verification code or a backup code.";

/** An authenticator (TOTP) code. */
export const MFA_TOKEN_PATTERN = /^\d{6}$/;
/** A backup code: 6 digits (spec), letters tolerated so the server may issue longer codes later. */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{6,16}$/;

/** What the code input keeps of what was typed: digits only, at most 6. */
export function sanitizeMfaCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, MFA_CODE_LENGTH);
}

// The password is checked but never trimmed: spaces may be part of it.
export const loginSchema = z.object({
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine((value) => value.trim() !== "", PASSWORD_REQUIRED_MESSAGE),
  mfaToken: z
    .string({ error: MFA_CODE_OR_BACKUP_MESSAGE })
    .trim()
    .refine(
      (value) => value === "" || MFA_TOKEN_PATTERN.test(value) || BACKUP_CODE_PATTERN.test(value),
      MFA_CODE_OR_BACKUP_MESSAGE,
    )
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/** POST /api/admin/mfa/enable: the first code from the authenticator app. */
export const mfaTokenSchema = z.object({
  token: z
    .string({ error: MFA_INVALID_TOKEN_MESSAGE })
    .trim()
    .regex(MFA_TOKEN_PATTERN, MFA_INVALID_TOKEN_MESSAGE),
});

export type MfaTokenInput = z.input<typeof mfaTokenSchema>;
export type MfaTokenData = z.output<typeof mfaTokenSchema>;

/**
 * PATCH /api/{type}/{id}/status. `notify` (issue 49) mails the buyer about the change; left out,
 * nobody is mailed, as before.
 */
export const requestStatusUpdateSchema = z.object({
  status: z.enum(REQUEST_STATUSES, {
    error: "Please choose pending, processing, completed or cancelled",
  }),
  notify: z.boolean({ error: "Notify must be true or false" }).optional().default(false),
});

export type RequestStatusUpdate = z.output<typeof requestStatusUpdateSchema>;
