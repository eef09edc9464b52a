import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  EXPORT_FORMATS,
  REQUEST_TYPES,
  type ExportFormat,
  type RequestType,
} from "../../../common/constants";
import { requestDeskApi } from "../../../common/contract/request-desk";
import { exportFilename } from "../../../common/export-filename";
import { contractRoute } from "../../contract";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { exportColumns, exportRows } from "./service";
import { CONTENT_TYPES, sheetStream } from "./writers";

/** GET /api/exports/{type}/{csv|excel}: every request of a collection, streamed as it is read (inside the admin scope). */
export async function exportRoutes(app: FastifyInstance) {
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    type: RequestType,
    format: ExportFormat,
  ) {
    await recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action: "export",
      entity: type,
      details: { format },
    });
    return reply
      .type(CONTENT_TYPES[format])
      .header("content-disposition", `attachment; filename="${exportFilename(type, format)}"`)
      .header("cache-control", "no-store")
      .send(
        sheetStream(format, {
          name: type,
          columns: exportColumns(type),
          rows: exportRows(app.db, type),
          onError: (err) => request.log.error({ err, type, format }, "Export failed"),
        }),
      );
  }

  // One route per collection and format: anything else is not found.
  for (const type of REQUEST_TYPES) {
    for (const format of EXPORT_FORMATS) {
      contractRoute(app, requestDeskApi[type].exports[format], {
        config: { rateLimit: app.limits.read },
        handler: (request, reply) => send(request, reply, type, format),
      });
    }
  }
}
