import type { FastifyInstance } from "fastify";
import { requestDeskApi } from "../../../common/contract/request-desk";
import { REQUEST_TYPES } from "../../../common/constants";
import { contractRoute } from "../../contract";
import { conflict, notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { buyerOf, statusNotice } from "../mail/status-notices";
import {
  addRequestNote,
  changeRequestStatus,
  deleteFinishedRequest,
  listRequests,
} from "./service";
import { noteEntryOf, requestTimeline } from "./timeline";

export const REQUEST_NOT_FOUND = "The request was not found.";
export const ONLY_FINISHED_DELETABLE = "Only completed or cancelled requests can be deleted.";

/**
 * The admin's side of quote, sample and trip requests (inside the admin scope). One route per
 * collection, so a type that is not a collection is simply not found.
 */
export async function requestDeskRoutes(app: FastifyInstance) {
  for (const type of REQUEST_TYPES) {
    const desk = requestDeskApi[type];

    contractRoute(app, desk.list, {
      config: { rateLimit: app.limits.read },
      handler: async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return listRequests(app.db, type);
      },
    });

    contractRoute(app, desk.detail, {
      config: { rateLimit: app.limits.read },
      handler: async (request, reply) => {
        const found = await requestTimeline(app.db, type, request.params.id);
        if (!found) throw notFound(REQUEST_NOT_FOUND);
        reply.header("cache-control", "no-store");
        return found;
      },
    });

    contractRoute(app, desk.addNote, {
      handler: async (request) => {
        const { id } = request.params;
        const stored = await addRequestNote(app.db, type, id, request.body.note, ADMIN_ACTOR);
        if (!stored) throw notFound(REQUEST_NOT_FOUND);
        await recordAudit(app.db, {
          actor: ADMIN_ACTOR,
          action: "note.add",
          entity: type,
          entityId: id,
        });
        return noteEntryOf(stored);
      },
    });

    contractRoute(app, desk.changeStatus, {
      handler: async (request) => {
        const { id } = request.params;
        const { status, notify } = request.body;
        const changed = await changeRequestStatus(app.db, type, id, {
          status,
          actor: ADMIN_ACTOR,
          notice: notify
            ? (tx, row) =>
                app.mail.queueIn(tx, {
                  ...statusNotice(type, row),
                  to: buyerOf(row).email,
                  replyTo: app.config.SALES_EMAIL,
                  kind: "status-notice",
                  requestReference: id,
                })
            : undefined,
        });
        if (!changed) throw notFound(REQUEST_NOT_FOUND);
        // The buyer's mail leaves after the answer: a slow mail server never delays the desk.
        if (changed.noticeId !== null) app.mail.sendLater([changed.noticeId], request.log);
        const row = changed.request;
        await recordAudit(app.db, {
          actor: ADMIN_ACTOR,
          action: "status.change",
          entity: type,
          entityId: id,
          details: { status, notified: notify },
        });
        return row;
      },
    });

    contractRoute(app, desk.remove, {
      handler: async (request) => {
        const { id } = request.params;
        const outcome = await deleteFinishedRequest(app.db, type, id);
        if (outcome === "not-found") throw notFound(REQUEST_NOT_FOUND);
        if (outcome === "not-finished") throw conflict(ONLY_FINISHED_DELETABLE);
        await recordAudit(app.db, {
          actor: ADMIN_ACTOR,
          action: "delete",
          entity: type,
          entityId: id,
        });
        return { success: true as const };
      },
    });
  }
}
