// Photographs developed before the library made a width it makes now (960 px, added on
// 2026-12-06) get that width at start: made from the largest WebP already stored (the upload's
// own bytes are not kept), stored beside the other files, then added to the row's widths, after
// which the caches are dropped so that the pages offer it. Each instance checks once at start;
// two instances developing the same photograph write the same files, and each row's widths are
// only ever set to the full list.
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { LIBRARY_WIDTHS } from "../../../common/constants";
import { photoWidths } from "../../../content/media-variants";
import type { Db } from "../../db/client";
import { mediaImages } from "../../db/schema";
import { developWidths } from "./darkroom";
import { variantName } from "./file-names";
import type { MediaStore } from "./store";

export interface MissingWidthsDeps {
  db: Db;
  store: MediaStore;
  log: FastifyBaseLogger;
  /** Drops the cached pages and lists on every instance. */
  invalidateCaches: () => Promise<void>;
  /** Stops before the next photograph (the server shutting down). */
  signal?: AbortSignal;
}

/** Develops every missing width; answers how many photographs got one. */
export async function developMissingWidths({
  db,
  store,
  log,
  invalidateCaches,
  signal,
}: MissingWidthsDeps): Promise<number> {
  const rows = await db
    .select({ id: mediaImages.id, width: mediaImages.width, widths: mediaImages.widths })
    .from(mediaImages);
  let developed = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    const wanted = photoWidths(row.width, LIBRARY_WIDTHS);
    const missing = wanted.filter((width) => !row.widths.includes(width));
    if (missing.length === 0) continue;
    try {
      const source = await store.get(row.id, variantName(Math.max(...row.widths), "webp"));
      if (!source) {
        log.warn({ imageId: row.id }, "media: no file to develop a missing width from");
        continue;
      }
      const files = await developWidths(await buffer(source.body), missing);
      await store.add(row.id, files);
      const widths = [...new Set([...row.widths, ...wanted])].sort((a, b) => a - b);
      const updated = await db
        .update(mediaImages)
        .set({ widths })
        .where(eq(mediaImages.id, row.id))
        .returning({ id: mediaImages.id });
      if (updated.length === 0) {
        // The admin deleted the photograph meanwhile; its other files went with it.
        await store.remove(
          row.id,
          files.map((file) => file.name),
        );
        continue;
      }
      developed += 1;
    } catch (err) {
      // The photograph keeps serving the widths it has; the next start tries again.
      log.warn({ err, imageId: row.id, missing }, "media: a missing width was not developed");
    }
  }
  if (developed > 0) {
    await invalidateCaches();
    log.info({ developed }, "media: developed the widths older photographs lacked");
  }
  return developed;
}
