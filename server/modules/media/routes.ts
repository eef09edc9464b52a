// The image library: the desk's upload, list, words and delete (inside the admin scope), and the
// public address its files are served at.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  IMAGE_ID_PATTERN,
  LIBRARY_URL_PREFIX,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  photoTooLargeMessage,
  placeName,
} from "../../../common/constants";
import { mediaApi, type MediaUsage } from "../../../common/contract/media";
import { contractRoute } from "../../contract";
import { AppError, notFound, validationError } from "../../errors";
import { dropDocumentHeaders } from "../../plugins/security-headers";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { develop, PhotoRefusal } from "./darkroom";
import { contentTypeOf, imageFileNames } from "./file-names";
import {
  describeImage,
  fileNameLabel,
  imageRecord,
  insertImages,
  listImages,
  newImageId,
  removeImage,
  type NewImage,
} from "./service";
import { placeImages, setPlaceImages } from "./places";
import { openMediaStore, type MediaStore } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    mediaStore: MediaStore;
  }
}

const IMAGE_NOT_FOUND = "The image was not found in the library.";
const NO_PHOTO_MESSAGE = "Choose at least one photograph to upload.";
const NOT_MULTIPART_MESSAGE = "Send the photographs as multipart/form-data.";

/** A refused file: the message names it, and `details.fields` points at its place in the upload. */
function refusedFile(index: number, message: string) {
  return validationError(message, { fields: [{ field: `files.${index}`, message }] });
}

/** An upload the multipart reader itself refused: a VALIDATION_ERROR that says why. */
function unreadableUpload(err: unknown): AppError {
  const code = (err as { code?: unknown }).code;
  if (code === "FST_FILES_LIMIT")
    return validationError(`At most ${MAX_PHOTOS_PER_UPLOAD} photographs per upload.`);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return validationError("The upload has too many parts: send the photographs alone.");
  return validationError("The upload could not be read as multipart/form-data.", {
    fields: [],
    reason: typeof code === "string" ? code : undefined,
  });
}

/**
 * Reads and develops every file of an upload, in order. The first file refused refuses the
 * upload; form fields are ignored (the words of an image are given afterwards, with PATCH).
 */
async function developUpload(request: FastifyRequest): Promise<NewImage[]> {
  if (!request.isMultipart()) throw validationError(NOT_MULTIPART_MESSAGE);
  const images: NewImage[] = [];
  const parts = request.parts({
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: MAX_PHOTOS_PER_UPLOAD,
      fields: 20,
      fieldSize: 1024,
      parts: MAX_PHOTOS_PER_UPLOAD + 20,
    },
  });
  // Whatever the multipart reader throws is about the body the client sent (a limit, a broken
  // boundary, a body cut short); what the darkroom throws is not.
  const read = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (err) {
      throw err instanceof AppError ? err : unreadableUpload(err);
    }
  };
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await read(() => iterator.next());
      if (next.done) break;
      const part = next.value;
      if (part.type !== "file") continue;
      const index = images.length;
      const fileName = fileNameLabel(part.filename);
      const bytes = await read(() =>
        part.toBuffer().catch((err: unknown) => {
          if ((err as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE")
            throw refusedFile(index, photoTooLargeMessage(fileName));
          throw err;
        }),
      );
      if (bytes.length === 0) throw refusedFile(index, `${fileName} is empty.`);
      try {
        images.push({ id: newImageId(), fileName, photo: await develop(bytes) });
      } catch (err) {
        if (!(err instanceof PhotoRefusal)) throw err;
        if (err.cause) request.log.warn({ err: err.cause, fileName }, "photo not converted");
        throw refusedFile(index, `${fileName} ${err.message}.`);
      }
    }
  } finally {
    // Stops reading the body once a file is refused.
    await iterator.return?.();
  }
  if (images.length === 0) throw validationError(NO_PHOTO_MESSAGE);
  return images;
}

/** Stores every image's files, then its row; anything that fails leaves no file behind. */
async function storeUpload(app: FastifyInstance, images: NewImage[]) {
  const stored: NewImage[] = [];
  try {
    for (const image of images) {
      await app.mediaStore.put(image.id, image.photo.files);
      stored.push(image);
    }
    return await insertImages(app.db, images);
  } catch (err) {
    await Promise.all(
      stored.map(({ id, photo }) =>
        app.mediaStore.remove(
          id,
          photo.files.map((file) => file.name),
        ),
      ),
    ).catch((cleanup: unknown) => app.log.error({ err: cleanup }, "media: orphan files left"));
    throw err;
  }
}

const inUseMessage = (usages: MediaUsage[]) =>
  `This image is used by ${usages.map(placeName).join(", ")}. ` +
  "Take it out of those places first, or delete it anyway, which takes it out of them all.";

/** The desk's routes (registered inside the admin scope: closed unless signed in). */
export async function mediaDeskRoutes(app: FastifyInstance) {
  // Here only: no other route reads multipart bodies.
  await app.register(multipart);

  contractRoute(app, mediaApi.list, { handler: () => listImages(app.db) });

  contractRoute(app, mediaApi.upload, {
    handler: async (request) => {
      const rows = await storeUpload(app, await developUpload(request));
      for (const row of rows)
        await recordAudit(app.db, {
          actor: ADMIN_ACTOR,
          action: "create",
          entity: "media",
          entityId: row.id,
          details: { fileName: row.fileName },
        });
      return { images: rows.map((row) => imageRecord(row, [])) };
    },
  });

  contractRoute(app, mediaApi.describe, {
    handler: async (request) => {
      const image = await describeImage(app.db, request.params.id, request.body);
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "media",
        entityId: request.params.id,
      });
      return image;
    },
  });

  contractRoute(app, mediaApi.placeImages, {
    handler: (request) => placeImages(app.db, request.params.kind, request.params.key),
  });

  // The admin scope invalidates the page and list caches after it, as after an offer's edit.
  contractRoute(app, mediaApi.setPlaceImages, {
    handler: async (request) => {
      const { kind, key } = request.params;
      const place = await setPlaceImages(app.db, kind, key, request.body.imageIds);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "media-places",
        entityId: key,
        details: { kind, imageIds: request.body.imageIds },
      });
      return place;
    },
  });

  contractRoute(app, mediaApi.remove, {
    handler: async (request) => {
      const removal = await removeImage(app.db, request.params.id, request.query.force);
      if (removal.outcome === "missing") throw notFound(IMAGE_NOT_FOUND);
      if (removal.outcome === "in-use")
        throw new AppError(409, "DUPLICATE_RESOURCE", inUseMessage(removal.usages), {
          usages: removal.usages,
        });
      const { image } = removal;
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "delete",
        entity: "media",
        entityId: image.id,
        details: { fileName: image.fileName, forced: request.query.force },
      });
      // The row is gone, so the image is gone from the library; files left by a failure here
      // are never served again and are logged for the operator.
      await app.mediaStore
        .remove(image.id, imageFileNames(image))
        .catch((err: unknown) =>
          request.log.error({ err, imageId: image.id }, "media: files of a deleted image left"),
        );
      return { success: true as const };
    },
  });
}

const FILE_NAME = /^\d{1,5}\.(avif|webp|jpg)$/;

/**
 * The library's store and the public address of its files: `/media/library/<id>/<file>`, cached
 * for a year (a file never changes: a new photograph is a new id), with a picture's headers.
 */
export const mediaLibraryPlugin = fp(
  async (app: FastifyInstance, options: { store?: MediaStore }) => {
    const store = options.store ?? openMediaStore(app.config);
    app.decorate("mediaStore", store);
    app.addHook("onClose", async () => store.close?.());
    app.get<{ Params: { id: string; file: string } }>(
      `${LIBRARY_URL_PREFIX}:id/:file`,
      async (request, reply) => {
        const { id, file } = request.params;
        const contentType = contentTypeOf(file);
        if (!IMAGE_ID_PATTERN.test(id) || !FILE_NAME.test(file) || !contentType) throw notFound();
        const stored = await app.mediaStore.get(id, file);
        if (!stored) throw notFound();
        dropDocumentHeaders(reply);
        return reply
          .type(contentType)
          .header("content-length", stored.length)
          .header("cache-control", "public, max-age=31536000, immutable")
          .send(stored.body);
      },
    );
  },
);
