// Turns every image id of content/media.ts into responsive AVIF and WebP variants in public/media
// and writes content/media-manifest.json, its record of them, and content/media-pages.json, the
// part of it that <ResponsiveImage> reads.
//
//   npm run build:media            build what changed (outputs older than their source, or missing)
//   npm run build:media -- --force rebuild everything
//
// A photograph content/photos/<id>.jpg (or .jpeg, .png, .webp) replaces that id's drawing on the
// next run (scripts/media-sources.ts); deleting it brings the drawing back.
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { mediaLibrary, type MediaSource } from "../content/media";
import {
  MEDIA_FORMATS,
  MEDIA_URL_PREFIX,
  MEDIA_WIDTHS,
  PORTRAIT_ASPECT,
  PORTRAIT_WIDTHS,
  portraitFile,
  type MediaFormat,
  type MediaManifest,
  type MediaManifestEntry,
  pageMediaEntry,
  PHOTO_ENCODING,
  photoWidths,
  type PortraitCrop,
  variantFile,
} from "../content/media-variants";
import { findMediaSources, type MediaDirs, type MediaSourceFile } from "./media-sources";

// Bump when the encoding settings or the manifest's shape change: every entry is rebuilt. (A change
// of MEDIA_WIDTHS needs no bump: an entry without the widths it should have is rebuilt.)
const RECIPE = 6;

type MutableEntry = { -readonly [K in keyof MediaManifestEntry]: MediaManifestEntry[K] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUTPUT_NAME = /^[a-z0-9][a-z0-9-]*-\d+\.(avif|webp)$|^[a-z0-9][a-z0-9-]*\.svg$/;

export interface MediaPaths extends MediaDirs {
  output: string;
  /** The build's record of what it made. */
  manifest: string;
  /** The part of that record that pages read, and carry in their scripts. */
  pages: string;
}

const DEFAULT_PATHS: MediaPaths = {
  drawings: path.join(root, "content/media"),
  photos: path.join(root, "content/photos"),
  output: path.join(root, "public/media"),
  manifest: path.join(root, "content/media-manifest.json"),
  pages: path.join(root, "content/media-pages.json"),
};

async function readManifest(file: string): Promise<MediaManifest> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as MediaManifest;
  } catch {
    return {};
  }
}

async function mtimeOrZero(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** The previous entry, when every output it lists exists and is newer than the source. */
async function reusable(
  source: MediaSourceFile,
  previous: MediaManifestEntry | undefined,
  outputDir: string,
): Promise<MediaManifestEntry | null> {
  if (!previous || previous.recipe !== RECIPE || previous.source !== source.signature) return null;
  if (previous.widths.join() !== variantWidths(previous.width, source.isVector).join()) return null;
  if (source.isVector !== Boolean(previous.vector)) return null;
  if (source.portrait !== Boolean(previous.portrait)) return null;
  const { portrait } = previous;
  if (portrait && portrait.widths.join() !== portraitWidths(portrait.width, source).join())
    return null;
  const outputs = entryFiles(source.id, previous);
  if (outputs.length === 0) return null;
  for (const file of outputs) {
    const mtime = await mtimeOrZero(path.join(outputDir, file));
    if (mtime < source.mtimeMs) return null;
  }
  return previous;
}

/** The files of an image's variants in public/media, every width in every format. */
function variantFiles(id: string, widths: readonly number[]): string[] {
  return widths.flatMap((width) => MEDIA_FORMATS.map((format) => variantFile(id, width, format)));
}

/** Every file an entry is served as: its variants, its portrait crop's and its SVG. */
function entryFiles(id: string, entry: MediaManifestEntry): string[] {
  return [
    ...variantFiles(id, entry.widths),
    ...(entry.portrait?.widths ?? []).flatMap((width) =>
      MEDIA_FORMATS.map((format) => portraitFile(id, width, format)),
    ),
    ...(entry.vector ? [entry.vector.slice(MEDIA_URL_PREFIX.length)] : []),
  ];
}

/** The widths an image of this (upright) width is made in, smallest first. */
function variantWidths(width: number, isVector: boolean): number[] {
  // SVGs scale freely, but a 240-unit logo mark never needs 1920 px: stop at four times the
  // drawing's own width.
  return isVector ? MEDIA_WIDTHS.filter((w) => w <= width * 4) : photoWidths(width, MEDIA_WIDTHS);
}

/** The widths of a portrait crop this wide: a phone's, and a photo's crop never enlarged. */
function portraitWidths(width: number, source: MediaSourceFile): number[] {
  return source.isVector ? [...PORTRAIT_WIDTHS] : photoWidths(width, PORTRAIT_WIDTHS);
}

/**
 * A variant encoded; a photograph as the image library's are (PHOTO_ENCODING). Flat illustrations
 * keep full chroma so red cherries on green leaves stay crisp. Measured here: AVIF effort 1 takes
 * a quarter of effort 3's time for the same size, and WebP effort 2 a fifth of effort 4 with
 * smartSubsample, for files 5% larger. A portrait crop is a
 * phone's whole first screen under the hero's dark gradient, with nearly three times the pixels
 * of the landscape file it replaces there (768 x 1,365 against 768 x 432): at an AVIF quality ten
 * lower it weighs what that file did (the highlands: 25.5 KB against 24.7; 36.5 at the same
 * quality), so the phone's largest paint waits no longer for it.
 */
function encode(pipeline: Sharp, format: MediaFormat, isVector: boolean, portrait = false) {
  const lower = portrait ? 10 : 0;
  return format === "avif"
    ? pipeline.avif(
        isVector
          ? { quality: 60 - lower, effort: 1, chromaSubsampling: "4:4:4" }
          : { ...PHOTO_ENCODING.avif, quality: PHOTO_ENCODING.avif.quality - lower },
      )
    : pipeline.webp(isVector ? { quality: 85, effort: 2 } : PHOTO_ENCODING.webp);
}

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

async function build(source: MediaSourceFile, outputDir: string): Promise<MediaManifestEntry> {
  const input = await source.read();
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error(`cannot read the size of ${source.file}`);
  // EXIF orientations 5-8 swap width and height once the photo is rotated upright.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;

  const widths = variantWidths(width, source.isVector);
  const largest = Math.max(...widths);

  // Decode once at the largest width; SVGs are rasterised at the density that gives that width,
  // so every variant is a downscale of a sharp render, never an upscale.
  const decoder = source.isVector
    ? sharp(input, { density: Math.min(100000, (72 * largest) / width) })
    : sharp(input).rotate();
  const decoded = await decoder
    .resize({ width: largest, withoutEnlargement: !source.isVector })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = {
    raw: { width: decoded.info.width, height: decoded.info.height, channels: 4 },
  } as const;
  const preview = await sharp(decoded.data, rgba).resize({ width: 64 }).stats();
  // An alpha plane roughly doubles AVIF encoding time; keep it only when something is see-through.
  // The mean, not the minimum: an SVG whose height scales to a fractional pixel count leaves one
  // half-covered edge row, which is no reason to keep the plane.
  const opaque = (preview.channels[3]?.mean ?? 255) > 253;
  const { data, info } = opaque
    ? await sharp(decoded.data, rgba).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    : decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  await Promise.all(
    widths.flatMap((w) =>
      MEDIA_FORMATS.map(async (format) => {
        const name = variantFile(source.id, w, format);
        const pipeline = encode(sharp(data, raw).resize({ width: w }), format, source.isVector);
        await pipeline.toFile(path.join(outputDir, name));
      }),
    ),
  );

  const { dominant } = opaque
    ? preview
    : await sharp(decoded.data, rgba)
        .resize({ width: 64 })
        .flatten({ background: "#F6F1E7" })
        .stats();

  const entry: MutableEntry = {
    width,
    height,
    widths,
    placeholderColor: toHex(dominant.r, dominant.g, dominant.b),
    hasAlpha: !opaque,
    recipe: RECIPE,
    source: source.signature,
  };
  if (source.isVector) {
    await writeFile(path.join(outputDir, `${source.id}.svg`), input);
    entry.vector = `${MEDIA_URL_PREFIX}${source.id}.svg`;
  }
  if (source.portrait) entry.portrait = await buildPortrait(source, input, entry, outputDir);
  return entry;
}

/**
 * The portrait crop of a full-screen background: the middle nine by sixteen of the picture, at a
 * phone's widths. A drawing is drawn again at the density that makes the crop as wide as its
 * largest width, so it is sharp rather than the landscape render enlarged; a photograph gives its
 * own pixels. A background shows nothing through it: anything see-through is laid on the heroes'
 * dark ground.
 */
async function buildPortrait(
  source: MediaSourceFile,
  input: Buffer,
  size: { width: number; height: number },
  outputDir: string,
): Promise<PortraitCrop> {
  const cropWidth = Math.min(size.width, Math.round(size.height * PORTRAIT_ASPECT));
  const cropHeight = Math.min(size.height, Math.round(cropWidth / PORTRAIT_ASPECT));
  const widths = portraitWidths(cropWidth, source);
  const scale = source.isVector ? Math.max(...widths) / cropWidth : 1;
  const decoder = source.isVector
    ? sharp(input, { density: Math.min(100000, 72 * scale) })
    : sharp(input).rotate();
  const { data, info } = await decoder
    .flatten({ background: "#1B1A17" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The render may be a pixel off the scaled size either way: the crop stays within it.
  const width = Math.min(info.width, Math.round(cropWidth * scale));
  const height = Math.min(info.height, Math.round(cropHeight * scale));
  const region = {
    left: Math.floor((info.width - width) / 2),
    top: Math.floor((info.height - height) / 2),
    width,
    height,
  };
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const crop = await sharp(data, raw).extract(region).raw().toBuffer({ resolveWithObject: true });
  const cropped = {
    raw: { width: crop.info.width, height: crop.info.height, channels: crop.info.channels },
  } as const;
  await Promise.all(
    widths.flatMap((w) =>
      MEDIA_FORMATS.map((format) =>
        encode(
          sharp(crop.data, cropped).resize({ width: w }),
          format,
          source.isVector,
          true,
        ).toFile(path.join(outputDir, portraitFile(source.id, w, format))),
      ),
    ),
  );
  return { width: cropWidth, height: cropHeight, widths };
}

/** Rewritten only on change, so a dev server watching it does not reload for nothing. */
async function writeIfChanged(file: string, value: unknown) {
  const json = `${JSON.stringify(value, null, 2)}\n`;
  if ((await readFile(file, "utf8").catch(() => "")) !== json) await writeFile(file, json);
}

async function runPool<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function buildMedia({
  force = false,
  library = mediaLibrary,
  paths = DEFAULT_PATHS,
}: {
  force?: boolean;
  library?: Readonly<Record<string, MediaSource>>;
  paths?: MediaPaths;
} = {}): Promise<{
  built: string[];
  reused: string[];
  manifest: MediaManifest;
}> {
  const started = performance.now();
  await mkdir(paths.output, { recursive: true });
  const { sources, missing, strayPhotos } = await findMediaSources(library, paths);
  const previous = force ? {} : await readManifest(paths.manifest);

  // A portrait crop's files are named like the variants of an id ending in "-portrait".
  const clash = sources.find((source) => source.portrait && `${source.id}-portrait` in library);
  if (clash) throw new Error(`${clash.id}-portrait is an image id and ${clash.id}'s portrait crop`);

  if (missing.length > 0) {
    throw new Error(
      `content/media has no drawing for: ${missing.join(", ")} (content/media.ts lists them)`,
    );
  }

  const manifest: Record<string, MediaManifestEntry> = {};
  const built: string[] = [];
  const reused: string[] = [];
  // libvips already spreads one image over the cores; two images at a time keeps both busy
  // while one of them is decoding or writing.
  const parallel = Math.max(2, Math.min(4, os.availableParallelism()));
  await runPool(sources, parallel, async (source) => {
    const kept = await reusable(source, previous[source.id], paths.output);
    if (kept) {
      manifest[source.id] = kept;
      reused.push(source.id);
      return;
    }
    manifest[source.id] = await build(source, paths.output);
    built.push(source.id);
  });

  // Remove variants that no source produces any more (a deleted source, a photo now smaller).
  const expected = new Set(
    Object.entries(manifest).flatMap(([id, entry]) => entryFiles(id, entry)),
  );
  for (const name of await readdir(paths.output)) {
    if (OUTPUT_NAME.test(name) && !expected.has(name)) await rm(path.join(paths.output, name));
  }

  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  const pages = Object.fromEntries(
    Object.entries(sorted).map(([id, entry]) => [id, pageMediaEntry(entry)]),
  );
  await writeIfChanged(paths.manifest, sorted);
  await writeIfChanged(paths.pages, pages);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build:media: ${built.length} built, ${reused.length} up to date, ${sources.length} images (${sources.filter((source) => !source.isVector).length} photographs), ${seconds}s`,
  );
  if (strayPhotos.length > 0)
    console.warn(
      `build:media: no image id is named like ${strayPhotos.join(", ")} in content/photos (the ids are in content/media.ts); not used`,
    );
  return { built, reused, manifest: sorted };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildMedia({ force: process.argv.includes("--force") }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
