import type { FastifyInstance } from "fastify";
import type { ExportFormat } from "../../../common/constants";
import { offerApi } from "../../../common/contract/offers";
import { exportFilename } from "../../../common/export-filename";
import {
  listOffers as listShown,
  NO_OFFER_FILTERS,
  readOfferFilters,
  type OfferFilters,
} from "../../../common/offer-list";
import type { Offer } from "../../../common/contract/records";
import { contractRoute, contractSerializer } from "../../contract";
import { sendList } from "../../plugins/list-cache";
import { notFound } from "../../errors";
import { CONTENT_TYPES, sheetStream } from "../exports/writers";
import { OFFER_EXPORT_COLUMNS, offerExportRows } from "./export";
import { findLot, listOffers, offerRecordOf, withImages } from "./service";
import { jpegBytes } from "../media/store";
import { specSheetPdf, type SheetPhoto } from "./spec-sheet";

/**
 * The lot's first photograph for its spec sheet, read from the media store; null when it has none,
 * or when the store cannot give it now (the sheet is then sent without it, and the log says why).
 */
async function sheetPhoto(app: FastifyInstance, offer: Offer): Promise<SheetPhoto | null> {
  const image = offer.images[0];
  if (!image) return null;
  try {
    const jpeg = await jpegBytes(app.mediaStore, image);
    if (!jpeg) app.log.warn({ imageId: image.id }, "a lot's photograph has no JPEG in the store");
    return jpeg && { jpeg, caption: image.caption, credit: image.credit };
  } catch (err) {
    app.log.warn({ err, imageId: image.id }, "could not read a lot's photograph for its sheet");
    return null;
  }
}

/** "lot-3-guji-uraga-natural-grade-1-spec-sheet.pdf": ASCII only, safe in a header. */
function specSheetFilename(id: number, name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `lot-${id}${slug ? `-${slug}` : ""}-spec-sheet.pdf`;
}

/** The filters of a /offers query as the API received it, or null for no query at all. */
function queryFilters(query: Record<string, string | undefined>): OfferFilters | null {
  const given = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return given.length > 0 ? readOfferFilters(new URLSearchParams(given)) : null;
}

export async function offerRoutes(app: FastifyInstance) {
  const serializeList = contractSerializer(offerApi.list, app.config.NODE_ENV === "test");
  // The /offers page reads the same list (server/modules/pages).
  app.listCache.define("offers", async () =>
    serializeList(await withImages(app.db, await listOffers(app.db))),
  );
  contractRoute(app, offerApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const list = await app.listCache.get("offers");
      const filters = queryFilters(request.query);
      if (!filters) return sendList(request, reply, list);
      return listShown(JSON.parse(list.plain.toString()) as Offer[], filters).shown;
    },
  });

  contractRoute(app, offerApi.get, {
    config: { rateLimit: app.limits.read },
    handler: async (request) => {
      const offer = await findLot(app.db, request.params.id);
      if (!offer) throw notFound();
      return offer;
    },
  });

  contractRoute(app, offerApi.specSheet, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const offer = await findLot(app.db, request.params.id);
      if (!offer) throw notFound();
      const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const lot = offerRecordOf(offer);
      const pdf = await specSheetPdf(
        lot,
        `${origin.replace(/\/$/, "")}/offers/${offer.id}`,
        await app.siteSettings(),
        { photo: await sheetPhoto(app, lot) },
      );
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="${specSheetFilename(offer.id, offer.name)}"`,
        )
        .header("cache-control", "no-cache")
        .send(Buffer.from(pdf));
    },
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
        const filters = queryFilters(request.query) ?? NO_OFFER_FILTERS;
        const rows = await offerExportRows(app.db, filters);
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
