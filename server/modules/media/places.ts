// The images of a place (issue 50): a lot's gallery, a news item's pictures, a site picture. A
// place's images are its rows of media_usages, in order; setting them replaces those rows in one
// transaction.
import { and, asc, eq, inArray } from "drizzle-orm";
import { contentPlaceKeys } from "../../../common/media-places";
import { MAX_IMAGES_PER_PLACE, placeName, type MediaPlaceKind } from "../../../common/constants";
import type { MediaImage, PlaceImages, PublicImage } from "../../../common/contract/media";
import { PG_INTEGER_MAX } from "../../../common/contract/record-id";
import type { Wire } from "../../contract";
import type { Db, Tx } from "../../db/client";
import {
  farmerStories,
  mediaImages,
  mediaUsages,
  newsEvents,
  offers,
  partners,
  photoGalleries,
  teamMembers,
} from "../../db/schema";
import { isSlug } from "../../db/slugs";
import { AppError, notFound, validationError } from "../../errors";
import { imageRecord, listImagesByIds } from "./service";

const NOT_A_PLACE: Record<MediaPlaceKind, string> = {
  lot: "The coffee offer was not found.",
  news: "The news item was not found.",
  "team-member": "There is no team member with that id.",
  "farmer-story": "There is no farmer story with that id.",
  "origin-story": "There is no origin story with that id.",
  gallery: "There is no photo gallery with that id.",
  "site-place": "There is no site picture with that id.",
  partner: "The partner or customer was not found.",
};

/** A database id as a place key: digits only, within the integer column's range. */
function recordId(key: string): number | null {
  if (!/^\d{1,10}$/.test(key)) return null;
  const id = Number(key);
  return id >= 1 && id <= PG_INTEGER_MAX ? id : null;
}

/** The record a place of the database is, by its id: its name, locked against deletion. */
function recordLabel(db: Db | Tx, kind: "lot" | "news" | "partner", id: number) {
  switch (kind) {
    case "lot":
      return db.select({ label: offers.name }).from(offers).where(eq(offers.id, id)).for("share");
    case "news":
      return db
        .select({ label: newsEvents.title })
        .from(newsEvents)
        .where(eq(newsEvents.id, id))
        .for("share");
    case "partner":
      return db
        .select({ label: partners.name })
        .from(partners)
        .where(eq(partners.id, id))
        .for("share");
  }
}

/** The record a place keyed by a slug is, by that slug: its name, locked against deletion. */
function sluggedLabel(db: Db | Tx, kind: "team-member" | "farmer-story" | "gallery", slug: string) {
  switch (kind) {
    case "team-member":
      return db
        .select({ label: teamMembers.name })
        .from(teamMembers)
        .where(eq(teamMembers.slug, slug))
        .for("share");
    case "farmer-story":
      return db
        .select({ label: farmerStories.farmerName })
        .from(farmerStories)
        .where(eq(farmerStories.slug, slug))
        .for("share");
    case "gallery":
      return db
        .select({ label: photoGalleries.title })
        .from(photoGalleries)
        .where(eq(photoGalleries.slug, slug))
        .for("share");
  }
}

/**
 * The place's label (a lot's or news item's title, a partner's name, else its key), or a 404 when
 * there is no such place. A record is locked against deletion until the transaction ends.
 */
async function placeLabel(db: Db | Tx, kind: MediaPlaceKind, key: string): Promise<string> {
  if (kind === "lot" || kind === "news" || kind === "partner") {
    const id = recordId(key);
    const [row] = id === null ? [] : await recordLabel(db, kind, id);
    if (!row) throw notFound(NOT_A_PLACE[kind]);
    return row.label;
  }
  // A team member's, farmer's or gallery's place is keyed by its slug, the content id it had.
  if (kind === "team-member" || kind === "farmer-story" || kind === "gallery") {
    const [row] = isSlug(key) ? await sluggedLabel(db, kind, key) : [];
    if (!row) throw notFound(NOT_A_PLACE[kind]);
    return row.label;
  }
  if (!contentPlaceKeys(kind)?.includes(key)) throw notFound(NOT_A_PLACE[kind]);
  return key;
}

/** The ids of a place's images, in order. */
async function placeImageIds(db: Db | Tx, kind: MediaPlaceKind, key: string): Promise<string[]> {
  const rows = await db
    .select({ imageId: mediaUsages.imageId })
    .from(mediaUsages)
    .where(and(eq(mediaUsages.placeKind, kind), eq(mediaUsages.placeKey, key)))
    .orderBy(asc(mediaUsages.position));
  return rows.map((row) => row.imageId);
}

/** The images of a place, in order, as the desk shows them; 404 when there is no such place. */
export async function placeImages(
  db: Db,
  kind: MediaPlaceKind,
  key: string,
): Promise<Wire<PlaceImages>> {
  const label = await placeLabel(db, kind, key);
  const images = await listImagesByIds(db, await placeImageIds(db, kind, key));
  return { kind, key, label, images };
}

const field = (index: number) => `imageIds.${index}`;

/**
 * Replaces the images of a place with these, in order. Refused, and nothing changed, when the
 * place or an image is not there (404), when an image has no alt text yet, or when the place
 * takes fewer images (VALIDATION_ERROR). The images are locked, so none is deleted meanwhile.
 */
export async function setPlaceImages(
  db: Db,
  kind: MediaPlaceKind,
  key: string,
  imageIds: readonly string[],
): Promise<Wire<PlaceImages>> {
  await db.transaction(async (tx) => {
    const label = await placeLabel(tx, kind, key);
    const most = MAX_IMAGES_PER_PLACE[kind];
    if (imageIds.length > most) {
      const message = `A ${placeName({ kind, label })} takes at most ${most} ${most === 1 ? "image" : "images"}.`;
      throw validationError(message, { fields: [{ field: "imageIds", message }] });
    }
    const rows =
      imageIds.length === 0
        ? []
        : await tx
            .select({ id: mediaImages.id, fileName: mediaImages.fileName, alt: mediaImages.alt })
            .from(mediaImages)
            .where(inArray(mediaImages.id, [...imageIds]))
            .for("update");
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [index, id] of imageIds.entries()) {
      const image = byId.get(id);
      if (!image)
        throw new AppError(404, "NOT_FOUND", `The image ${id} was not found in the library.`, {
          fields: [{ field: field(index), message: "not found" }],
        });
      if (image.alt.trim() === "") {
        const message = `${image.fileName} needs alt text before it can be shown: give it its words in the library first.`;
        throw validationError(message, { fields: [{ field: field(index), message }] });
      }
    }
    await tx
      .delete(mediaUsages)
      .where(and(eq(mediaUsages.placeKind, kind), eq(mediaUsages.placeKey, key)));
    if (imageIds.length > 0)
      await tx.insert(mediaUsages).values(
        imageIds.map((imageId, position) => ({
          imageId,
          placeKind: kind,
          placeKey: key,
          position,
        })),
      );
  });
  return placeImages(db, kind, key);
}

/** Takes every image out of a place that is going away (a deleted lot or news item). */
export async function clearPlace(db: Db | Tx, kind: MediaPlaceKind, key: string): Promise<void> {
  await db
    .delete(mediaUsages)
    .where(and(eq(mediaUsages.placeKind, kind), eq(mediaUsages.placeKey, key)));
}

/** What a public page shows of an image. */
export function publicImage(image: Wire<MediaImage>): Wire<PublicImage> {
  const { id, alt, caption, credit, width, height, variants, jpeg, placeholder } = image;
  return { id, alt, caption, credit, width, height, variants, jpeg, placeholder };
}

/**
 * The images of several places of one kind (every lot of a list), each in order, as the public
 * pages read them: one query for them all.
 */
export async function publicImagesOf(
  db: Db,
  kind: MediaPlaceKind,
  keys: readonly string[],
): Promise<Map<string, Wire<PublicImage>[]>> {
  const byPlace = new Map<string, Wire<PublicImage>[]>();
  if (keys.length === 0) return byPlace;
  const rows = await db
    .select({ key: mediaUsages.placeKey, image: mediaImages })
    .from(mediaUsages)
    .innerJoin(mediaImages, eq(mediaImages.id, mediaUsages.imageId))
    .where(and(eq(mediaUsages.placeKind, kind), inArray(mediaUsages.placeKey, [...keys])))
    .orderBy(asc(mediaUsages.placeKey), asc(mediaUsages.position));
  for (const { key, image } of rows) {
    const list = byPlace.get(key) ?? [];
    list.push(publicImage(imageRecord(image, [])));
    byPlace.set(key, list);
  }
  return byPlace;
}

/** Columns a record keeps for the desk alone. */
type DeskColumns = "position" | "createdAt" | "updatedAt";

/**
 * Records whose place is keyed by their slug (farmers, galleries) as the public pages read them:
 * without the desk's columns, each with its place's images in order; one query for them all.
 */
export async function withPlaceImages<Row extends { slug: string } & Record<DeskColumns, unknown>>(
  db: Db,
  kind: MediaPlaceKind,
  rows: readonly Row[],
): Promise<(Omit<Row, DeskColumns> & { photos: Wire<PublicImage>[] })[]> {
  const images = await publicImagesOf(
    db,
    kind,
    rows.map((row) => row.slug),
  );
  return rows.map(({ position: _position, createdAt: _created, updatedAt: _updated, ...row }) => ({
    ...row,
    photos: images.get(row.slug) ?? [],
  }));
}
