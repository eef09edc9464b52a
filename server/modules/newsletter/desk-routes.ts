// The administrator's subscriber list and its CSV export (inside the admin scope).
import type { FastifyInstance } from "fastify";
import { newsletterDeskApi } from "../../../common/contract/newsletter";
import { exportFilename } from "../../../common/export-filename";
import { contractRoute } from "../../contract";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { CONTENT_TYPES, csvStream } from "../exports/writers";
import { exportCell } from "../exports/service";
import { listSubscriptions, type Subscription } from "./service";

const CSV_COLUMNS = ["email", "signedUpAt", "confirmedAt", "status"];

function csvRow(subscription: Subscription) {
  return [
    subscription.email,
    subscription.createdAt,
    subscription.confirmedAt,
    subscription.confirmedAt ? "confirmed" : "pending",
  ].map(exportCell);
}

export async function newsletterDeskRoutes(app: FastifyInstance) {
  contractRoute(app, newsletterDeskApi.list, {
    config: { rateLimit: app.limits.read },
    handler: () => listSubscriptions(app.db),
  });

  contractRoute(app, newsletterDeskApi.csv, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const subscriptions = await listSubscriptions(app.db);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "export",
        entity: "newsletter-subscriptions",
        details: { format: "csv" },
      });
      const csv = csvStream({
        name: "Subscribers",
        columns: CSV_COLUMNS,
        rows: subscriptions.map(csvRow),
        onError: (err) => request.log.error({ err }, "subscriber export failed midway"),
      });
      return reply
        .type(CONTENT_TYPES.csv)
        .header(
          "content-disposition",
          `attachment; filename="${exportFilename("newsletter-subscriptions", "csv")}"`,
        )
        .header("cache-control", "no-store")
        .send(csv);
    },
  });
}
