// A photograph dropped into the photos folder under an image id replaces that place's drawing,
// and only that place's; taking it away brings the drawing back.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaSource } from "../content/media";
import { buildMedia, type MediaPaths } from "./build-media";
import { drawingViewSvg } from "./media-sources";

// A small green drawing: 320 x 180 units.
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">' +
  '<rect width="320" height="180" fill="#1F5135"/><circle cx="60" cy="90" r="40" fill="#C8962E"/></svg>';

const library = {
  "drying-beds": { alt: "Raised drying beds", kind: "scene" },
  "trip-drying-beds": {
    alt: "Drying beds seen close up",
    kind: "scene",
    drawing: { file: "drying-beds", crop: { x: 0, y: 0, width: 160, height: 90 }, mirror: true },
  },
} satisfies Record<string, MediaSource>;

let paths: MediaPaths;

beforeEach(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "build-media-"));
  paths = {
    drawings: path.join(dir, "media"),
    photos: path.join(dir, "photos"),
    output: path.join(dir, "public"),
    manifest: path.join(dir, "manifest.json"),
    pages: path.join(dir, "pages.json"),
  };
  await mkdir(paths.drawings);
  await mkdir(paths.photos);
  await writeFile(path.join(paths.drawings, "drying-beds.svg"), DRAWING);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(path.dirname(paths.drawings), { recursive: true, force: true });
});

/** A 900 x 600 photograph of one flat colour. */
function photo(colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe("build:media", () => {
  it("shows the drawings until a photograph arrives, then the photograph in that place only", async () => {
    const before = await buildMedia({ library, paths });
    expect(before.manifest["drying-beds"]).toMatchObject({
      source: "drying-beds.svg",
      width: 320,
      vector: "/media/drying-beds.svg",
    });
    // The second place shows its own view of the drawing: half of it, mirrored.
    expect(before.manifest["trip-drying-beds"]).toMatchObject({
      source: "drying-beds.svg#crop=0,0,160,90#mirror",
      width: 160,
      height: 90,
    });

    await writeFile(
      path.join(paths.photos, "trip-drying-beds.jpg"),
      await photo({ r: 200, g: 30, b: 30 }),
    );
    const after = await buildMedia({ library, paths });

    const entry = after.manifest["trip-drying-beds"];
    expect(entry).toMatchObject({ source: "photos/trip-drying-beds.jpg", width: 900, height: 600 });
    expect(entry?.vector).toBeUndefined();
    // A drawing is made up to four times its size, 320 units: 640, 768, 960 and 1280 px.
    expect(before.manifest["drying-beds"]?.widths).toEqual([640, 768, 960, 1280]);
    // A photograph is never enlarged: 640, 768 and its own 900, no 960, 1280 or 1920.
    expect(entry?.widths).toEqual([640, 768, 900]);
    expect(await readdir(paths.output)).toEqual(
      expect.arrayContaining(["trip-drying-beds-900.avif", "trip-drying-beds-900.webp"]),
    );
    expect(entry?.placeholderColor).toMatch(/^#c[0-9a-f]1[0-9a-f]1[0-9a-f]$/);
    const served = await sharp(path.join(paths.output, "trip-drying-beds-900.webp")).stats();
    expect(served.dominant.r).toBeGreaterThan(150);
    expect(served.dominant.g).toBeLessThan(80);
    // The drawing's own view of that place is gone; the other place keeps the drawing.
    expect(await readdir(paths.output)).not.toContain("trip-drying-beds.svg");
    expect(after.built).toEqual(["trip-drying-beds"]);
    expect(after.manifest["drying-beds"]?.source).toBe("drying-beds.svg");
    expect(JSON.parse(await readFile(paths.manifest, "utf8"))).toEqual(after.manifest);
    // Pages carry what they show an image with, and none of the build's records.
    expect(JSON.parse(await readFile(paths.pages, "utf8"))["trip-drying-beds"]).toEqual({
      width: 900,
      height: 600,
      widths: [640, 768, 900],
      placeholderColor: entry?.placeholderColor,
      hasAlpha: false,
    });

    await rm(path.join(paths.photos, "trip-drying-beds.jpg"));
    const again = await buildMedia({ library, paths });
    expect(again.manifest["trip-drying-beds"]?.source).toBe(
      "drying-beds.svg#crop=0,0,160,90#mirror",
    );
  });

  it("says so when a photograph's name matches no image id, and does not use it", async () => {
    await writeFile(path.join(paths.photos, "drying-bed.jpg"), await photo({ r: 0, g: 0, b: 0 }));
    const { manifest } = await buildMedia({ library, paths });
    expect(manifest["drying-beds"]?.source).toBe("drying-beds.svg");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("drying-bed.jpg"));
  });

  it("rebuilds an image that lacks a width it should have, and only that one", async () => {
    const first = await buildMedia({ library, paths });
    // As a manifest written before the 960 px width was added would have it.
    const entry = first.manifest["drying-beds"]!;
    const before960 = {
      ...first.manifest,
      "drying-beds": { ...entry, widths: entry.widths.filter((width) => width !== 960) },
    };
    await writeFile(paths.manifest, JSON.stringify(before960));

    const again = await buildMedia({ library, paths });
    expect(again.built).toEqual(["drying-beds"]);
    expect(again.manifest["drying-beds"]?.widths).toEqual([640, 768, 960, 1280]);
  });

  it("makes a full-screen background's middle nine by sixteen at a phone's widths, sharp", async () => {
    const heroes = {
      ...library,
      "drying-beds": { ...library["drying-beds"], portrait: true as const },
    };
    const { manifest } = await buildMedia({ library: heroes, paths });
    // The drawing's 180 units of height hold 101 units of width at 9:16: the middle, x 110-210.
    expect(manifest["drying-beds"]?.portrait).toEqual({
      width: 101,
      height: 180,
      widths: [768, 960],
    });
    expect(manifest["trip-drying-beds"]?.portrait).toBeUndefined();
    const pages = JSON.parse(await readFile(paths.pages, "utf8"));
    expect(pages["drying-beds"]).toMatchObject({ vector: true, portrait: { widths: [768, 960] } });
    const largest = path.join(paths.output, "drying-beds-portrait-960.avif");
    const { width, height } = await sharp(largest).metadata();
    expect(width).toBe(960);
    expect(width! / height!).toBeCloseTo(9 / 16, 2);
    // The middle of the green ground: the gold sun (x 20-100) is outside it.
    const served = await sharp(largest).stats();
    expect(served.channels[0]!.mean).toBeLessThan(45);
    expect(served.channels[1]!.mean).toBeGreaterThan(70);

    // A photograph gives its own pixels: its middle 506 x 900, never enlarged to a phone's width.
    const middle = {
      width: 506,
      height: 900,
      channels: 3 as const,
      background: { r: 20, g: 40, b: 220 },
    };
    await writeFile(
      path.join(paths.photos, "drying-beds.jpg"),
      await sharp({
        create: { width: 1600, height: 900, channels: 3, background: { r: 220, g: 20, b: 20 } },
      })
        .composite([{ input: { create: middle }, left: 547, top: 0 }])
        .jpeg()
        .toBuffer(),
    );
    const photographed = await buildMedia({ library: heroes, paths });
    expect(photographed.manifest["drying-beds"]?.portrait).toEqual({
      width: 506,
      height: 900,
      widths: [506],
    });
    const crop = await sharp(path.join(paths.output, "drying-beds-portrait-506.webp")).stats();
    expect(crop.channels[2]!.mean).toBeGreaterThan(180);
    expect(crop.channels[0]!.mean).toBeLessThan(60);
    // The drawing's portrait files are gone with it.
    expect(await readdir(paths.output)).not.toContain("drying-beds-portrait-960.avif");

    // No longer a background: its portrait files go, and it is rebuilt without one.
    const plain = await buildMedia({ library, paths });
    expect(plain.built).toEqual(["drying-beds"]);
    expect(plain.manifest["drying-beds"]?.portrait).toBeUndefined();
    expect((await readdir(paths.output)).filter((name) => name.includes("portrait"))).toEqual([]);
  });

  it("refuses an id whose name is another id's portrait crop", async () => {
    const clashing = {
      ...library,
      "drying-beds": { ...library["drying-beds"], portrait: true },
      "drying-beds-portrait": { alt: "Drying beds, upright", kind: "scene" },
    } satisfies Record<string, MediaSource>;
    await expect(buildMedia({ library: clashing, paths })).rejects.toThrow(
      "drying-beds-portrait is an image id and drying-beds's portrait crop",
    );
  });

  it("refuses to build when an id has neither a photograph nor a drawing", async () => {
    await rm(path.join(paths.drawings, "drying-beds.svg"));
    await expect(buildMedia({ library, paths })).rejects.toThrow(
      "content/media has no drawing for: drying-beds, trip-drying-beds",
    );
  });
});

describe("drawingViewSvg", () => {
  it("narrows the drawing to the crop and mirrors its content", () => {
    const view = drawingViewSvg(DRAWING, {
      file: "drying-beds",
      crop: { x: 160, y: 0, width: 160, height: 90 },
      mirror: true,
    });
    expect(view).toMatch(/^<svg [^>]*width="160" height="90" viewBox="160 0 160 90">/);
    expect(view).toContain('<g transform="translate(320 0) scale(-1 1)"><rect');
  });
});
