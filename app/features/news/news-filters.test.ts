import { describe, expect, it } from "vitest";
import {
  alphabetical,
  filterNewsEvents,
  formatNewsDate,
  isPastEverywhere,
  isPastEvent,
  newsCategories,
  NO_NEWS_FILTERS,
} from "./news-filters";
import type { NewsEvent } from "~common/contract/records";

let nextId = 1;
function item(overrides: Partial<NewsEvent>): NewsEvent {
  return {
    id: nextId++,
    title: "Harvest begins in Guji",
    excerpt: "Cherry picking started this week.",
    content: "Cherry picking started this week across our Guji stations.",
    type: "news",
    category: "Harvest",
    date: "2025-11-20",
    location: null,
    attendees: null,
    imageUrl: null,
    featured: false,
    createdAt: "2025-11-20T08:00:00.000Z",
    ...overrides,
  };
}

const harvest = item({
  title: "First Yirgacheffe lots cupped",
  category: "Harvest",
  date: "2025-11-18",
  featured: true,
});
const trip = item({
  title: "Origin trip registration",
  type: "event",
  category: "Origin Trip",
  date: "2026-12-08",
  excerpt: "Six days in GUJI",
});
const show = item({
  title: "World of Coffee",
  type: "event",
  category: "Trade Show",
  date: "2026-06-25",
});
const loans = item({
  title: "Pre-harvest loans",
  type: "announcement",
  category: "Impact",
  date: "2025-10-02",
});
const blank = item({ title: "Office move", category: "  ", date: "2024-01-01" });
const all = [loans, show, blank, harvest, trip];

describe("filterNewsEvents", () => {
  it("keeps everything without filters, featured first then newest first", () => {
    expect(filterNewsEvents(all, NO_NEWS_FILTERS).map((n) => n.title)).toEqual([
      "First Yirgacheffe lots cupped",
      "Origin trip registration",
      "World of Coffee",
      "Pre-harvest loans",
      "Office move",
    ]);
  });

  it("searches title, excerpt and category, ignoring case and outer spaces", () => {
    const search = (text: string) =>
      filterNewsEvents(all, { ...NO_NEWS_FILTERS, search: text }).map((n) => n.title);
    expect(search("  yirgacheffe ")).toEqual(["First Yirgacheffe lots cupped"]);
    expect(search("guji")).toEqual(["Origin trip registration"]);
    expect(search("trade sh")).toEqual(["World of Coffee"]);
    expect(search("espresso")).toEqual([]);
  });

  it("does not search the article body", () => {
    expect(
      filterNewsEvents(
        [item({ title: "A", excerpt: "B", category: "C", content: "hidden word" })],
        { ...NO_NEWS_FILTERS, search: "hidden" },
      ),
    ).toEqual([]);
  });

  it("filters by type; announcements only show under all", () => {
    expect(
      filterNewsEvents(all, { ...NO_NEWS_FILTERS, type: "event" }).map((n) => n.title),
    ).toEqual(["Origin trip registration", "World of Coffee"]);
    expect(filterNewsEvents(all, { ...NO_NEWS_FILTERS, type: "news" }).map((n) => n.title)).toEqual(
      ["First Yirgacheffe lots cupped", "Office move"],
    );
  });

  it("filters by category and combines every filter", () => {
    expect(filterNewsEvents(all, { ...NO_NEWS_FILTERS, category: "Impact" })).toEqual([loans]);
    expect(
      filterNewsEvents(all, { search: "world", type: "event", category: "Origin Trip" }),
    ).toEqual([]);
  });
});

describe("newsCategories", () => {
  it("lists each category once, sorted, without blanks", () => {
    expect(newsCategories([...all, item({ category: "Harvest" })])).toEqual([
      "Harvest",
      "Impact",
      "Origin Trip",
      "Trade Show",
    ]);
  });
});

describe("alphabetical", () => {
  it("orders words as localeCompare does, without ICU for plain ones", () => {
    const words = [
      "harvest",
      "Harvest",
      "Trade Show",
      "Trade show",
      "trade show",
      "Trade",
      "Origin Trip",
      "Q4 Update",
      "Q10 Update",
      "Cupping 2026",
      "Cupping",
      "Impact",
      "Éthiopie",
      "Ethiopia",
      "Events & Fairs",
      "",
    ];
    const expected = [...words].sort((a, b) => a.localeCompare(b));
    expect([...words].sort(alphabetical)).toEqual(expected);
    expect([...words].reverse().sort(alphabetical)).toEqual(expected);
    expect(alphabetical("Impact", "Impact")).toBe(0);
  });
});

describe("formatNewsDate", () => {
  it("writes the site's language as ICU does, for every month", () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, "0")}-09`;
      expect(formatNewsDate(iso, "en-US")).toBe(
        new Date(2026, month - 1, 9).toLocaleDateString("en-US", {
          year: "numeric",
          month: "long",
          day: "numeric",
        }),
      );
    }
    expect(formatNewsDate("2025-11-18T00:00:00.000Z", "en-US")).toBe("November 18, 2025");
  });

  it("writes another language through ICU", () => {
    expect(formatNewsDate("2025-11-18", "de-DE")).toBe("18. November 2025");
  });

  it("shows the stored calendar day in the local format, never the day before", () => {
    expect(formatNewsDate("2025-11-18")).toBe(
      new Date(2025, 10, 18).toLocaleDateString(undefined, {
        year: "numeric",
        month: "long",
        day: "numeric",
      }),
    );
    expect(formatNewsDate("2026-01-01T00:00:00.000Z")).toContain("2026");
  });
});

describe("isPastEverywhere", () => {
  it("marks past the events before the day before, which every time zone has behind it", () => {
    expect(isPastEverywhere({ type: "event", date: "2026-11-29" }, "2026-12-01")).toBe(true);
    expect(isPastEverywhere({ type: "event", date: "2026-11-30" }, "2026-12-01")).toBe(false);
    expect(isPastEverywhere({ type: "event", date: "2026-12-01" }, "2026-12-01")).toBe(false);
    expect(isPastEverywhere({ type: "event", date: "2026-12-30" }, "2027-01-01")).toBe(true);
    expect(isPastEverywhere({ type: "event", date: "2026-12-31" }, "2027-01-01")).toBe(false);
  });

  it("agrees with the visitor's own today in every time zone, UTC-12 to UTC+14", () => {
    for (const time of ["00:00", "11:59", "12:00", "23:59"]) {
      const drawnAt = Date.parse(`2026-12-01T${time}:00Z`);
      for (let hours = -12; hours <= 14; hours++) {
        const there = new Date(drawnAt + hours * 3_600_000);
        const today = new Date(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate());
        for (const date of ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"]) {
          const event = { type: "event" as const, date };
          if (isPastEverywhere(event, "2026-12-01")) expect(isPastEvent(event, today)).toBe(true);
        }
      }
    }
  });

  it("never marks news or announcements", () => {
    expect(isPastEverywhere({ type: "news", date: "2020-01-01" }, "2026-12-01")).toBe(false);
  });
});

describe("isPastEvent", () => {
  const today = new Date(2026, 10, 23, 9, 30);

  it("marks an event of an earlier day as past, and today's or a later one as coming", () => {
    expect(isPastEvent({ type: "event", date: "2026-11-22" }, today)).toBe(true);
    expect(isPastEvent({ type: "event", date: "2026-11-23" }, today)).toBe(false);
    expect(isPastEvent({ type: "event", date: "2027-01-05" }, today)).toBe(false);
  });

  it("never marks news or announcements", () => {
    expect(isPastEvent({ type: "news", date: "2020-01-01" }, today)).toBe(false);
    expect(isPastEvent({ type: "announcement", date: "2020-01-01" }, today)).toBe(false);
  });
});
