// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildQuoteRequest } from "../testing/factories";
import { messagesFor, parseOrThrow, without } from "../testing/schema-assertions";
import { quoteRequestSchema } from "./quote-request";

describe("quoteRequestSchema", () => {
  it("accepts a valid quote; blank optional fields become null", () => {
    const data = parseOrThrow(quoteRequestSchema, buildQuoteRequest({ quantity: "12" }));
    expect(data.quantity).toBe(12);
    expect(data.addressLine2).toBeNull();
    expect(data.stateProvince).toBeNull();
    expect(data.notes).toBeNull();
    expect(data.offerId).toBeNull();
    expect(data).not.toHaveProperty("status");
  });

  it.each([
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
    ["email", "Please enter a valid email address"],
    ["company", "Company is required"],
    ["role", "Job title/role is required"],
    ["addressLine1", "Address line 1 is required"],
    ["city", "City is required"],
    ["postalCode", "Postal code is required"],
    ["country", "Country is required"],
    ["coffeeName", "Coffee name is required"],
    ["region", "Region is required"],
    ["grade", "Grade is required"],
    ["processing", "Processing is required"],
    ["quantity", "Quantity is required"],
    ["quantityUnit", "Quantity unit is required"],
  ] as const)("%s missing or blank -> %s", (field, message) => {
    expect(messagesFor(quoteRequestSchema, without(buildQuoteRequest(), field), field)).toEqual([
      message,
    ]);
    expect(messagesFor(quoteRequestSchema, buildQuoteRequest({ [field]: "  " }), field)).toEqual([
      message,
    ]);
  });

  it.each([
    ["firstName", 100],
    ["lastName", 100],
    ["company", 255],
    ["role", 100],
    ["addressLine1", 255],
    ["addressLine2", 255],
    ["city", 100],
    ["stateProvince", 100],
    ["postalCode", 20],
    ["country", 100],
    ["coffeeName", 255],
    ["region", 100],
    ["grade", 50],
    ["processing", 100],
    ["notes", 2000],
  ] as const)("%s allows %i characters, not one more", (field, max) => {
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ [field]: "a".repeat(max) })),
    ).toEqual([]);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ [field]: "a".repeat(max + 1) }), field),
    ).toEqual([expect.stringMatching(new RegExp(`must be at most ${max} characters$`))]);
  });

  it("needs a whole quantity of at least 1", () => {
    expect(messagesFor(quoteRequestSchema, buildQuoteRequest({ quantity: 0 }), "quantity")).toEqual(
      ["Quantity must be at least 1"],
    );
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ quantity: "0" }), "quantity"),
    ).toEqual(["Quantity must be at least 1"]);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ quantity: -3 }), "quantity"),
    ).toEqual(["Quantity must be at least 1"]);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ quantity: "ten" }), "quantity"),
    ).toEqual(["Quantity must be a number"]);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ quantity: 1.5 }), "quantity"),
    ).toEqual(["Quantity must be a whole number"]);
    expect(parseOrThrow(quoteRequestSchema, buildQuoteRequest({ quantity: 1 })).quantity).toBe(1);
  });

  it("takes bags or containers as the unit", () => {
    expect(
      parseOrThrow(quoteRequestSchema, buildQuoteRequest({ quantityUnit: "containers" }))
        .quantityUnit,
    ).toBe("containers");
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ quantityUnit: "tons" }), "quantityUnit"),
    ).toEqual(["Please choose bags or containers"]);
  });

  it("checks phone and email with the spec words", () => {
    expect(messagesFor(quoteRequestSchema, buildQuoteRequest({ phone: "abc" }), "phone")).toEqual([
      "Please enter a valid phone number (e.g., +1 555 123 4567)",
    ]);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ email: "maria@" }), "email"),
    ).toEqual(["Please enter a valid email address"]);
  });

  it("takes an optional positive offer id", () => {
    expect(parseOrThrow(quoteRequestSchema, buildQuoteRequest({ offerId: 7 })).offerId).toBe(7);
    expect(parseOrThrow(quoteRequestSchema, buildQuoteRequest({ offerId: "7" })).offerId).toBe(7);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ offerId: 0 }), "offerId"),
    ).toHaveLength(1);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ offerId: 2.5 }), "offerId"),
    ).toHaveLength(1);
  });

  it("refuses an offer id beyond the integer column", () => {
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ offerId: 2_147_483_648 }), "offerId"),
    ).toEqual(["Offer reference is out of range"]);
    expect(messagesFor(quoteRequestSchema, buildQuoteRequest({ offerId: 2_147_483_647 }))).toEqual(
      [],
    );
  });

  it("refuses NUL characters, which PostgreSQL text cannot hold", () => {
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ company: "Ros\u0000si" }), "company"),
    ).toEqual(["Company contains an invalid character"]);
    expect(
      messagesFor(quoteRequestSchema, buildQuoteRequest({ notes: "a\u0000" }), "notes"),
    ).toEqual(["Notes contains an invalid character"]);
  });
});
