// The site pictures as the public pages read them (issue 50): the photograph set in each place a
// drawing fills until one is (the hero, the process steps, the trip, the stories' pictures),
// keyed by the drawing's id. Read from the database once per change and sent with an ETag, like
// the other lists; the pages that show site pictures are rendered with them (decision 071).
import type { FastifyInstance } from "fastify";
import { SITE_PLACE_IDS } from "../../../common/media-places";
import { sitePicturesApi, type SitePictures } from "../../../common/contract/media";
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

/** GET /api/site-pictures: for everyone. */
export async function sitePictureRoutes(app: FastifyInstance) {
  const serialize = contractSerializer(sitePicturesApi.list, app.config.NODE_ENV === "test");
  app.listCache.define("site-pictures", async () => serialize(await listSitePictures(app.db)));
  contractRoute(app, sitePicturesApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("site-pictures")),
  });
}
