// The site pictures as the public pages read them (issue 50): the photograph set in each place a
// drawing fills until one is (the hero, the process steps, the trip, the stories' pictures),
// keyed by the drawing's id; and the photographs added to the origins' stories, by the place's
// key. Read
// from the database once per change and sent with an ETag, like the other lists; the pages that
// show them are rendered with them (decision 071).
import type { FastifyInstance } from "fastify";
import { contentPlaceKeys, SITE_PLACE_IDS } from "../../../common/media-places";
import {
  sitePicturesApi,
  type ContentPhotos,
  type SitePictures,
} from "../../../common/contract/media";
import type { Wire } from "../../contract";
import { contractRoute, contractSerializer } from "../../contract";
import type { Db } from "../../db/client";
import { sendList } from "../../plugins/list-cache";
import { publicImagesOf } from "./places";

/** The first photograph of every site picture that has one. */
export async function listSitePictures(db: Db): Promise<Wire<SitePictures>> {
  const byPlace = await publicImagesOf(db, "site-place", SITE_PLACE_IDS);
  const pictures: Wire<SitePictures> = {};
  for (const [key, [first]] of byPlace) if (first) pictures[key] = first;
  return pictures;
}

/** The photographs added to each origin's story, in the desk's order. */
export async function listContentPhotos(db: Db): Promise<Wire<ContentPhotos>> {
  const kind = "origin-story";
  return {
    [kind]: Object.fromEntries(await publicImagesOf(db, kind, contentPlaceKeys(kind) ?? [])),
  };
}

/** GET /api/site-pictures and GET /api/content-photos: for everyone. */
export async function sitePictureRoutes(app: FastifyInstance) {
  const checked = app.config.NODE_ENV === "test";
  const serializePictures = contractSerializer(sitePicturesApi.list, checked);
  const serializePhotos = contractSerializer(sitePicturesApi.contentPhotos, checked);
  app.listCache.define("site-pictures", async () =>
    serializePictures(await listSitePictures(app.db)),
  );
  app.listCache.define("content-photos", async () =>
    serializePhotos(await listContentPhotos(app.db)),
  );
  contractRoute(app, sitePicturesApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("site-pictures")),
  });
  contractRoute(app, sitePicturesApi.contentPhotos, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("content-photos")),
  });
}
