// @vitest-environment node
import { describe, expect, it } from "vitest";
import { messagesFor, parseOrThrow } from "../testing/schema-assertions";
import {
  loginSchema,
  MFA_INVALID_TOKEN_MESSAGE,
  mfaTokenSchema,
  requestStatusUpdateSchema,
  sanitizeMfaCodeInput,
} from "./admin";

describe("loginSchema", () => {
  it("needs a password that is not blank, and keeps it as typed", () => {
    expect(messagesFor(loginSchema, {}, "password")).toEqual(["Password is required"]);
    expect(messagesFor(loginSchema, { password: "" }, "password")).toEqual([
      "Password is required",
    ]);
    expect(messagesFor(loginSchema, { password: "   " }, "password")).toEqual([
      "Password is required",
    ]);
    expect(parseOrThrow(loginSchema, { password: " s3cret " }).password).toBe(" s3cret ");
  });

  it("takes an optional 6-digit code or a backup code", () => {
    expect(parseOrThrow(loginSchema, { password: "x" }).mfaToken).toBeNull();
    expect(parseOrThrow(loginSchema, { password: "x", mfaToken: "" }).mfaToken).toBeNull();
    expect(parseOrThrow(loginSchema, { password: "x", mfaToken: " 123456 " }).mfaToken).toBe(
      "123456",
    );
    expect(parseOrThrow(loginSchema, { password: "x", mfaToken: "a1b2c3d4" }).mfaToken).toBe(
      "a1b2c3d4",
    );
    expect(messagesFor(loginSchema, { password: "x", mfaToken: "123" }, "mfaToken")).toHaveLength(
      1,
    );
    expect(
      messagesFor(loginSchema, { password: "x", mfaToken: "12 34 56; drop" }, "mfaToken"),
    ).toHaveLength(1);
  });
});

describe("mfaTokenSchema", () => {
  it("needs exactly 6 digits, with the spec words", () => {
    for (const token of ["", "12345", "1234567", "abcdef", "12 456"]) {
      expect(messagesFor(mfaTokenSchema, { token }, "token")).toEqual([
        "Please enter a 6-digit verification code.",
      ]);
    }
    expect(messagesFor(mfaTokenSchema, {}, "token")).toEqual([MFA_INVALID_TOKEN_MESSAGE]);
    expect(parseOrThrow(mfaTokenSchema, { token: "012345" }).token).toBe("012345");
  });

  it("keeps digits only, at most 6, in the code input", () => {
    expect(sanitizeMfaCodeInput("12a3-45 678")).toBe("123456");
  });
});

describe("requestStatusUpdateSchema", () => {
  it("takes the four statuses only", () => {
    for (const status of ["pending", "processing", "completed", "cancelled"]) {
      expect(messagesFor(requestStatusUpdateSchema, { status })).toEqual([]);
    }
    expect(messagesFor(requestStatusUpdateSchema, { status: "done" }, "status")).toHaveLength(1);
    expect(messagesFor(requestStatusUpdateSchema, {}, "status")).toHaveLength(1);
  });
});
