// Photographs made with sharp for the image library's tests, and the multipart bodies that upload
// them (as a browser's FormData sends them).
import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** A camera's and a phone's metadata that must never leave the server: owner, model, location. */
export const CAMERA_MODEL = "EOS-R5-Guji-Field";
export const OWNER = "Abebe Bikila Farm";

/** The EXIF tag that points at the GPS directory (0x8825), as either byte order writes it. */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A photograph with some detail (a sun over hills), in the given type and size. */
export async function photograph(
  options: {
    width?: number;
    height?: number;
    format?: "jpeg" | "png" | "webp";
    gps?: boolean;
  } = {},
): Promise<Buffer> {
  const { width = 1500, height = 1000, format = "jpeg", gps = false } = options;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#9cc3d5"/>` +
      `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.15}" fill="#f2c14e"/>` +
      `<path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.4} ${width} ${height * 0.65} V ${height} H 0 Z" fill="#3f6b35"/>` +
      `</svg>`,
  );
  let image = sharp(scene);
  if (gps)
    image = image.withExif({
      IFD0: { Make: "Canon", Model: CAMERA_MODEL, Copyright: OWNER },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 12/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "38/1 45/1 0/1",
      },
    });
  return image.toFormat(format).toBuffer();
}

export interface UploadFile {
  fileName: string;
  bytes: Buffer;
  /** What the sender claims; the server never believes it. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body with these files, and its content-type header. */
export function multipartUpload(files: readonly UploadFile[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----photos${randomBytes(8).toString("hex")}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${file.field ?? "files"}"; filename="${file.fileName.replaceAll('"', "%22")}"\r\n` +
        `Content-Type: ${file.contentType ?? "image/jpeg"}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
