import type { FastifyInstance } from "fastify";
import { photoGalleryApi } from "../../../common/contract/photo-galleries";
import { GALLERY_ORDER_MESSAGE } from "../../../common/schemas/photo-gallery";
import { contractRoute, contractSerializer } from "../../contract";
import { notFound } from "../../errors";
import { sendList } from "../../plugins/list-cache";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import {
  createPhotoGallery,
  deletePhotoGallery,
  listPhotoGalleries,
  orderPhotoGalleries,
  updatePhotoGallery,
} from "./service";

const GALLERY_NOT_FOUND = "The photo gallery was not found.";

/** GET /api/photo-galleries: what /photo-galleries shows, for everyone; read once per change. */
export async function photoGalleryRoutes(app: FastifyInstance) {
  const serialize = contractSerializer(photoGalleryApi.list, app.config.NODE_ENV === "test");
  app.listCache.define("photo-galleries", async () => serialize(await listPhotoGalleries(app.db)));
  contractRoute(app, photoGalleryApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("photo-galleries")),
  });
}

/** The desk's writes (inside the admin scope, which drops the cached pages after each). */
export async function photoGalleryDeskRoutes(app: FastifyInstance) {
  const audit = (action: "create" | "update" | "delete", id: number | null, details: object) =>
    recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action,
      entity: "photo-galleries",
      entityId: id,
      details: { ...details },
    });

  contractRoute(app, photoGalleryApi.create, {
    handler: async (request) => {
      const gallery = await createPhotoGallery(app.db, request.body);
      await audit("create", gallery.id, { title: String(gallery.title) });
      return gallery;
    },
  });

  contractRoute(app, photoGalleryApi.update, {
    handler: async (request) => {
      const gallery = await updatePhotoGallery(app.db, request.params.id, request.body);
      if (!gallery) throw notFound(GALLERY_NOT_FOUND);
      await audit("update", gallery.id, { title: String(gallery.title) });
      return gallery;
    },
  });

  contractRoute(app, photoGalleryApi.remove, {
    handler: async (request) => {
      const title = await deletePhotoGallery(app.db, request.params.id);
      if (title === null) throw notFound(GALLERY_NOT_FOUND);
      await audit("delete", request.params.id, { title });
      return { success: true as const };
    },
  });

  contractRoute(app, photoGalleryApi.order, {
    handler: async (request) => {
      const list = await orderPhotoGalleries(app.db, request.body.ids, GALLERY_ORDER_MESSAGE);
      await audit("update", null, { order: request.body.ids });
      return list;
    },
  });
}
