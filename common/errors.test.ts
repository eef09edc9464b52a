// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  CODE_MESSAGES,
  codeForStatus,
  ERROR_CODE_LIST,
  ERROR_CODES,
  isErrorCode,
  STATUS_FOR_CODE,
  statusMessage,
} from "./errors";

describe("statusMessage", () => {
  it.each([
    [400, "Invalid request. Please check your input."],
    [401, "Authentication required. Please log in."],
    [403, "Access forbidden. You do not have permission."],
    [404, "The requested resource was not found."],
    [409, "Conflict. The resource already exists."],
    [429, "Too many requests. Please try again later."],
    [500, "Server error. Please try again later."],
    [502, "Server error. Please try again later."],
    [503, "Server error. Please try again later."],
    [504, "Server error. Please try again later."],
  ])("%i reads the spec words", (status, message) => {
    expect(statusMessage(status)).toBe(message);
  });

  it.each([402, 405, 418, 422, 501, 505, 0])("%i falls back to the Others message", (status) => {
    expect(statusMessage(status)).toBe("An unexpected error occurred. Please try again.");
  });
});

describe("CODE_MESSAGES", () => {
  it("has the spec words for every code", () => {
    expect(CODE_MESSAGES).toEqual({
      VALIDATION_ERROR: "Please check your input and try again.",
      AUTHENTICATION_ERROR: "Please log in to continue.",
      AUTHORIZATION_ERROR: "You do not have permission to perform this action.",
      NOT_FOUND: "The requested item was not found.",
      DUPLICATE_RESOURCE: "This item already exists.",
      RATE_LIMIT_EXCEEDED: "Too many requests. Please wait a moment and try again.",
      INTERNAL_ERROR: "A server error occurred. Our team has been notified.",
      DATABASE_ERROR: "A database error occurred. Please try again later.",
      EXTERNAL_SERVICE_ERROR: "An external service is temporarily unavailable.",
      NETWORK_ERROR: "Network connection failed. Please check your internet connection.",
      UNKNOWN_ERROR: "An unexpected error occurred. Please try again.",
    });
  });

  it("lists the eleven codes, each named as its value", () => {
    expect(ERROR_CODE_LIST).toHaveLength(11);
    for (const code of ERROR_CODE_LIST) expect(ERROR_CODES[code]).toBe(code);
    expect(Object.keys(STATUS_FOR_CODE).sort()).toEqual([...ERROR_CODE_LIST].sort());
  });

  it("recognises codes and nothing else", () => {
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("not_found")).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe("codeForStatus", () => {
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

  it("maps back from the server status of each client-visible code", () => {
    for (const code of [
      "VALIDATION_ERROR",
      "AUTHENTICATION_ERROR",
      "AUTHORIZATION_ERROR",
      "NOT_FOUND",
      "DUPLICATE_RESOURCE",
      "RATE_LIMIT_EXCEEDED",
      "INTERNAL_ERROR",
    ] as const) {
      expect(codeForStatus(STATUS_FOR_CODE[code])).toBe(code);
    }
  });
});
