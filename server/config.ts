import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const limit = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** Every environment variable the server reads, validated once at boot (README: Configuration). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().default("0.0.0.0"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalUrl,
    DATABASE_CONNECT_TIMEOUT_MS: limit(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: limit(10_000),
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Abyssinia Green Coffee <no-reply@abyssinia-coffee.example>"),
    SALES_EMAIL: z.email().default("sales@abyssinia-coffee.example"),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value && value.trim() ? value : undefined)),
    MFA_ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, "must be 64 hex characters (32 bytes)")
      .optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => value === "true" || value === "1"),
    CLIENT_DIR: z.string().default("./build/client"),
    /** Build-time hero video address; read here too so the CSP can allow its origin. */
    VITE_HERO_VIDEO_URL: z.string().optional(),
    BODY_LIMIT_BYTES: limit(64 * 1024),
    SESSION_IDLE_MINUTES: limit(30),
    SESSION_ABSOLUTE_HOURS: limit(12),
    RATE_LIMIT_WINDOW_MS: limit(60_000),
    RATE_LIMIT_READ_MAX: limit(300),
    RATE_LIMIT_FORM_MAX: limit(10),
    RATE_LIMIT_LOGIN_MAX: limit(5),
    RATE_LIMIT_LOGIN_WINDOW_MS: limit(15 * 60_000),
    RATE_LIMIT_ACCOUNT_LOGIN_MAX: limit(20),
    RATE_LIMIT_NOT_FOUND_MAX: limit(60),
  })
  .superRefine((config, ctx) => {
    // Outside production the MFA key may live in the database; in production that would put the
    // key beside the secrets it protects.
    if (config.NODE_ENV === "production" && !config.MFA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["MFA_ENCRYPTION_KEY"],
        message: "is required in production (64 hex characters, e.g. `openssl rand -hex 32`)",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}
