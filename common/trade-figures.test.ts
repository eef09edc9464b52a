import { describe, expect, it } from "vitest";
import { dayMonthYearText, figureText, monthYearText, usdText } from "./trade-figures";

// ICU, as Node carries it, is the reference: the texts must not change for any figure.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const upTo2 = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const upTo3 = new Intl.NumberFormat("en-US");
const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** Figures a lot can carry, and the ones rounding gets wrong most easily. */
function figures(): number[] {
  const edges = [
    0,
    0.004,
    0.005,
    0.015,
    0.125,
    0.5,
    1,
    1.005,
    1.015,
    2.675,
    6.3,
    6.85,
    9.995,
    13.888,
    88.5,
    99.999,
    999.995,
    1000,
    1234.565,
    1950,
    1234567.005,
    12_000_000.5,
    1e21,
    1.2345e25,
    1e-7,
    0.1 + 0.2,
    6.3 / 0.45359237,
  ];
  // A fixed pseudo-random walk, so a failure names the same figures every run.
  let seed = 13;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const random = Array.from({ length: 3000 }, (_, index) => {
    const scale = 10 ** (index % 8);
    const places = index % 5;
    return Math.round(next() * scale * 10 ** places) / 10 ** places + (index % 7 === 0 ? 0.005 : 0);
  });
  return [...edges, ...random];
}

describe("trade figures", () => {
  it("writes every figure as ICU does: grouped, at most 2 or 3 decimals, half away from zero", () => {
    for (const value of figures()) {
      expect(figureText(value, 2), String(value)).toBe(upTo2.format(value));
      expect(figureText(value), String(value)).toBe(upTo3.format(value));
      expect(usdText(value), String(value)).toBe(usd.format(value));
    }
  });

  it("keeps the sign of a negative figure", () => {
    for (const value of [-1, -0.5, -1234.567, -6.3]) {
      expect(figureText(value, 2)).toBe(upTo2.format(value));
      expect(usdText(value)).toBe(usd.format(value));
    }
  });

  it("writes months and days as British English does, in UTC", () => {
    for (let monthIndex = 0; monthIndex < 12; monthIndex++) {
      for (const date of [1, 9, 28]) {
        const when = new Date(Date.UTC(2026, monthIndex, date));
        expect(monthYearText(when)).toBe(month.format(when));
        expect(dayMonthYearText(when)).toBe(day.format(when));
      }
    }
    expect(dayMonthYearText(new Date("2026-02-18T00:00:00Z"))).toBe("18 Feb 2026");
    expect(monthYearText(new Date("2026-03-01T00:00:00Z"))).toBe("March 2026");
  });
});
