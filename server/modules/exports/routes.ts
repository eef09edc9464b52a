import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PassThrough, Readable, pipeline } from "node:stream";
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

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** GET /api/exports/{type}/{csv|excel}: every request of a collection, streamed as it is read (inside the admin scope). */
export async function exportRoutes(app: FastifyInstance) {
  function csv(request: FastifyRequest, type: RequestType): Readable {
    // The BOM makes Excel read the file as UTF-8 (names with accents, Amharic).
    const output = stringify({ header: true, columns: exportColumns(type), bom: true });
    pipeline(Readable.from(exportRows(app.db, type)), output, (err) => {
      if (err) request.log.error({ err, type }, "CSV export failed");
    });
    return output;
  }

  function excel(request: FastifyRequest, type: RequestType): Readable {
    const output = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(type);
    sheet.addRow(exportColumns(type)).commit();
    void (async () => {
      for await (const cells of exportRows(app.db, type)) sheet.addRow(cells).commit();
      sheet.commit();
      await workbook.commit();
    })().catch((err: unknown) => {
      request.log.error({ err, type }, "Excel export failed");
      output.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return output;
  }

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
      .send(format === "csv" ? csv(request, type) : excel(request, type));
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
