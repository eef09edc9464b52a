import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { originTripSchema } from "../common/schemas/origin-trip";
import { buildOriginTrip } from "../common/testing/factories";
import { messagesFor } from "../common/testing/schema-assertions";
import { mediaIds } from "./media";
import { originStories } from "./origin-stories";
import * as originTrip from "./origin-trip";
import { contentModules as modules } from "./testing/content-modules";

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function imageIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageIds);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const own = typeof record.id === "string" && typeof record.alt === "string" ? [record.id] : [];
    return [...own, ...Object.values(record).flatMap(imageIds)];
  }
  return [];
}

describe("media sources", () => {
  const files = readdirSync(mediaDir);

  test("every media id has a source file", () => {
    const ids = new Set(files.map((file) => file.replace(/\.(svg|jpe?g|png|webp)$/i, "")));
    expect(mediaIds.filter((id) => !ids.has(id))).toEqual([]);
  });

  test("every image the content shows is in the media library", () => {
    const known = new Set<string>(mediaIds);
    const used = Object.values(modules).flatMap((mod) => imageIds(Object.values(mod)));
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((id) => !known.has(id))).toEqual([]);
  });

  test("illustrations stay under 40 KB", () => {
    const heavy = files.filter(
      (file) => file.endsWith(".svg") && statSync(path.join(mediaDir, file)).size > 40 * 1024,
    );
    expect(heavy).toEqual([]);
  });
});

describe("copy", () => {
  const all = Object.values(modules).flatMap((mod) => strings(Object.values(mod)));

  test("no exclamation marks and no placeholder text", () => {
    expect(all.filter((s) => s.includes("!"))).toEqual([]);
    expect(all.filter((s) => /lorem|ipsum|TODO/i.test(s))).toEqual([]);
  });

  // The spec's names and figures are checked where the visitor reads them, in e2e/ (home,
  // contact, collections, stories, origin-trip, team-and-colors).

  test("each origin can be chosen on its own: no two share an id", () => {
    const ids = originStories.map((origin) => origin.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("the trip runs 6 days from December 08 of the year the page shows", () => {
    expect(originTrip.originTripDates(2026)).toEqual({
      year: 2026,
      start: "2026-12-08",
      end: "2026-12-13",
      label: "December 08-13, 2026",
    });
    expect(originTrip.originTripDates(2027).label).toBe("December 08-13, 2027");
  });

  test("the booking dialog offers only choices a request may hold, and a group may fill every seat", () => {
    for (const experience of originTrip.tripExperiences) {
      const request = buildOriginTrip({ selectedExperiences: [experience.id] });
      expect(messagesFor(originTripSchema, request), experience.title).toEqual([]);
    }
    for (const level of originTrip.experienceLevels) {
      const request = buildOriginTrip({ experience: level.value });
      expect(messagesFor(originTripSchema, request), level.label).toEqual([]);
    }
    const seats = originTrip.originTrip.seats;
    expect(messagesFor(originTripSchema, buildOriginTrip({ groupSize: seats }))).toEqual([]);
    expect(
      messagesFor(originTripSchema, buildOriginTrip({ groupSize: seats + 1 }), "groupSize"),
    ).toHaveLength(1);
  });
});
