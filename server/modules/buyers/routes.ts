import type { FastifyInstance } from "fastify";
import { EXPORT_FORMATS } from "../../../common/constants";
import { buyerApi, buyerExportApi, buyerRecord } from "../../../common/contract/buyers";
import { MERGE_INTO_ITSELF } from "../../../common/schemas/buyer";
import { contractRoute } from "../../contract";
import { conflict, notFound, validationError } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { sendExport } from "../exports/routes";
import { exportCell, type ExportCell } from "../exports/service";
import {
  BUYER_HAS_REQUESTS,
  BUYER_NOT_FOUND,
  buyerDetail,
  deleteBuyer,
  listBuyers,
  MERGE_TARGET_NOT_FOUND,
  mergeBuyers,
  updateBuyer,
  type ListedBuyer,
} from "./service";

/** The buyers' sheet: every field of the list's record, in its order. */
const EXPORT_COLUMNS = Object.keys(buyerRecord.shape);

async function* exportRows(buyers: Promise<ListedBuyer[]>): AsyncGenerator<ExportCell[]> {
  for (const buyer of await buyers) {
    const record: Record<string, unknown> = buyer;
    yield EXPORT_COLUMNS.map((column) => exportCell(record[column]));
  }
}

/** The desk's buyers (inside the admin scope, decision 068). */
export async function buyerDeskRoutes(app: FastifyInstance) {
  const audit = (action: "update" | "delete", id: number, details: Record<string, unknown>) =>
    recordAudit(app.db, { actor: ADMIN_ACTOR, action, entity: "buyers", entityId: id, details });

  contractRoute(app, buyerApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listBuyers(app.db, request.query.q);
    },
  });

  contractRoute(app, buyerApi.detail, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const found = await buyerDetail(app.db, request.params.id);
      if (!found) throw notFound(BUYER_NOT_FOUND);
      reply.header("cache-control", "no-store");
      return found;
    },
  });

  contractRoute(app, buyerApi.update, {
    handler: async (request) => {
      const { id } = request.params;
      const buyer = await updateBuyer(app.db, id, request.body);
      if (!buyer) throw notFound(BUYER_NOT_FOUND);
      await audit("update", id, { fields: Object.keys(request.body) });
      return buyer;
    },
  });

  contractRoute(app, buyerApi.merge, {
    handler: async (request) => {
      const { id } = request.params;
      const { intoId } = request.body;
      const outcome = await mergeBuyers(app.db, id, intoId);
      if ("refused" in outcome) {
        if (outcome.refused === "itself")
          throw validationError(MERGE_INTO_ITSELF, {
            fields: [{ field: "intoId", message: MERGE_INTO_ITSELF }],
          });
        throw notFound(outcome.refused === "not-found" ? BUYER_NOT_FOUND : MERGE_TARGET_NOT_FOUND);
      }
      await audit("delete", id, { mergedInto: intoId });
      return outcome.merged;
    },
  });

  contractRoute(app, buyerApi.remove, {
    handler: async (request) => {
      const { id } = request.params;
      const outcome = await deleteBuyer(app.db, id);
      if (outcome === "not-found") throw notFound(BUYER_NOT_FOUND);
      if (outcome === "has-requests") throw conflict(BUYER_HAS_REQUESTS);
      await audit("delete", id, {});
      return { success: true as const };
    },
  });

  for (const format of EXPORT_FORMATS)
    contractRoute(app, buyerExportApi[format], {
      config: { rateLimit: app.limits.read },
      handler: (request, reply) =>
        sendExport(app, request, reply, {
          name: "buyers",
          format,
          columns: EXPORT_COLUMNS,
          // One read: buyers are companies, far fewer than their requests.
          rows: exportRows(listBuyers(app.db)),
        }),
    });
}
