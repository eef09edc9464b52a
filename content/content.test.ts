import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { originTripSchema } from "../common/schemas/origin-trip";
import { buildOriginTrip } from "../common/testing/factories";
import { messagesFor } from "../common/testing/schema-assertions";
import { mediaIds, mediaLibrary, type DrawingView, type MediaId, type MediaSource } from "./media";
import { originStories } from "./origin-stories";
import * as originTrip from "./origin-trip";
import { experienceLevels, tripExperiences } from "./trip-experiences";
import { contentModules as modules } from "./testing/content-modules";

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "media");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The images placed in the content: `{ id, alt }` objects, each once however often exported. */
function images(value: unknown, found = new Set<{ id: string }>()): Set<{ id: string }> {
  if (Array.isArray(value)) for (const item of value) images(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.id === "string" && typeof record.alt === "string")
      found.add(record as { id: string });
    for (const item of Object.values(record)) images(item, found);
  }
  return found;
}

function imageIds(value: unknown): string[] {
  return [...images(value)].map((image) => image.id);
}

describe("media sources", () => {
  const files = readdirSync(mediaDir);

  /** What an id shows until its photograph arrives. */
  const drawingOf = (id: MediaId): DrawingView => {
    const entry: MediaSource = mediaLibrary[id];
    return entry.drawing ?? { file: id };
  };

  test("every media id has a drawing to show until its photograph arrives", () => {
    const drawings = new Set(files.filter((file) => file.endsWith(".svg")));
    expect(mediaIds.filter((id) => !drawings.has(`${drawingOf(id).file}.svg`))).toEqual([]);
  });

  test("each place shows its own image, and no two ids show the same view of a drawing", () => {
    const used = Object.values(modules).flatMap((mod) => imageIds(Object.values(mod)));
    expect(used.filter((id, index) => used.indexOf(id) !== index)).toEqual([]);
    const views = mediaIds.map((id) => JSON.stringify(drawingOf(id)));
    expect(views.filter((view, index) => views.indexOf(view) !== index)).toEqual([]);
  });

  test("a view of a drawing stays inside the drawing", () => {
    const outside = mediaIds.filter((id) => {
      const { file, crop } = drawingOf(id);
      if (!crop) return false;
      const svg = readFileSync(path.join(mediaDir, `${file}.svg`), "utf8");
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      return !(
        crop.x >= 0 &&
        crop.y >= 0 &&
        crop.x + crop.width <= Number(width) &&
        crop.y + crop.height <= Number(height)
      );
    });
    expect(outside).toEqual([]);
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
    for (const experience of tripExperiences) {
      const request = buildOriginTrip({ selectedExperiences: [experience.id] });
      expect(messagesFor(originTripSchema, request), experience.title).toEqual([]);
    }
    for (const level of experienceLevels) {
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
