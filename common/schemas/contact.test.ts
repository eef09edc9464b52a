// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildContact } from "../testing/factories";
import { messagesFor, parseOrThrow, without } from "../testing/schema-assertions";
import { contactSchema, isHoneypotFilled } from "./contact";

describe("contactSchema", () => {
  it("accepts a valid message and trims text", () => {
    const data = parseOrThrow(contactSchema, buildContact({ name: "  Abebe  " }));
    expect(data.name).toBe("Abebe");
  });

  it.each([
    ["name", "Name is required"],
    ["email", "Please enter a valid email address"],
    ["message", "Message must be at least 10 characters"],
  ] as const)("%s missing or blank -> %s", (field, message) => {
    expect(messagesFor(contactSchema, without(buildContact(), field), field)).toEqual([message]);
    expect(messagesFor(contactSchema, buildContact({ [field]: "   " }), field)).toEqual([message]);
  });

  it("refuses a message of 9 characters after trimming, accepts 10", () => {
    expect(
      messagesFor(contactSchema, buildContact({ message: "  123456789  " }), "message"),
    ).toEqual(["Message must be at least 10 characters"]);
    expect(messagesFor(contactSchema, buildContact({ message: "1234567890" }))).toEqual([]);
  });

  it.each([
    ["name", 255],
    ["message", 5000],
  ] as const)("%s allows %i characters, not one more", (field, max) => {
    expect(messagesFor(contactSchema, buildContact({ [field]: "a".repeat(max) }))).toEqual([]);
    expect(
      messagesFor(contactSchema, buildContact({ [field]: "a".repeat(max + 1) }), field),
    ).toHaveLength(1);
  });

  it("checks email form and length", () => {
    expect(messagesFor(contactSchema, buildContact({ email: "not-an-email" }), "email")).toEqual([
      "Please enter a valid email address",
    ]);
    expect(messagesFor(contactSchema, buildContact({ email: "a@b" }), "email")).toEqual([
      "Please enter a valid email address",
    ]);
    const local = "a".repeat(255 - "@example.com".length);
    expect(messagesFor(contactSchema, buildContact({ email: `${local}@example.com` }))).toEqual([]);
    expect(
      messagesFor(contactSchema, buildContact({ email: `${local}a@example.com` }), "email"),
    ).toEqual(["Email must be at most 255 characters"]);
  });

  it("phone is optional; blank becomes null; a bad one shows the phone message", () => {
    expect(parseOrThrow(contactSchema, without(buildContact(), "phone")).phone).toBeNull();
    expect(parseOrThrow(contactSchema, buildContact({ phone: "  " })).phone).toBeNull();
    expect(parseOrThrow(contactSchema, buildContact({ phone: null })).phone).toBeNull();
    expect(messagesFor(contactSchema, buildContact({ phone: "12" }), "phone")).toEqual([
      "Please enter a valid phone number (e.g., +1 555 123 4567)",
    ]);
  });

  it("phone allows 50 characters, not 51", () => {
    const padded = (length: number) => `+1${" ".repeat(length - 14)}555 123 4567`;
    expect(padded(50)).toHaveLength(50);
    expect(messagesFor(contactSchema, buildContact({ phone: padded(50) }))).toEqual([]);
    expect(messagesFor(contactSchema, buildContact({ phone: padded(51) }), "phone")).toEqual([
      "Phone number must be at most 50 characters",
    ]);
  });

  it("lets a filled honeypot through for the server to drop silently", () => {
    const data = parseOrThrow(contactSchema, buildContact({ website: "http://spam.example" }));
    expect(isHoneypotFilled(data)).toBe(true);
    expect(isHoneypotFilled(parseOrThrow(contactSchema, buildContact()))).toBe(false);
    expect(isHoneypotFilled(parseOrThrow(contactSchema, buildContact({ website: "  " })))).toBe(
      false,
    );
  });
});
