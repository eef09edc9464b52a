// @vitest-environment node
import { describe, expect, it } from "vitest";
import { codeForStatus, ERROR_CODES, isErrorCode, statusMessage } from "./errors";

describe("statusMessage", () => {
  // The words per status are checked where the visitor meets them: app/lib/api-client.test.ts.
  it.each([402, 405, 418, 422, 501, 505, 0])("%i falls back to the Others message", (status) => {
    expect(statusMessage(status)).toBe("An unexpected error occurred. Please try again.");
  });
});

describe("isErrorCode", () => {
  it("recognises every code of the catalog, and nothing else", () => {
    // A code missing from the list would be relabelled by the client from the status.
    for (const code of Object.values(ERROR_CODES)) expect(isErrorCode(code), code).toBe(true);
    expect(isErrorCode("not_found")).toBe(false);
    expect(isErrorCode("NOT FOUND")).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe("codeForStatus", () => {
  // That the server means the same by each status: server/platform.test.ts.
  it.each([
    [400, "VALIDATION_ERROR"],
    [401, "AUTHENTICATION_ERROR"],
    [403, "AUTHORIZATION_ERROR"],
    [404, "NOT_FOUND"],
    [409, "DUPLICATE_RESOURCE"],
    [429, "RATE_LIMIT_EXCEEDED"],
    [500, "INTERNAL_ERROR"],
    [502, "INTERNAL_ERROR"],
    [503, "INTERNAL_ERROR"],
    [599, "INTERNAL_ERROR"],
    [402, "VALIDATION_ERROR"],
    [413, "VALIDATION_ERROR"],
    [418, "VALIDATION_ERROR"],
    [302, "UNKNOWN_ERROR"],
  ])("%i -> %s", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});
