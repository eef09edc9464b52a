// The image library's rows: images (media_images) and the places they are used (media_usages).
import { desc, eq, inArray, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { LIBRARY_FORMATS, LIBRARY_URL_PREFIX } from "../../../common/constants";
import type { MediaImage, MediaUsage } from "../../../common/contract/media";
import type { ImageDetails } from "../../../common/schemas/media";
import type { Wire } from "../../contract";
import type { Db, Tx } from "../../db/client";
import {
  mediaImages,
  mediaUsages,
  newsEvents,
  offers,
  partners,
  teamMembers,
  farmerStories,
  photoGalleries,
} from "../../db/schema";
import type { DevelopedPhoto } from "./darkroom";
import { variantName } from "./file-names";

export type MediaImageRow = typeof mediaImages.$inferSelect;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** 120 random bits as 24 base32 letters: an id nobody can guess or count (IMAGE_ID_PATTERN). */
export function newImageId(): string {
  const bytes = randomBytes(15);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = "";
  for (let shift = 115n; shift >= 0n; shift -= 5n) id += BASE32[Number((bits >> shift) & 31n)];
  return id;
}

/**
 * The uploaded file's name as a label: its last path segment (a name such as
 * `..\\..\\farm.jpg` or `/etc/farm.jpg` gives `farm.jpg`), without control or format characters. It names
 * no file: the files are stored under the image's id.
 */
export function fileNameLabel(name: string | undefined): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  // Control and format characters (bidi overrides among them) would only disguise the name; a
  // lone surrogate is no character at all.
  const clean = last.normalize("NFC").replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "");
  return [...clean.trim()].slice(0, 200).join("") || "photograph";
}

const fileUrl = (id: string, name: string) => `${LIBRARY_URL_PREFIX}${id}/${name}`;

/** The height of a width of the photograph, as sharp rounds it. */
const heightAt = (row: MediaImageRow, width: number) =>
  Math.max(1, Math.round((row.height * width) / row.width));

export function imageRecord(row: MediaImageRow, usages: MediaUsage[]): Wire<MediaImage> {
  return {
    id: row.id,
    fileName: row.fileName,
    sourceType: row.sourceType,
    alt: row.alt,
    caption: row.caption,
    credit: row.credit,
    width: row.width,
    height: row.height,
    variants: row.widths.flatMap((width) =>
      LIBRARY_FORMATS.map((format) => ({
        url: fileUrl(row.id, variantName(width, format)),
        width,
        height: heightAt(row, width),
        format,
      })),
    ),
    jpeg: {
      url: fileUrl(row.id, variantName(row.jpegWidth, "jpg")),
      width: row.jpegWidth,
      height: heightAt(row, row.jpegWidth),
    },
    placeholder: row.placeholder,
    createdAt: row.createdAt,
    usages,
  };
}

/** The places each image is used in, named: a lot or news item by its title, a partner, team member, farmer or gallery by its name, else by its key. */
async function usagesOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const byImage = new Map<string, MediaUsage[]>();
  if (ids.length === 0) return byImage;
  const rows = await db
    .select({
      imageId: mediaUsages.imageId,
      kind: mediaUsages.placeKind,
      key: mediaUsages.placeKey,
      position: mediaUsages.position,
      label: sql<string>`coalesce(case ${mediaUsages.placeKind}
        when 'lot' then (select ${offers.name} from ${offers} where ${offers.id}::text = ${mediaUsages.placeKey})
        when 'news' then (select ${newsEvents.title} from ${newsEvents} where ${newsEvents.id}::text = ${mediaUsages.placeKey})
        when 'partner' then (select ${partners.name} from ${partners} where ${partners.id}::text = ${mediaUsages.placeKey})
        when 'team-member' then (select ${teamMembers.name} from ${teamMembers} where ${teamMembers.slug} = ${mediaUsages.placeKey})
        when 'farmer-story' then (select ${farmerStories.farmerName} from ${farmerStories} where ${farmerStories.slug} = ${mediaUsages.placeKey})
        when 'gallery' then (select ${photoGalleries.title} from ${photoGalleries} where ${photoGalleries.slug} = ${mediaUsages.placeKey})
        end, ${mediaUsages.placeKey})`,
    })
    .from(mediaUsages)
    .where(inArray(mediaUsages.imageId, [...ids]))
    .orderBy(mediaUsages.placeKind, mediaUsages.placeKey, mediaUsages.position);
  for (const { imageId, ...usage } of rows) {
    const list = byImage.get(imageId) ?? [];
    list.push(usage);
    byImage.set(imageId, list);
  }
  return byImage;
}

/** Every image, newest first, with the places it is used in. */
export async function listImages(db: Db): Promise<Wire<MediaImage>[]> {
  const rows = await db.select().from(mediaImages).orderBy(desc(mediaImages.createdAt));
  const usages = await usagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => imageRecord(row, usages.get(row.id) ?? []));
}

/** These images, in the order of `ids`, with the places each is used in. */
export async function listImagesByIds(db: Db, ids: readonly string[]): Promise<Wire<MediaImage>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(mediaImages)
    .where(inArray(mediaImages.id, [...ids]));
  const usages = await usagesOf(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [imageRecord(row, usages.get(id) ?? [])] : [];
  });
}

export interface NewImage {
  id: string;
  fileName: string;
  photo: DevelopedPhoto;
}

/** Records developed photographs whose files are stored; one statement, all or none. */
export async function insertImages(db: Db, images: readonly NewImage[]): Promise<MediaImageRow[]> {
  return db
    .insert(mediaImages)
    .values(
      images.map(({ id, fileName, photo }) => ({
        id,
        fileName,
        sourceType: photo.sourceType,
        width: photo.width,
        height: photo.height,
        widths: photo.widths,
        jpegWidth: photo.jpegWidth,
        placeholder: photo.placeholder,
      })),
    )
    .returning();
}

/** The image with its new words, or null when there is none with that id. */
export async function describeImage(
  db: Db,
  id: string,
  details: ImageDetails,
): Promise<Wire<MediaImage> | null> {
  const [row] = await db
    .update(mediaImages)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(mediaImages.id, id))
    .returning();
  if (!row) return null;
  return imageRecord(row, (await usagesOf(db, [id])).get(id) ?? []);
}

export type Removal =
  | { outcome: "missing" }
  | { outcome: "in-use"; usages: MediaUsage[] }
  | { outcome: "deleted"; image: MediaImageRow };

/**
 * Deletes an image unless it is used somewhere and `force` is not given (then its usages go with
 * it). The image's row is locked first, so a place cannot take it while it is being deleted.
 */
export function removeImage(db: Db, id: string, force: boolean): Promise<Removal> {
  return db.transaction(async (tx) => {
    const [image] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id)).for("update");
    if (!image) return { outcome: "missing" };
    const usages = (await usagesOf(tx, [id])).get(id) ?? [];
    if (usages.length > 0 && !force) return { outcome: "in-use", usages };
    await tx.delete(mediaImages).where(eq(mediaImages.id, id));
    return { outcome: "deleted", image };
  });
}
