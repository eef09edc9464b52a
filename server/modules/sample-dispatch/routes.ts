// The desk records a sample's dispatch (inside the admin scope); the buyer is mailed.
import type { FastifyInstance } from "fastify";
import { sampleDispatchApi } from "../../../common/contract/sample-dispatch";
import { contractRoute } from "../../contract";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { dispatchNotice } from "./mail";
import { recordDispatch } from "./service";

export async function sampleDispatchRoutes(app: FastifyInstance) {
  contractRoute(app, sampleDispatchApi.record, {
    handler: async (request) => {
      const { id } = request.params;
      const { dispatch, outboxId } = await recordDispatch(
        app.db,
        id,
        request.body,
        (sample, stored) => ({
          ...dispatchNotice(sample, stored),
          to: sample.email,
          replyTo: app.config.SALES_EMAIL,
          kind: "dispatch-notice",
          requestReference: sample.reference,
        }),
        (tx, message) => app.mail.queueIn(tx, message),
      );
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "create",
        entity: "sample-dispatches",
        entityId: id,
      });
      // The mail leaves after the answer: a slow mail server never delays the desk.
      app.mail.sendLater([outboxId], request.log);
      return dispatch;
    },
  });
}
