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
import { exportColumns, exportRows, type ExportCell } from "./service";
import { CONTENT_TYPES, sheetStream } from "./writers";

/**
 * Answers with a sheet of `rows` under `columns`, streamed as it is read, named `name` and the
 * day; the export is audited first. The requests' exports and the buyers' (decision 068) share it.
 */
export async function sendExport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  sheet: {
    name: string;
    format: ExportFormat;
    columns: string[];
    rows: AsyncIterable<ExportCell[]>;
  },
) {
  const { name, format, columns, rows } = sheet;
  await recordAudit(app.db, {
    actor: ADMIN_ACTOR,
    action: "export",
    entity: name,
    details: { format },
  });
  return reply
    .type(CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="${exportFilename(name, format)}"`)
    .header("cache-control", "no-store")
    .send(
      sheetStream(format, {
        name,
        columns,
        rows,
        onError: (err) => request.log.error({ err, name, format }, "Export failed"),
      }),
    );
}

/** GET /api/exports/{type}/{csv|excel}: every request of a collection, streamed as it is read (inside the admin scope). */
export async function exportRoutes(app: FastifyInstance) {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    type: RequestType,
    format: ExportFormat,
  ) =>
    sendExport(app, request, reply, {
      name: type,
      format,
      columns: exportColumns(type),
      rows: exportRows(app.db, type),
    });

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
