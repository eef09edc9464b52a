// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isValidPhone } from "./phone";

describe("isValidPhone", () => {
  it.each([
    "+1 555 123 4567",
    "(555) 123-4567",
    "+251 911 234 567",
    "555-123-4567",
    "555.123.4567",
    "5551234567",
    "+44 20 7946 0958",
    "1-800-555-1234",
    "+1 (555) 123-4567",
    "0911 234 567",
  ])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    "abc",
    "12",
    "+1 555",
    "555-1234",
    "555 123 456a",
    "++1 555 123 4567",
    "(55) 123-4567",
    "555--123-4567",
    "",
  ])("refuses %j", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
