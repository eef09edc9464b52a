import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { fieldMessage } from "./field-message";

describe("fieldMessage", () => {
  it("gives the server's words for the refused field", () => {
    const error = new ApiError({
      code: "VALIDATION_ERROR",
      message: "This link is not valid.",
      status: 400,
      details: { fields: [{ field: "token", message: "This link is not valid." }] },
    });
    expect(fieldMessage(error, "token")).toBe("This link is not valid.");
  });

  it("falls back to the catalog's words for another field or another failure", () => {
    const validation = new ApiError({
      code: "VALIDATION_ERROR",
      message: "Please check your input and try again.",
      details: { fields: [{ field: "website", message: "x" }] },
    });
    expect(fieldMessage(validation, "email")).toBe("Please check your input and try again.");
    const limited = new ApiError({
      code: "RATE_LIMIT_EXCEEDED",
      message: "slow down",
      status: 429,
    });
    expect(fieldMessage(limited, "email")).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
  });
});
