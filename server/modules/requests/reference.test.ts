import { describe, expect, it } from "vitest";
import { newReference, REFERENCE_ALPHABET, REFERENCE_PREFIXES } from "./reference";

describe("newReference", () => {
  it("writes a prefix and two groups of four Crockford base32 characters", () => {
    for (const prefix of Object.values(REFERENCE_PREFIXES))
      expect(newReference(prefix)).toMatch(new RegExp(`^${prefix}-[0-9A-Z]{4}-[0-9A-Z]{4}$`));
  });

  it("uses the whole alphabet and never the easily misread I, L, O or U", () => {
    const letters = new Set(
      Array.from({ length: 2_000 }, () => newReference("Q").slice(2).replace("-", "")).join(""),
    );
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
    expect([...letters].sort().join("")).toBe(REFERENCE_ALPHABET);
  });

  it("draws a new reference each time, so one reference says nothing of the others", () => {
    const references = Array.from({ length: 10_000 }, () => newReference("S"));
    expect(new Set(references).size).toBe(references.length);
  });
});
