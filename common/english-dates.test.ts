import { describe, expect, it } from "vitest";
import { monthDayYearText } from "./english-dates";

// ICU, as Node carries it, is the reference: the text must not change for any day.
const usDay = new Intl.DateTimeFormat("en-US", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

describe("monthDayYearText", () => {
  it("writes a whole date as US English does, in UTC", () => {
    for (let monthIndex = 0; monthIndex < 12; monthIndex++) {
      for (const date of [1, 9, 28, 31]) {
        const when = new Date(Date.UTC(2026, monthIndex, date));
        expect(monthDayYearText(when)).toBe(usDay.format(when));
      }
    }
    expect(monthDayYearText(new Date("2025-11-18T00:00:00Z"))).toBe("November 18, 2025");
  });
});
