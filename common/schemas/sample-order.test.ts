// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildSampleOrder } from "../testing/factories";
import { messagesFor, parseOrThrow, without } from "../testing/schema-assertions";
import { sampleOrderSchema } from "./sample-order";

describe("sampleOrderSchema", () => {
  it("accepts 1 to 4 blends", () => {
    expect(
      parseOrThrow(sampleOrderSchema, buildSampleOrder({ blends: [" House "] })).blends,
    ).toEqual(["House"]);
    expect(
      messagesFor(sampleOrderSchema, buildSampleOrder({ blends: ["A", "B", "C", "D"] })),
    ).toEqual([]);
  });

  it("refuses no blend and more than 4 with the spec words", () => {
    expect(messagesFor(sampleOrderSchema, buildSampleOrder({ blends: [] }), "blends")).toEqual([
      "Please select at least one blend",
    ]);
    expect(messagesFor(sampleOrderSchema, without(buildSampleOrder(), "blends"), "blends")).toEqual(
      ["Please select at least one blend"],
    );
    expect(
      messagesFor(
        sampleOrderSchema,
        buildSampleOrder({ blends: ["A", "B", "C", "D", "E"] }),
        "blends",
      ),
    ).toEqual(["Please select up to 4 blends"]);
  });

  it.each([
    ["name", "Name is required", 255],
    ["address", "Address is required", 255],
    ["city", "City is required", 100],
    ["state", "State is required", 100],
    ["zip", "ZIP code is required", 20],
  ] as const)("%s is required (%s) and at most %i characters", (field, message, max) => {
    expect(messagesFor(sampleOrderSchema, without(buildSampleOrder(), field), field)).toEqual([
      message,
    ]);
    expect(messagesFor(sampleOrderSchema, buildSampleOrder({ [field]: "a".repeat(max) }))).toEqual(
      [],
    );
    expect(
      messagesFor(sampleOrderSchema, buildSampleOrder({ [field]: "a".repeat(max + 1) }), field),
    ).toHaveLength(1);
  });

  it("checks email and the optional phone", () => {
    expect(messagesFor(sampleOrderSchema, buildSampleOrder({ email: "" }), "email")).toEqual([
      "Please enter a valid email address",
    ]);
    expect(parseOrThrow(sampleOrderSchema, buildSampleOrder({ phone: "" })).phone).toBeNull();
    expect(messagesFor(sampleOrderSchema, buildSampleOrder({ phone: "12" }), "phone")).toEqual([
      "Please enter a valid phone number (e.g., +1 555 123 4567)",
    ]);
  });
});
