import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, markConnectFailure } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });
// drizzle-orm wraps every driver error in its own, with the driver's as the cause.
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["the server shutting down or restarting", withCode("57P01"), true],
    ["the server starting up", withCode("57P03"), true],
    ["a statement cancelled by statement_timeout", withCode("57014"), true],
    ["no connection slot left", withCode("53300"), true],
    ["the server out of memory (class 53)", withCode("53200"), true],
    ["the database dropped under a session (class 57)", withCode("57P04"), true],
    ["a connection failure (class 08)", withCode("08006"), true],
    ["a refused connection", withCode("ECONNREFUSED"), true],
    ["a reset connection", withCode("ECONNRESET"), true],
    ["a connection that timed out in the kernel", withCode("ETIMEDOUT"), true],
    ["the pool's wait", new Error("timeout exceeded when trying to connect"), true],
    [
      "the pool's connect timeout",
      new Error("Connection terminated due to connection timeout"),
      true,
    ],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly"), true],
    ["the driver's read timeout", new Error("Query read timeout"), true],
    [
      "every address of a host refusing",
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], ""),
      true,
    ],
    ["a unique violation", withCode("23505"), false],
    ["a missing relation", withCode("42P01"), false],
    ["a statement in the wrong state (55000)", withCode("55000"), false],
    ["an unknown database named by a query (3D000)", withCode("3D000"), false],
    ["a bug", new TypeError("cannot read properties of undefined"), false],
    ["something that is not an error", { code: "ECONNREFUSED" }, false],
  ])("%s: %s", (_what, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(unavailable);
  });
});

describe("a connection the server would not open", () => {
  it.each([
    ["connections not allowed", "55000"],
    ["no such database", "3D000"],
    ["password rejected", "28P01"],
    ["role may not log in", "28000"],
  ])("%s (%s) is an outage, whatever its class", (_what, code) => {
    const error = withCode(code);
    markConnectFailure(error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });
});
