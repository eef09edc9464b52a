import pg from "pg";
import { isDatabaseUnavailable, markConnectFailure } from "./unavailable";

/** How long the pool stops trying to connect after a connection could not be opened. */
export const CONNECT_RETRY_MS = 1000;

/** What a request meets while the breaker is open: recognised as "database unavailable" (08001). */
export class DatabaseAwayError extends Error {
  readonly code = "08001";
  constructor() {
    super("database unreachable: no new connection is tried for a moment");
  }
}

/**
 * A circuit breaker on opening connections. Once a connection could not be opened (refused, or no
 * answer within the connect timeout), every request that needs a new connection fails at once
 * for CONNECT_RETRY_MS instead of waiting out its own connect timeout; then one request probes
 * the server, and its success closes the breaker. So in an outage a request costs at most one
 * connect timeout, however many queries it makes, and the service recovers with no restart.
 * Idle connections of the pool are used as before: the breaker only stands before opening one.
 * Whatever ends an attempt to open a connection (refused, no such database, password rejected,
 * connections not allowed) counts as the database being away.
 */
export class ConnectBreaker {
  private openUntil = 0;
  private probing = false;

  constructor(
    private readonly retryMs = CONNECT_RETRY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a connection may be tried now; while half-open, only the probe may. */
  admit(): boolean {
    if (this.openUntil === 0) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true;
    return true;
  }

  settle(error: unknown): void {
    this.probing = false;
    if (!error) this.openUntil = 0;
    else if (isDatabaseUnavailable(error)) this.openUntil = this.now() + this.retryMs;
  }

  get open(): boolean {
    return this.openUntil !== 0;
  }
}

/**
 * The pool's client class with `breaker` in front of each new connection. It stands at the
 * client, not at `pool.connect`: in a busy pool a new connection is opened for a queued request
 * whose own wait has already run out, and only the client hears how that connection ended.
 * A connection refused by the breaker fails its pool checkout at once, and the pool moves on to
 * the next queued request, so a queue of waiting requests drains in milliseconds.
 */
export function clientBehind(breaker: ConnectBreaker): typeof pg.Client {
  return class BreakerClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error) => void): void;
    override connect(callback?: (err: Error) => void): Promise<pg.Client> | void {
      if (!breaker.admit()) {
        const error = new DatabaseAwayError();
        if (!callback) return Promise.reject(error);
        process.nextTick(() => callback(error));
        return;
      }
      if (callback)
        return super.connect((err: Error | null) => {
          markConnectFailure(err);
          breaker.settle(err ?? undefined);
          (callback as (err: Error | null) => void)(err);
        });
      return super.connect().then(
        (client) => {
          breaker.settle(undefined);
          return client;
        },
        (err: unknown) => {
          markConnectFailure(err);
          breaker.settle(err);
          throw err;
        },
      );
    }
  };
}
