// Develops an uploaded photograph into what the site serves: AVIF and WebP at the spec's widths,
// one JPEG, and a tiny blurred placeholder, all without the camera's metadata (EXIF location,
// camera and owner; sharp writes no metadata unless asked to). sharp does the work on libuv's
// thread pool, off the event loop; the darkroom takes one photograph at a time, so uploads take
// one of those threads and never all of them (argon2 sign-ins and file reads use them too).
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  LIBRARY_JPEG_WIDTH,
  LIBRARY_WIDTHS,
  MAX_PHOTO_PIXELS,
  type PhotoType,
} from "../../../common/constants";
import { PHOTO_ENCODING, photoWidths } from "../../../content/media-variants";
import { CONTENT_TYPES, variantName } from "./file-names";
import { sniffPhotoType } from "./photo-type";

/** A file of a developed photograph, named within its image's folder. */
export interface DevelopedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface DevelopedPhoto {
  sourceType: PhotoType;
  /** Upright size, after the camera's rotation is applied. */
  width: number;
  height: number;
  widths: number[];
  jpegWidth: number;
  placeholder: string;
  files: DevelopedFile[];
}

/** Why a file is not taken; the message is the administrator's to read. */
export class PhotoRefusal extends Error {
  override name = "PhotoRefusal";
}

/** WebP's largest side: the tallest a variant may be. */
const MAX_VARIANT_HEIGHT = 16_383;

const NOT_A_PHOTO =
  "is not a JPEG, PNG or WebP photograph (its bytes say so, whatever its name says)";
const HEIC_UNREADABLE =
  "is a HEIC photograph, which this server cannot read: send it as JPEG (on an iPhone, " +
  "Settings > Camera > Formats > Most Compatible, or share it as JPEG)";

/** One photograph at a time (see the top of this file); a failed one does not stop the next. */
let queue: Promise<unknown> = Promise.resolve();

export function develop(bytes: Buffer): Promise<DevelopedPhoto> {
  const turn = queue.then(() => developNow(bytes));
  queue = turn.catch(() => undefined);
  return turn;
}

async function developNow(bytes: Buffer): Promise<DevelopedPhoto> {
  const sourceType = sniffPhotoType(bytes);
  if (!sourceType) throw new PhotoRefusal(NOT_A_PHOTO);
  const unreadable = sourceType === "heic" ? HEIC_UNREADABLE : `cannot be read: ${NOT_A_PHOTO}`;
  // The pixel limit refuses a decompression bomb before it is decoded.
  const open = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS });

  let meta: Metadata;
  try {
    // The header alone, whatever size it claims: the size is checked next, with a clear message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefusal(unreadable);
  }
  if (!meta.width || !meta.height) throw new PhotoRefusal(unreadable);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS)
    throw new PhotoRefusal(
      `is ${meta.width} x ${meta.height} pixels; the library takes at most ` +
        `${MAX_PHOTO_PIXELS / 1_000_000} megapixels: make it smaller first`,
    );
  // EXIF orientations 5-8 swap width and height once the photo is turned upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = photoWidths(width, LIBRARY_WIDTHS);
  const jpegWidth = Math.min(width, LIBRARY_JPEG_WIDTH);
  if (Math.round((height * Math.max(...widths)) / width) > MAX_VARIANT_HEIGHT)
    throw new PhotoRefusal(
      `is ${width} x ${height} pixels: too tall for its width to be served (crop it first)`,
    );

  // Decoded once, upright, at the largest width it is served in; every file is made from that.
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await open()
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefusal(unreadable);
  }
  try {
    return await darkroomPrints(decoded, { sourceType, width, height, widths, jpegWidth });
  } catch (err) {
    // Any image that decodes should encode: a failure here is ours, but the file is still refused.
    throw new PhotoRefusal("could not be converted: try saving it again as JPEG", { cause: err });
  }
}

/** The AVIF and WebP files of each width, one after another (each takes one thread of the pool). */
async function variantFiles(
  from: (width: number) => Sharp,
  widths: readonly number[],
): Promise<DevelopedFile[]> {
  const files: DevelopedFile[] = [];
  for (const w of widths) {
    files.push({
      name: variantName(w, "avif"),
      contentType: CONTENT_TYPES.avif,
      bytes: await from(w).avif(PHOTO_ENCODING.avif).toBuffer(),
    });
    files.push({
      name: variantName(w, "webp"),
      contentType: CONTENT_TYPES.webp,
      bytes: await from(w).webp(PHOTO_ENCODING.webp).toBuffer(),
    });
  }
  return files;
}

/**
 * A width the library makes now for a photograph developed before it did, from the photograph's
 * largest stored variant (`source`, without metadata already): its AVIF and WebP files.
 */
export function developWidths(source: Buffer, widths: readonly number[]): Promise<DevelopedFile[]> {
  const turn = queue.then(() =>
    variantFiles(
      (w) => sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS }).resize({ width: w }),
      widths,
    ),
  );
  queue = turn.catch(() => undefined);
  return turn;
}

async function darkroomPrints(
  decoded: { data: Buffer; info: OutputInfo },
  size: Omit<DevelopedPhoto, "placeholder" | "files">,
): Promise<DevelopedPhoto> {
  const { info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const from = (w: number) => sharp(decoded.data, raw).resize({ width: w });
  const files = await variantFiles(from, size.widths);
  files.push({
    name: variantName(size.jpegWidth, "jpg"),
    contentType: CONTENT_TYPES.jpg,
    // JPEG has no transparency: see-through parts are laid on the site's paper colour.
    bytes: await from(size.jpegWidth)
      .flatten({ background: "#F6F1E7" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  });
  // 16 px at most either way: a few hundred bytes, which the browser's scaling blurs further.
  const preview = await sharp(decoded.data, raw)
    .resize({ width: 16, height: 16, fit: "inside" })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  return {
    ...size,
    placeholder: `data:image/webp;base64,${preview.toString("base64")}`,
    files,
  };
}
