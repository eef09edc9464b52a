// What an uploaded file really is, told from its first bytes: never from its name or the type its
// sender wrote in the multipart header, which say whatever the sender likes.
import type { PhotoType } from "../../../common/constants";

/** What the bytes are: a photograph type the library takes (HEIC/HEIF among them), or null. */
export type SniffedType = PhotoType | null;

/** ISO-BMFF brands of HEIC/HEIF stills and sequences (AVIF's own brands are not among them). */
const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "hevx",
  "heim",
  "heis",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The major and compatible brands of an ISO-BMFF file's leading `ftyp` box, or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(bytes.length, size >= 16 ? size : 16);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

export function sniffPhotoType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const brands = ftypBrands(bytes);
  // `mif1` alone is the generic still-image brand that AVIF files list too.
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return null;
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  return null;
}
