// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildOriginTrip } from "../testing/factories";
import { messagesFor, parseOrThrow, without } from "../testing/schema-assertions";
import { ORIGIN_TRIP_DEFAULTS, originTripSchema } from "./origin-trip";

describe("originTripSchema", () => {
  it("accepts a booking with only the required fields; optional ones come out null", () => {
    const data = parseOrThrow(originTripSchema, {
      fullName: "Kenji Sato",
      email: "kenji@kissaten.example",
      role: "Owner",
      selectedExperiences: ["direct-trade"],
    });
    expect(data).toMatchObject({
      groupSize: 1,
      phone: null,
      company: null,
      addressLine1: null,
      city: null,
      country: null,
      experience: null,
      preferredDates: null,
      specialRequests: null,
    });
  });

  it.each([
    ["fullName", "Full name is required"],
    ["email", "Please enter a valid email address"],
    ["role", "Job title/role is required"],
  ] as const)("%s missing or blank -> %s", (field, message) => {
    expect(messagesFor(originTripSchema, without(buildOriginTrip(), field), field)).toEqual([
      message,
    ]);
    expect(messagesFor(originTripSchema, buildOriginTrip({ [field]: "" }), field)).toEqual([
      message,
    ]);
  });

  it("needs at least one experience from the list, each counted once", () => {
    expect(
      messagesFor(
        originTripSchema,
        buildOriginTrip({ selectedExperiences: [] }),
        "selectedExperiences",
      ),
    ).toEqual(["Please select at least one experience"]);
    expect(
      messagesFor(
        originTripSchema,
        without(buildOriginTrip(), "selectedExperiences"),
        "selectedExperiences",
      ),
    ).toEqual(["Please select at least one experience"]);
    expect(
      messagesFor(originTripSchema, buildOriginTrip({ selectedExperiences: ["safari"] as never })),
    ).toEqual(["Please choose from the listed experiences"]);
    expect(
      parseOrThrow(
        originTripSchema,
        buildOriginTrip({ selectedExperiences: ["quality-lab", "quality-lab", "harvest-tour"] }),
      ).selectedExperiences,
    ).toEqual(["quality-lab", "harvest-tour"]);
  });

  it("takes a group of 1 to 12, default 1, from a number or a form string", () => {
    expect(parseOrThrow(originTripSchema, buildOriginTrip({ groupSize: "12" })).groupSize).toBe(12);
    expect(parseOrThrow(originTripSchema, buildOriginTrip({ groupSize: 1 })).groupSize).toBe(1);
    expect(parseOrThrow(originTripSchema, without(buildOriginTrip(), "groupSize")).groupSize).toBe(
      1,
    );
    expect(parseOrThrow(originTripSchema, buildOriginTrip({ groupSize: "" })).groupSize).toBe(1);
    expect(messagesFor(originTripSchema, buildOriginTrip({ groupSize: 0 }), "groupSize")).toEqual([
      "Group size must be at least 1",
    ]);
    expect(
      messagesFor(originTripSchema, buildOriginTrip({ groupSize: "13" }), "groupSize"),
    ).toEqual(["Group size must be at most 12"]);
    expect(messagesFor(originTripSchema, buildOriginTrip({ groupSize: 2.5 }), "groupSize")).toEqual(
      ["Group size must be a whole number"],
    );
  });

  it("takes an optional experience level from the list", () => {
    expect(
      parseOrThrow(originTripSchema, buildOriginTrip({ experience: "expert" })).experience,
    ).toBe("expert");
    expect(
      parseOrThrow(originTripSchema, buildOriginTrip({ experience: "" })).experience,
    ).toBeNull();
    expect(
      messagesFor(originTripSchema, buildOriginTrip({ experience: "guru" }), "experience"),
    ).toHaveLength(1);
  });

  it.each([
    ["fullName", 255],
    ["role", 100],
    ["company", 255],
    ["addressLine1", 255],
    ["addressLine2", 255],
    ["city", 100],
    ["stateProvince", 100],
    ["postalCode", 20],
    ["country", 100],
    ["preferredDates", 255],
    ["specialRequests", 2000],
  ] as const)("%s allows %i characters, not one more", (field, max) => {
    expect(messagesFor(originTripSchema, buildOriginTrip({ [field]: "a".repeat(max) }))).toEqual(
      [],
    );
    expect(
      messagesFor(originTripSchema, buildOriginTrip({ [field]: "a".repeat(max + 1) }), field),
    ).toHaveLength(1);
  });

  it("shows the experience message first on the empty dialog", () => {
    expect(messagesFor(originTripSchema, ORIGIN_TRIP_DEFAULTS, "selectedExperiences")).toEqual([
      "Please select at least one experience",
    ]);
  });
});
