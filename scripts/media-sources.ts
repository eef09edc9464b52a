// Where each image id's pixels come from: a photograph in content/photos named after the id, or
// else the drawing (or view of a drawing) that content/media.ts gives it in content/media.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { DrawingView, MediaSource } from "../content/media";

/** The photograph formats, in the order they win when one id has several. */
export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"] as const;

export interface MediaSourceFile {
  id: string;
  /** The file whose change means a rebuild. */
  file: string;
  isVector: boolean;
  /** Also made as its portrait crop (content/media.ts `portrait`). */
  portrait: boolean;
  mtimeMs: number;
  /** Recorded in the manifest: a different one (a photo arrived, a new crop) means a rebuild. */
  signature: string;
  read(): Promise<Buffer>;
}

export interface MediaDirs {
  drawings: string;
  photos: string;
}

const SVG_ROOT = /<svg\b[^>]*>/;
const SIZE = /\b(width|height)="([\d.]+)"/g;

/**
 * The drawing with its root element narrowed to the crop (and the content mirrored first), so the
 * view is an SVG of its own: crisp at every width like the drawing it comes from.
 */
export function drawingViewSvg(svg: string, view: DrawingView): string {
  const root = SVG_ROOT.exec(svg);
  if (!root) throw new Error(`${view.file}.svg has no <svg> element`);
  const size = Object.fromEntries(
    [...root[0].matchAll(SIZE)].map(([, key, value]) => [key, Number(value)]),
  );
  const width = size.width;
  const height = size.height;
  if (!width || !height) throw new Error(`${view.file}.svg needs width and height attributes`);
  const crop = view.crop ?? { x: 0, y: 0, width, height };
  const body = svg.slice(root.index + root[0].length, svg.lastIndexOf("</svg>"));
  const content = view.mirror
    ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>`
    : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${crop.width}" height="${crop.height}" ` +
    `viewBox="${crop.x} ${crop.y} ${crop.width} ${crop.height}">${content}</svg>`
  );
}

function viewSignature(view: DrawingView): string {
  const crop = view.crop
    ? `#crop=${view.crop.x},${view.crop.y},${view.crop.width},${view.crop.height}`
    : "";
  return `${view.file}.svg${crop}${view.mirror ? "#mirror" : ""}`;
}

async function photosById(dir: string): Promise<Map<string, string>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found = new Map<string, string>();
  for (const ext of PHOTO_EXTENSIONS) {
    for (const name of names) {
      if (path.extname(name).toLowerCase() !== ext) continue;
      const id = path.basename(name, path.extname(name));
      if (!found.has(id)) found.set(id, path.join(dir, name));
    }
  }
  return found;
}

/**
 * One source per id of the library. Photographs whose name matches no id are reported, not
 * used: a typo in a file name should not go unnoticed.
 */
export async function findMediaSources(
  library: Readonly<Record<string, MediaSource>>,
  dirs: MediaDirs,
): Promise<{ sources: MediaSourceFile[]; missing: string[]; strayPhotos: string[] }> {
  const photos = await photosById(dirs.photos);
  const sources: MediaSourceFile[] = [];
  const missing: string[] = [];
  for (const [id, entry] of Object.entries(library)) {
    const photo = photos.get(id);
    if (photo) {
      const { mtimeMs } = await stat(photo);
      sources.push({
        id,
        file: photo,
        isVector: false,
        portrait: entry.portrait === true,
        mtimeMs,
        signature: `photos/${path.basename(photo)}`,
        read: () => readFile(photo),
      });
      continue;
    }
    const view = entry.drawing ?? { file: id };
    const file = path.join(dirs.drawings, `${view.file}.svg`);
    const found = await stat(file).catch(() => null);
    if (!found) {
      missing.push(id);
      continue;
    }
    sources.push({
      id,
      file,
      isVector: true,
      portrait: entry.portrait === true,
      mtimeMs: found.mtimeMs,
      signature: viewSignature(view),
      read: async () =>
        view.crop || view.mirror
          ? Buffer.from(drawingViewSvg(await readFile(file, "utf8"), view))
          : readFile(file),
    });
  }
  const strayPhotos = [...photos]
    .filter(([id]) => !(id in library))
    .map(([, file]) => path.basename(file));
  return { sources, missing, strayPhotos };
}
