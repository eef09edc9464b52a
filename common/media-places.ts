// The places of the site an image of the library can be put in, apart from the database's records
// (lots, news items, partners, team members, farmers, galleries): the origins' stories and the
// places a drawing fills today (issue 50). The server refuses a key not listed here.
import { mediaIds, mediaLibrary, type MediaId } from "../content/media";
import { originStories } from "../content/origin-stories";
import type { MediaPlaceKind } from "./terms/media";

/**
 * The site pictures (place kind `site-place`): every scene and detail of content/media.ts, keyed
 * by its image id: the hero, the process steps, the trip, the stories' and teasers' pictures. The
 * partner marks and the leaf pattern are drawings by design, not places for a photograph.
 */
export const SITE_PLACE_IDS: readonly MediaId[] = mediaIds.filter((id) => {
  const { kind } = mediaLibrary[id];
  return kind === "scene" || kind === "detail";
});

/**
 * The keys a place kind of the content takes; null for the kinds whose places are the database's
 * records (lots, news items, partners, team members, farmers, galleries).
 */
export function contentPlaceKeys(kind: MediaPlaceKind): readonly string[] | null {
  switch (kind) {
    case "lot":
    case "news":
    case "partner":
    case "team-member":
    case "farmer-story":
    case "gallery":
      return null;
    case "origin-story":
      return originStories.map((story) => story.id);
    case "site-place":
      return SITE_PLACE_IDS;
  }
}
