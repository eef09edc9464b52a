// The image library's files in db:backup and db:restore. A photograph's files never change once
// written (a new photograph is a new id), so the backups beside one another share one folder of
// them, `media/` beside the archive: each backup copies only the files that folder lacks, and a
// restore takes the files of the images its database holds. A bucket (MEDIA_S3_BUCKET) is backed
// up by its own service, not here (docs/operations.md).
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { imageFileNames } from "../server/modules/media/file-names";

/** An image as the scripts read it from an archive's database. */
export interface LibraryImage {
  id: string;
  widths: number[];
  jpegWidth: number;
}

/** The folder of photographs that the archives in `archive`'s folder share. */
export const libraryBeside = (archive: string) => join(dirname(archive), "media");

async function size(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size;
  } catch {
    return null;
  }
}

export interface Copied {
  /** Files copied now (the others were there already). */
  copied: number;
  /** `<image id>/<file>` of files that the source lacks. */
  missing: string[];
}

/** Copies every file of `images` from one library folder to another, skipping those it has. */
export async function copyLibrary(
  images: readonly LibraryImage[],
  from: string,
  to: string,
): Promise<Copied> {
  const result: Copied = { copied: 0, missing: [] };
  for (const image of images) {
    for (const name of imageFileNames(image)) {
      const source = join(from, image.id, name);
      const target = join(to, image.id, name);
      const length = await size(source);
      if (length === null) {
        result.missing.push(`${image.id}/${name}`);
        continue;
      }
      if ((await size(target)) === length) continue;
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      // Copied beside its name, then renamed: a half-copied file never carries the name.
      const partial = `${target}.partial`;
      try {
        await copyFile(source, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
      result.copied++;
    }
  }
  return result;
}

/** What a script says about the library's files, or nothing when the database has no image. */
export function libraryReport(
  images: readonly LibraryImage[],
  copied: Copied,
  verb: string,
  where: string,
): string {
  if (images.length === 0) return "";
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const missing =
    copied.missing.length > 0
      ? `\nMissing, and so not ${verb}: ${copied.missing.join(", ")} (deleted since, or lost).`
      : "";
  return `${count(images.length, "photograph")} of the image library: ${count(copied.copied, "file")} ${verb} ${where}.${missing}\n`;
}
