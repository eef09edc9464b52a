// Site pictures (issue 50, decision 071): the places a drawing of content/media.ts fills (the hero,
// the process steps, the trip, the stories' pictures) show the photograph the administrator set
// there instead. A page that has such places loads the set photographs with its data (on the
// server, so that they are in its HTML; in the browser after a navigation, through the API) and
// hands them to its pictures through <SitePicturesProvider>; <ResponsiveImage id> asks
// `useSitePicture` for its id and draws the photograph when there is one. The origins' stories
// also load the photographs the desk added to them (`loadPictures`).
import { createContext, useContext, type ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import { MEDIA_URL_PREFIX, variantFile } from "../../content/media-variants";
import { readDevApi } from "~/lib/dev-api";
import type { ContentPhotos, PublicImage, SitePictures } from "~common/contract/media";

const NO_PICTURES: SitePictures = {};
const SitePicturesContext = createContext<SitePictures>(NO_PICTURES);

/** The photograph set in place of the drawing `id`, if any. */
export function useSitePicture(id: string | undefined): PublicImage | undefined {
  const pictures = useContext(SitePicturesContext);
  return id === undefined ? undefined : pictures[id];
}

/**
 * A page's link preview (its og:image): the photograph set in place of the drawing `id`, as its
 * JPEG, else the drawing's 1280 px WebP.
 */
export function linkPreview(pictures: SitePictures | null | undefined, id: string): string {
  return pictures?.[id]?.jpeg.url ?? `${MEDIA_URL_PREFIX}${variantFile(id, 1280, "webp")}`;
}

/**
 * The page's site pictures for the pictures inside it. `pictures` is its loader's: null when the
 * server could not read them (the database was unavailable), which shows the drawings; such a
 * page is not kept in the page cache, so the next visitor gets the photographs.
 */
export function SitePicturesProvider({
  pictures,
  children,
}: {
  pictures: SitePictures | null;
  children: ReactNode;
}) {
  return (
    <SitePicturesContext.Provider value={pictures ?? NO_PICTURES}>
      {children}
    </SitePicturesContext.Provider>
  );
}

/** Server: a page's site pictures, in the HTML it sends. */
export async function loadSitePictures(context: AppLoadContext) {
  const sitePictures = context.listSitePictures
    ? await context.listSitePictures()
    : await readDevApi<SitePictures>("/api/site-pictures");
  return { sitePictures };
}

/**
 * Browser, arriving from another page: the site pictures as the API answers them (read once per
 * visit). Should the read fail, the page shows its drawings rather than an error.
 */
export async function readSitePictures() {
  const { readThroughCache } = await import("~/lib/query-layer");
  const sitePictures = await readThroughCache("GET /api/site-pictures", {}).catch(
    () => NO_PICTURES,
  );
  return { sitePictures };
}

const NO_PHOTOS: ContentPhotos = { "origin-story": {} };

/** Server: a page's site pictures and the photographs added to its stories. */
export async function loadPictures(context: AppLoadContext) {
  const [{ sitePictures }, contentPhotos] = await Promise.all([
    loadSitePictures(context),
    context.listContentPhotos
      ? context.listContentPhotos()
      : readDevApi<ContentPhotos>("/api/content-photos"),
  ]);
  return { sitePictures, contentPhotos };
}

/** Browser, arriving from another page: the same, through the API; the drawings alone if it fails. */
export async function readPictures() {
  const [{ sitePictures }, contentPhotos] = await Promise.all([
    readSitePictures(),
    import("~/lib/query-layer").then(({ readThroughCache }) =>
      readThroughCache("GET /api/content-photos", {}).catch(() => NO_PHOTOS),
    ),
  ]);
  return { sitePictures, contentPhotos };
}
