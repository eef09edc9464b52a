// @vitest-environment node
import type { NewsEvent } from "../contract/records";
import { describe, expect, it } from "vitest";
import { isIsoDate, toIsoDate } from "../dates";
import { buildNewsEvent } from "../testing/factories";
import { messagesFor, parseOrThrow, without } from "../testing/schema-assertions";
import { isImageUrl, newsEventDefaults, newsEventSchema, newsEventToInput } from "./news-event";
import { sortNewsEvents } from "../news-order";

describe("newsEventSchema", () => {
  it("accepts a valid item; blank optional fields come out as the columns store them", () => {
    const data = parseOrThrow(
      newsEventSchema,
      buildNewsEvent({ category: "", location: " ", attendees: "", imageUrl: "" }),
    );
    expect(data).toMatchObject({
      category: "",
      location: null,
      attendees: null,
      imageUrl: null,
      featured: false,
    });
  });

  it.each([
    ["title", "Title is required"],
    ["excerpt", "Excerpt is required"],
    ["content", "Content is required"],
    ["type", "Type is required"],
    ["date", "Date is required"],
  ] as const)("%s missing or blank -> %s", (field, message) => {
    expect(messagesFor(newsEventSchema, without(buildNewsEvent(), field), field)).toEqual([
      message,
    ]);
    expect(messagesFor(newsEventSchema, buildNewsEvent({ [field]: "" }), field)).toEqual([message]);
  });

  it.each([
    ["title", 255],
    ["excerpt", 1000],
    ["content", 20000],
    ["category", 100],
    ["location", 255],
  ] as const)("%s allows %i characters, not one more", (field, max) => {
    expect(messagesFor(newsEventSchema, buildNewsEvent({ [field]: "a".repeat(max) }))).toEqual([]);
    expect(
      messagesFor(newsEventSchema, buildNewsEvent({ [field]: "a".repeat(max + 1) }), field),
    ).toHaveLength(1);
  });

  it("takes news, event or announcement", () => {
    for (const type of ["news", "event", "announcement"])
      expect(messagesFor(newsEventSchema, buildNewsEvent({ type }))).toEqual([]);
    expect(messagesFor(newsEventSchema, buildNewsEvent({ type: "blog" }), "type")).toEqual([
      "Please choose news, event or announcement",
    ]);
  });

  it("needs a real yyyy-mm-dd date", () => {
    for (const date of ["2025-02-30", "20-11-2025", "2025/11/20", "tomorrow"]) {
      expect(messagesFor(newsEventSchema, buildNewsEvent({ date }), "date")).toEqual([
        "Please enter a valid date (YYYY-MM-DD)",
      ]);
    }
    expect(messagesFor(newsEventSchema, buildNewsEvent({ date: "2024-02-29" }))).toEqual([]);
    expect(isIsoDate("2025-12-31")).toBe(true);
    expect(isIsoDate("2025-13-01")).toBe(false);
  });

  it("coerces attendees to a whole number of 0 or more", () => {
    expect(parseOrThrow(newsEventSchema, buildNewsEvent({ attendees: "120" })).attendees).toBe(120);
    expect(parseOrThrow(newsEventSchema, buildNewsEvent({ attendees: 0 })).attendees).toBe(0);
    expect(messagesFor(newsEventSchema, buildNewsEvent({ attendees: "-1" }), "attendees")).toEqual([
      "Attendees cannot be negative",
    ]);
    expect(
      messagesFor(newsEventSchema, buildNewsEvent({ attendees: "many" }), "attendees"),
    ).toEqual(["Attendees must be a number"]);
  });

  it("takes an http(s) or site-relative image address", () => {
    for (const imageUrl of [
      "https://cdn.example/a.webp",
      "http://example.com/a.jpg",
      "/media/a.webp",
    ]) {
      expect(messagesFor(newsEventSchema, buildNewsEvent({ imageUrl }))).toEqual([]);
    }
    for (const imageUrl of [
      "javascript:alert(1)",
      "//evil.example/a.png",
      "ftp://x.example/a",
      "a.png",
    ]) {
      expect(isImageUrl(imageUrl)).toBe(false);
      expect(messagesFor(newsEventSchema, buildNewsEvent({ imageUrl }), "imageUrl")).toHaveLength(
        1,
      );
    }
    expect(
      messagesFor(newsEventSchema, buildNewsEvent({ imageUrl: `/${"a".repeat(500)}` }), "imageUrl"),
    ).toHaveLength(1);
  });

  it("defaults to empty text, type news, today and not featured", () => {
    const today = new Date(2025, 0, 5, 23, 30);
    expect(newsEventDefaults(today)).toMatchObject({
      title: "",
      excerpt: "",
      content: "",
      type: "news",
      date: "2025-01-05",
      featured: false,
    });
    expect(toIsoDate(today)).toBe("2025-01-05");
  });

  it("turns a stored item back into form values that parse to the same item", () => {
    const data = parseOrThrow(
      newsEventSchema,
      buildNewsEvent({ location: "Addis Ababa", attendees: 40 }),
    );
    const item: NewsEvent = { ...data, id: 1, createdAt: "2025-11-20T10:00:00.000Z" };
    expect(parseOrThrow(newsEventSchema, newsEventToInput(item))).toEqual(data);
  });
});

describe("sortNewsEvents", () => {
  const item = (
    id: number,
    featured: boolean,
    date: string,
    createdAt = "2025-01-01T00:00:00.000Z",
  ) => ({ id, featured, date, createdAt });

  it("puts featured first, then the newest date first", () => {
    const sorted = sortNewsEvents([
      item(1, false, "2025-03-01"),
      item(2, true, "2024-01-01"),
      item(3, false, "2025-05-01"),
      item(4, true, "2025-02-01"),
    ]);
    expect(sorted.map((i) => i.id)).toEqual([4, 2, 3, 1]);
  });

  it("breaks a date tie by the newer record and leaves the input untouched", () => {
    const input = [
      item(1, false, "2025-03-01", "2025-03-01T08:00:00.000Z"),
      item(2, false, "2025-03-01", "2025-03-01T09:00:00.000Z"),
    ];
    expect(sortNewsEvents(input).map((i) => i.id)).toEqual([2, 1]);
    expect(input.map((i) => i.id)).toEqual([1, 2]);
  });
});
