import { isIP } from "node:net";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);
const limit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** proxy-addr's names for private ranges, accepted in a TRUST_PROXY list like addresses. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // IPv4 also takes a netmask ("10.0.0.0/255.0.0.0"), as proxy-addr does.
  if (version === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which hops in X-Forwarded-For to believe: unset (or `false`, `0`) trusts none, a number trusts
 * that many proxies in front of the server, a comma-separated list trusts only those addresses or
 * CIDR ranges. `true` would believe the left-most value, which any client can write.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "`true` would trust any X-Forwarded-For a client sends; give the number of proxies in " +
          "front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `not a hop count or a list of addresses/CIDRs: ${bad.map((e) => JSON.stringify(e)).join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
    /** Where db:backup writes, and where the server on PGlite listens for it (outside DATA_DIR). */
    BACKUP_DIR: z.string().default("./backups"),
    DATABASE_URL: optionalUrl,
    DATABASE_CONNECT_TIMEOUT_MS: limit(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: limit(10_000),
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Abyssinia Green Coffee <no-reply@abyssinia-coffee.example>"),
    /** How often each instance looks for due messages in the outbox (with SMTP_URL). */
    MAIL_POLL_MS: limit(15_000),
    SALES_EMAIL: z.email().default("sales@abyssinia-coffee.example"),
    /** The public origin (https://...) used in links; behind a proxy, what visitors type. */
    PUBLIC_URL: optionalUrl.refine(
      // An http(s) scheme, host and port, nothing after: what a link is built on. (A value that
      // is no URL at all is reported by optionalUrl.)
      (value) =>
        value === undefined ||
        !URL.canParse(value) ||
        (/^https?:/.test(value) && `${new URL(value).origin}/` === new URL(value).href),
      "must be an origin only, e.g. https://www.example.com (no path, query or credentials)",
    ),
    /** Turns GET /metrics on, for callers sending `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((value) => (value && value.trim() ? value : undefined))
      .pipe(z.string().min(16, "must be at least 16 characters").optional()),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value && value.trim() ? value : undefined)),
    MFA_ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, "must be 64 hex characters (32 bytes)")
      .optional(),
    TRUST_PROXY: trustProxy,
    CLIENT_DIR: z.string().default("./build/client"),
    /** Build-time hero video address; read here too so the CSP can allow its origin. */
    VITE_HERO_VIDEO_URL: z.string().optional(),
    BODY_LIMIT_BYTES: limit(64 * 1024),
    // Slow clients: how long a request may take to send its headers, the whole request, and how
    // long an idle socket (between keep-alive requests, or a stalled one) stays open.
    HEADERS_TIMEOUT_MS: limit(10_000),
    REQUEST_TIMEOUT_MS: limit(30_000),
    CONNECTION_TIMEOUT_MS: limit(60_000),
    KEEP_ALIVE_TIMEOUT_MS: limit(5_000),
    SESSION_IDLE_MINUTES: limit(30),
    SESSION_ABSOLUTE_HOURS: limit(12),
    RATE_LIMIT_WINDOW_MS: limit(60_000),
    RATE_LIMIT_READ_MAX: limit(300),
    RATE_LIMIT_FORM_MAX: limit(10),
    RATE_LIMIT_LOGIN_MAX: limit(5),
    RATE_LIMIT_LOGIN_WINDOW_MS: limit(15 * 60_000),
    RATE_LIMIT_ACCOUNT_LOGIN_MAX: limit(20),
    RATE_LIMIT_LOGIN_DELAY_MS: limit(1_000),
    RATE_LIMIT_NOT_FOUND_MAX: limit(60),
  })
  .superRefine((config, ctx) => {
    if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HEADERS_TIMEOUT_MS"],
        message: "must not be longer than REQUEST_TIMEOUT_MS",
      });
    }
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
