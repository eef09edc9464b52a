import type { FastifyInstance } from "fastify";
import type { ExportFormat } from "../../../common/constants";
import { offerApi } from "../../../common/contract/offers";
import { exportFilename } from "../../../common/export-filename";
import { contractRoute } from "../../contract";
import { CONTENT_TYPES, sheetStream } from "../exports/writers";
import { OFFER_EXPORT_COLUMNS, offerExportRows } from "./export";
import { listOffers } from "./service";

export async function offerRoutes(app: FastifyInstance) {
  contractRoute(app, offerApi.list, {
    config: { rateLimit: app.limits.read },
    handler: () => listOffers(app.db),
  });

  // The current list as a spreadsheet: public, counted as a read like the list itself.
  const downloads: [typeof offerApi.exportCsv | typeof offerApi.exportXlsx, ExportFormat][] = [
    [offerApi.exportCsv, "csv"],
    [offerApi.exportXlsx, "excel"],
  ];
  for (const [declaration, format] of downloads) {
    contractRoute(app, declaration, {
      config: { rateLimit: app.limits.read },
      handler: async (request, reply) => {
        const rows = await offerExportRows(app.db, request.query);
        return reply
          .type(CONTENT_TYPES[format])
          .header(
            "content-disposition",
            `attachment; filename="${exportFilename("offers", format)}"`,
          )
          .header("cache-control", "no-store")
          .send(
            sheetStream(format, {
              name: "offers",
              columns: OFFER_EXPORT_COLUMNS,
              rows,
              onError: (err) => request.log.error({ err, format }, "Offer download failed"),
            }),
          );
      },
    });
  }
}
