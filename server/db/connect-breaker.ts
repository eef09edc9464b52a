import type pg from "pg";
import { isDatabaseUnavailable } from "./unavailable";

/** How long the pool stops trying to connect after a connection could not be opened. */
export const CONNECT_RETRY_MS = 1000;

/** What a request meets while the breaker is open: recognised as "database unavailable" (08001). */
export class DatabaseAwayError extends Error {
  readonly code = "08001";
  constructor() {
    super("database unreachable: no new connection is tried for a moment");
  }
}

// A request that waited for a busy pool's free connection says nothing about the server.
const POOL_BUSY = /timeout exceeded when trying to connect/;

function failedToConnect(error: unknown): boolean {
  return isDatabaseUnavailable(error) && !(error instanceof Error && POOL_BUSY.test(error.message));
}

/**
 * A circuit breaker on opening connections. Once a connection could not be opened (refused, or no
 * answer within the connect timeout), every request that needs a new connection fails at once
 * for CONNECT_RETRY_MS instead of waiting out its own connect timeout; then one request probes
 * the server, and its success closes the breaker. So in an outage a request costs at most one
 * connect timeout, however many queries it makes, and the service recovers with no restart.
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
    else if (failedToConnect(error)) this.openUntil = this.now() + this.retryMs;
  }

  get open(): boolean {
    return this.openUntil !== 0;
  }
}

type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void;

/** Puts `breaker` in front of every checkout of `pool` (promise and callback forms). */
export function guardConnects(pool: pg.Pool, breaker: ConnectBreaker): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  pool.connect = ((callback?: ConnectCallback) => {
    // An idle connection needs no new one: the breaker only stands before opening connections.
    const reusesIdle = pool.idleCount > 0;
    if (!reusesIdle && !breaker.admit()) {
      const error = new DatabaseAwayError();
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error));
      return undefined;
    }
    if (callback)
      return connect((err, client, done) => {
        if (!reusesIdle) breaker.settle(err);
        callback(err, client, done);
      });
    return (connect() as Promise<pg.PoolClient>).then(
      (client) => {
        if (!reusesIdle) breaker.settle(undefined);
        return client;
      },
      (err: unknown) => {
        if (!reusesIdle) breaker.settle(err);
        throw err;
      },
    );
  }) as typeof pool.connect;
}
