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

/** Text whose blank value means "not set" (an env file's `NAME=`). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The settings of the S3-compatible bucket that holds the image library, when one is named. */
const MEDIA_S3_SETTINGS = [
  "MEDIA_S3_REGION",
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
  "MEDIA_S3_FORCE_PATH_STYLE",
  "MEDIA_S3_PREFIX",
] as const;

/**
 * Where the image library's files live without a bucket: beside the embedded database, not in
 * it (PGlite's dump would carry every photograph): DATA_DIR `./data` keeps them in `./data-media`.
 */
export function mediaDirBeside(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, "") || "."}-media`;
}

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
    /** Days after a sample's dispatch day when the buyer is invited to the feedback form (decision 069). */
    SAMPLE_FEEDBACK_AFTER_DAYS: limit(14),
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
    /** The image library's folder when no bucket is set; unset, beside DATA_DIR (mediaDirBeside). */
    MEDIA_DIR: optionalText,
    MEDIA_S3_BUCKET: optionalText.refine(
      (value) => value === undefined || S3_BUCKET_NAME.test(value),
      "must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens",
    ),
    MEDIA_S3_REGION: optionalText,
    /** An S3-compatible service's address (MinIO, R2, Spaces...); unset, AWS S3 itself. */
    MEDIA_S3_ENDPOINT: optionalUrl.refine(
      (value) => value === undefined || !URL.canParse(value) || /^https?:/.test(value),
      "must be an http(s) address",
    ),
    /** Unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID..., an instance role). */
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    /** `true` for services that name the bucket in the path (MinIO and most local peers). */
    MEDIA_S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", ""], { error: "must be true or false" })
      .optional()
      .transform((value) => value === "true"),
    /** A folder in the bucket to keep the files under, e.g. `media/`. */
    MEDIA_S3_PREFIX: optionalText.refine(
      (value) => value === undefined || /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(value),
      "must be letters, digits and / _ . - (no leading slash)",
    ),
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
    if (!config.MEDIA_S3_BUCKET) {
      for (const name of MEDIA_S3_SETTINGS)
        if (config[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is set but MEDIA_S3_BUCKET is not: name the bucket, or unset it",
          });
    }
    if (Boolean(config.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(config.MEDIA_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [
          config.MEDIA_S3_ACCESS_KEY_ID ? "MEDIA_S3_SECRET_ACCESS_KEY" : "MEDIA_S3_ACCESS_KEY_ID",
        ],
        message:
          "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither",
      });
    }
  })
  .transform(({ MEDIA_DIR, MEDIA_S3_PREFIX, ...config }) => ({
    ...config,
    MEDIA_DIR: MEDIA_DIR ?? mediaDirBeside(config.DATA_DIR),
    // One form however it was written: `media` and `media/` are the same folder.
    MEDIA_S3_PREFIX: MEDIA_S3_PREFIX ? MEDIA_S3_PREFIX.replace(/\/*$/, "/") : "",
  }));

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
