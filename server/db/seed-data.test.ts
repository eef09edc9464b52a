import { describe, expect, it } from "vitest";
import { seedNews } from "./seed-data";

const daysBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / (24 * 60 * 60 * 1000);

describe("seedNews", () => {
  it("dates a fresh install's news from the day it is seeded", () => {
    const today = "2027-03-10";
    const news = seedNews(new Date(`${today}T15:00:00Z`));
    const featured = news.filter((item) => item.featured);
    expect(featured).toHaveLength(1);
    expect(daysBetween(featured[0]!.date, today)).toBeGreaterThan(0);
    expect(daysBetween(featured[0]!.date, today)).toBeLessThanOrEqual(14);
    expect(featured[0]!.title).toMatch(/^2026\/27 harvest/);

    const events = news.filter((item) => item.type === "event");
    const tradeShow = events.find((item) => item.title.startsWith("Meet us at"));
    expect(tradeShow!.date > today).toBe(true);
    expect(events.some((item) => item.date < today)).toBe(true);
  });

  it("announces the coming December trip, next year's once this year's has begun", () => {
    const trip = (today: string) =>
      seedNews(new Date(`${today}T12:00:00Z`)).find((item) => item.category === "Origin Trip")!
        .date;
    expect(trip("2026-11-23")).toBe("2026-12-08");
    expect(trip("2026-12-08")).toBe("2027-12-08");
    expect(trip("2026-12-20")).toBe("2027-12-08");
  });
});
