// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shipsAbroad } from "./sample-shipping";

describe("shipsAbroad", () => {
  it.each(["Sweden", "Kenya", "Eritrea", "ethiopian embassy, Berlin"])("%s is abroad", (country) =>
    expect(shipsAbroad(country)).toBe(true),
  );
  it.each(["Ethiopia", "  ETHIOPIA ", "E.T.", "eth", "ኢትዮጵያ", "", "  ", null, undefined])(
    "%o is not (the warehouse's country, or not given yet)",
    (country) => expect(shipsAbroad(country)).toBe(false),
  );
});
