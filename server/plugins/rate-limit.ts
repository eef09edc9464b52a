import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { CODE_MESSAGES } from "../../common/errors";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { failureCounterFor, type FailureCounter } from "./rate-limit-failures";
import { postgresRateLimitStore } from "./rate-limit-store";

export interface RateLimitTier {
  max: number;
  timeWindow: number;
  /** Counted in each instance's memory when there is no Redis, never in the database. */
  perInstance?: boolean;
}

/** The tiers routes opt into with `config: { rateLimit: app.limits.form }`. */
export interface RateLimits {
  read: RateLimitTier;
  form: RateLimitTier;
  login: RateLimitTier;
  notFound: RateLimitTier;
}

declare module "fastify" {
  interface FastifyInstance {
    limits: RateLimits;
    /** Failure counters for sign-in, shared across instances like the limits. */
    failureCounter: FailureCounter;
  }
}

export function rateLimitsFrom(config: Config): RateLimits {
  const window = config.RATE_LIMIT_WINDOW_MS;
  return {
    read: { max: config.RATE_LIMIT_READ_MAX, timeWindow: window, perInstance: true },
    form: { max: config.RATE_LIMIT_FORM_MAX, timeWindow: window },
    login: { max: config.RATE_LIMIT_LOGIN_MAX, timeWindow: config.RATE_LIMIT_LOGIN_WINDOW_MS },
    notFound: { max: config.RATE_LIMIT_NOT_FOUND_MAX, timeWindow: window, perInstance: true },
  };
}

/**
 * Per-IP counters shared by every instance: in Redis when REDIS_URL is set, else in the
 * PostgreSQL server's rate_limit_hits table for the strict tiers (forms, sign-in), while reads
 * and unknown paths are counted in each instance's memory (a read never writes to the database). The embedded PGlite database serves one process,
 * so its counters stay in that process's memory. Nothing is limited unless a route opts in.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; redis?: Redis; database: Database }) => {
    app.decorate("limits", rateLimitsFrom(options.config));
    app.decorate("failureCounter", failureCounterFor(options.database, options.redis));
    const sharedInDatabase = !options.redis && options.database.kind === "postgres";
    await app.register(rateLimit, {
      global: false,
      redis: options.redis,
      store: sharedInDatabase ? postgresRateLimitStore(options.database.db) : undefined,
      nameSpace: "abyssinia-rl:",
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, "RATE_LIMIT_EXCEEDED", CODE_MESSAGES.RATE_LIMIT_EXCEEDED, {
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
    });
  },
);
