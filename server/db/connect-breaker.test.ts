import { describe, expect, it } from "vitest";
import { CONNECT_RETRY_MS, ConnectBreaker, DatabaseAwayError } from "./connect-breaker";
import { isDatabaseUnavailable } from "./unavailable";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});

function breakerAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, breaker: new ConnectBreaker(CONNECT_RETRY_MS, () => clock.now) };
}

describe("ConnectBreaker", () => {
  it("lets every connection through while the server answers", () => {
    const { breaker } = breakerAt();
    expect(breaker.admit()).toBe(true);
    breaker.settle(undefined);
    expect(breaker.admit()).toBe(true);
    expect(breaker.open).toBe(false);
  });

  it("refuses new connections at once after one could not be opened, then lets one probe through", () => {
    const { clock, breaker } = breakerAt();
    breaker.admit();
    breaker.settle(refused);
    expect(breaker.admit()).toBe(false);
    clock.now += CONNECT_RETRY_MS - 1;
    expect(breaker.admit()).toBe(false);
    clock.now += 1;
    expect(breaker.admit()).toBe(true);
    // Only the probe goes out while it is under way.
    expect(breaker.admit()).toBe(false);
    breaker.settle(undefined);
    expect(breaker.open).toBe(false);
    expect(breaker.admit()).toBe(true);
  });

  it("stays open when the probe fails too", () => {
    const { clock, breaker } = breakerAt();
    breaker.settle(refused);
    clock.now += CONNECT_RETRY_MS;
    expect(breaker.admit()).toBe(true);
    breaker.settle(new Error("Connection terminated due to connection timeout"));
    expect(breaker.admit()).toBe(false);
  });

  it("does not open for errors that are not about reaching the server", () => {
    const { breaker } = breakerAt();
    breaker.settle(
      Object.assign(new Error('password authentication failed for user "app"'), { code: "28P01" }),
    );
    expect(breaker.open).toBe(false);
    expect(breaker.admit()).toBe(true);
  });

  it("fails with an error the app answers as 503 DATABASE_ERROR", () => {
    expect(isDatabaseUnavailable(new DatabaseAwayError())).toBe(true);
  });
});
