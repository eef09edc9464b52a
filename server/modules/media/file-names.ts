// The names of an image's files in the media store, `<width>.<avif|webp|jpg>` in its id's folder:
// what the darkroom writes, the public address serves, a delete removes and db:backup copies.
import { LIBRARY_FORMATS, type LibraryFormat } from "../../../common/constants";

export const CONTENT_TYPES: Record<LibraryFormat | "jpg", string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export function contentTypeOf(name: string): string | undefined {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension as LibraryFormat | "jpg"]
    : undefined;
}

/** The name of one file of an image: `1280.avif`, `640.jpg`. */
export const variantName = (width: number, format: LibraryFormat | "jpg") => `${width}.${format}`;

/** Every file name an image of these widths has, for serving, deleting and backing up. */
export function imageFileNames(image: { widths: readonly number[]; jpegWidth: number }): string[] {
  return [
    ...image.widths.flatMap((width) => LIBRARY_FORMATS.map((format) => variantName(width, format))),
    variantName(image.jpegWidth, "jpg"),
  ];
}
