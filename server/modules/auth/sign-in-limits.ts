import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../../config";
import type { FailureCounter } from "../../plugins/rate-limit-failures";

const ACCOUNT_KEY = "admin-sign-in:account";
const addressKey = (ip: string) => `admin-sign-in:ip:${ip}`;

/** One sign-in attempt, counted as a failure in advance; `end()` takes it back unless it failed. */
export interface SignInAttempt {
  /** The password or code was wrong: the attempt stays counted, for the address and the account. */
  failed(): Promise<void>;
  /** Call once the attempt is over, however it ended. */
  end(): Promise<void>;
}

export interface SignInPolicy {
  addressMax: number;
  accountMax: number;
  windowMs: number;
  delayMs: number;
  delayCapMs: number;
}

export function signInPolicy(config: Config): SignInPolicy {
  return {
    addressMax: config.RATE_LIMIT_LOGIN_MAX,
    accountMax: config.RATE_LIMIT_ACCOUNT_LOGIN_MAX,
    windowMs: config.RATE_LIMIT_LOGIN_WINDOW_MS,
    delayMs: config.RATE_LIMIT_LOGIN_DELAY_MS,
    // The socket must not go idle for longer than CONNECTION_TIMEOUT_MS while we wait.
    delayCapMs: Math.floor(config.CONNECTION_TIMEOUT_MS / 2),
  };
}

/**
 * Limits on guessing the one admin password, counting failures only:
 * - per address, at most `addressMax` failures per window, then 429. Each attempt is counted
 *   before the password is checked and decided by the count it got back, so parallel guesses
 *   cannot all slip under the limit; an attempt that does not fail is taken back.
 * - for the account, failures from everywhere are counted too, but they never lock it: once there
 *   are `accountMax` of them, an address that has itself failed waits before each further attempt
 *   (delayMs, doubling with its failures). An address without failures, the administrator's
 *   own, is never slowed or refused.
 */
export function signInLimits(counter: FailureCounter, policy: SignInPolicy) {
  return {
    /** Counts the attempt, or says how long the address must wait (the route answers 429). */
    async begin(
      ip: string,
    ): Promise<{ attempt: SignInAttempt } | { attempt: null; retryAfterSeconds: number }> {
      const key = addressKey(ip);
      const [claimed, account] = await Promise.all([
        counter.add(key, policy.windowMs),
        counter.read(ACCOUNT_KEY),
      ]);
      if (claimed.count > policy.addressMax) {
        await counter.remove(key);
        return { attempt: null, retryAfterSeconds: Math.max(1, Math.ceil(claimed.ttlMs / 1000)) };
      }
      const earlierFailures = claimed.count - 1;
      if (account.count >= policy.accountMax && earlierFailures > 0) {
        await sleep(Math.min(policy.delayCapMs, policy.delayMs * 2 ** (earlierFailures - 1)));
      }

      let failed = false;
      let ended = false;
      const attempt: SignInAttempt = {
        async failed() {
          failed = true;
          await counter.add(ACCOUNT_KEY, policy.windowMs);
        },
        async end() {
          if (ended) return;
          ended = true;
          if (!failed) await counter.remove(key);
        },
      };
      return { attempt };
    },
  };
}
