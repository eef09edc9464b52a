// Where the image library's files are kept: a folder (MEDIA_DIR) by default, or an S3-compatible
// bucket when MEDIA_S3_BUCKET is set, so that several instances serve the same images. Files are
// written once under their image's random id and never changed, only deleted with the image.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { IMAGE_ID_PATTERN } from "../../../common/constants";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import type { DevelopedFile } from "./darkroom";
import { variantName } from "./file-names";

/** One stored file on its way to a visitor. */
export interface StoredFile {
  body: Readable;
  length: number;
}

export interface MediaStore {
  /** "folder" or "bucket", for the log and the backup script. */
  readonly kind: "folder" | "bucket";
  /** Stores every file of one image (all or none: a failure removes what was written). */
  put(imageId: string, files: readonly DevelopedFile[]): Promise<void>;
  /**
   * Adds files to an image already stored (a width the library makes now, developed later); a
   * failure removes those of them written. The image's other files are not touched.
   */
  add(imageId: string, files: readonly DevelopedFile[]): Promise<void>;
  /** One file, or null when there is no such file. */
  get(imageId: string, name: string): Promise<StoredFile | null>;
  /** Removes files of one image; a file already gone is no error. */
  remove(imageId: string, names: readonly string[]): Promise<void>;
  /** Lets go of connections (the bucket's client). */
  close?(): void;
}

export const STORE_UNAVAILABLE = "The image store is temporarily unavailable.";

/** The store of a failure that is not the visitor's: an answer of 503 EXTERNAL_SERVICE_ERROR. */
const unavailable = (cause: unknown) =>
  Object.assign(new AppError(503, "EXTERNAL_SERVICE_ERROR", STORE_UNAVAILABLE), { cause });

/** Ids and names are checked by the routes too; here they keep every path inside the store. */
function checkedKey(imageId: string, name: string): string {
  if (!IMAGE_ID_PATTERN.test(imageId) || !/^\d{1,5}\.(avif|webp|jpg)$/.test(name))
    throw new Error(`not a library file: ${imageId}/${name}`);
  return `${imageId}/${name}`;
}

/** Files in `<dir>/<image id>/<width>.<format>`: what db:backup copies (docs/operations.md). */
export class FolderStore implements MediaStore {
  readonly kind = "folder";
  constructor(readonly dir: string) {}

  async put(imageId: string, files: readonly DevelopedFile[]) {
    const folder = join(this.dir, imageId);
    // Written in a folder of its own first, then renamed: an image is there whole or not at all.
    const partial = join(this.dir, `.partial-${imageId}`);
    try {
      await mkdir(partial, { recursive: true });
      for (const file of files)
        await writeFile(join(partial, checkedKey(imageId, file.name).split("/")[1]!), file.bytes);
      await rename(partial, folder);
    } catch (err) {
      await rm(partial, { recursive: true, force: true });
      throw unavailable(err);
    }
  }

  async add(imageId: string, files: readonly DevelopedFile[]) {
    const written: string[] = [];
    // Written beside it under a name of its own first, then renamed: a visitor never reads half a
    // file, and two instances sharing the folder never write into the same one.
    let partial: string | undefined;
    try {
      for (const file of files) {
        const path = join(this.dir, checkedKey(imageId, file.name));
        partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
        await writeFile(partial, file.bytes);
        await rename(partial, path);
        written.push(path);
      }
    } catch (err) {
      if (partial) await rm(partial, { force: true });
      for (const path of written) await rm(path, { force: true });
      throw unavailable(err);
    }
  }

  async get(imageId: string, name: string): Promise<StoredFile | null> {
    const path = join(this.dir, checkedKey(imageId, name));
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), length: size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw unavailable(err);
    }
  }

  async remove(imageId: string, names: readonly string[]) {
    for (const name of names) await rm(join(this.dir, checkedKey(imageId, name)), { force: true });
    await rm(join(this.dir, imageId), { recursive: true, force: true });
  }
}

export interface BucketSettings {
  bucket: string;
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects `<prefix><image id>/<width>.<format>` in an S3-compatible bucket. */
export class BucketStore implements MediaStore {
  readonly kind = "bucket";
  private readonly client: S3Client;

  constructor(private readonly settings: BucketSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer
      // default ones (CRC32 trailers).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }

  private key(imageId: string, name: string) {
    return `${this.settings.prefix}${checkedKey(imageId, name)}`;
  }

  async put(imageId: string, files: readonly DevelopedFile[]) {
    try {
      await Promise.all(
        files.map((file) =>
          this.client.send(
            new PutObjectCommand({
              Bucket: this.settings.bucket,
              Key: this.key(imageId, file.name),
              Body: file.bytes,
              ContentType: file.contentType,
              CacheControl: "public, max-age=31536000, immutable",
            }),
          ),
        ),
      );
    } catch (err) {
      await this.remove(
        imageId,
        files.map((file) => file.name),
      ).catch(() => undefined);
      throw unavailable(err);
    }
  }

  /** Each object is written whole or not at all, so adding is putting. */
  add(imageId: string, files: readonly DevelopedFile[]) {
    return this.put(imageId, files);
  }

  async get(imageId: string, name: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(imageId, name) }),
      );
      return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw unavailable(err);
    }
  }

  async remove(imageId: string, names: readonly string[]) {
    if (names.length === 0) return;
    try {
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: names.map((name) => ({ Key: this.key(imageId, name) })), Quiet: true },
        }),
      );
      if (answer.Errors?.length) throw new Error(answer.Errors.map((e) => e.Message).join("; "));
    } catch (err) {
      throw unavailable(err);
    }
  }

  close() {
    this.client.destroy();
  }
}

/** The bucket the configuration names, or undefined for the folder. */
export function bucketSettings(config: Config): BucketSettings | undefined {
  if (!config.MEDIA_S3_BUCKET) return undefined;
  return {
    bucket: config.MEDIA_S3_BUCKET,
    prefix: config.MEDIA_S3_PREFIX,
    region: config.MEDIA_S3_REGION ?? "us-east-1",
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
    credentials:
      config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}

export function openMediaStore(config: Config): MediaStore {
  const bucket = bucketSettings(config);
  return bucket ? new BucketStore(bucket) : new FolderStore(config.MEDIA_DIR);
}

/**
 * The bytes of an image's JPEG (the spec sheet's picture), read from the store itself, never over
 * HTTP; null when the file is not there.
 */
export async function jpegBytes(
  store: MediaStore,
  image: { id: string; jpeg: { width: number } },
): Promise<Buffer | null> {
  const file = await store.get(image.id, variantName(image.jpeg.width, "jpg"));
  return file ? buffer(file.body) : null;
}
