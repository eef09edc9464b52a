// The public download of the current offers (issue 11): one row per lot the buyer sees on
// /offers with the same filters and order, sold-out lots last, every trade term in a column.
import {
  AVAILABILITY_LABELS,
  CERTIFICATION_LABELS,
  isAvailability,
  LOT_POSITION_LABELS,
  type Certification,
  type LotPosition,
} from "../../../common/constants";
import { pricePerKilogram, priceBasisText } from "../../../common/lot-terms";
import { listOffers as listShown, type OfferFilters } from "../../../common/offer-list";
import type { Db } from "../../db/client";
import { exportCell, type ExportCell } from "../exports/service";
import { listOffers, type OfferRow } from "./service";

const COLUMNS: readonly [string, (offer: OfferRow) => unknown][] = [
  ["Lot", (o) => o.name],
  [
    "Availability",
    (o) => (isAvailability(o.availability) ? AVAILABILITY_LABELS[o.availability] : ""),
  ],
  ["Region", (o) => o.region],
  ["Producer", (o) => o.producer],
  ["Farm", (o) => o.farm],
  ["Washing station", (o) => o.washingStation],
  ["Variety", (o) => o.variety],
  ["Processing", (o) => o.processing],
  ["Grade", (o) => o.grade],
  ["Cup score", (o) => o.cupScore],
  ["Flavour notes", (o) => o.flavorProfile],
  ["Crop year", (o) => o.cropYear],
  ["Harvest", (o) => o.harvestDate],
  ["Altitude min (m)", (o) => o.altitudeMinM],
  ["Altitude max (m)", (o) => o.altitudeMaxM],
  ["Moisture (%)", (o) => o.moisturePercent],
  ["Water activity (aw)", (o) => o.waterActivity],
  ["Density (g/L)", (o) => o.densityGramsPerLitre],
  ["Pre-shipment figures", (o) => (o.preShipmentFigures ? "Yes" : "No")],
  ["Screen size", (o) => o.screenSize],
  ["Defects per 350 g", (o) => o.defectsPer350g],
  ["Lot size (bags)", (o) => o.lotSize],
  ["Bags remaining", (o) => o.bagsRemaining],
  ["Minimum order (bags)", (o) => o.minimumOrderBags],
  ["Bag size (kg)", (o) => o.bagSizeKg],
  ["Packaging", (o) => o.packaging],
  ["Position", (o) => (o.position ? LOT_POSITION_LABELS[o.position as LotPosition] : "")],
  ["Shipment month", (o) => o.shipmentMonth],
  ["ETA", (o) => o.eta],
  ["Warehouse", (o) => o.warehouseLocation],
  ["Price basis", (o) => priceBasisText(o.priceBasis, o.warehouseLocation)],
  ["Price (USD/lb)", (o) => (o.pricePerLbs > 0 ? o.pricePerLbs : "")],
  [
    "Price (USD/kg)",
    (o) => (o.pricePerLbs > 0 ? Math.round(pricePerKilogram(o.pricePerLbs) * 100) / 100 : ""),
  ],
  [
    "Certifications",
    (o) => [
      ...o.certifications.map((c: Certification) => CERTIFICATION_LABELS[c]),
      ...(o.otherCertifications ? [o.otherCertifications] : []),
    ],
  ],
  ["Traceability batch", (o) => o.traceabilityBatch],
  ["Certificate number", (o) => o.certNo],
  ["Samples", (o) => (o.sampleAvailable ? "Available" : "Not available")],
];

export const OFFER_EXPORT_COLUMNS = COLUMNS.map(([header]) => header);

/** The rows of a download for a /offers query; the list is small, so it is read at once. */
export async function offerExportRows(db: Db, filters: OfferFilters) {
  const offers = listShown(await listOffers(db), filters).shown;
  return offers.map((offer): ExportCell[] => COLUMNS.map(([, read]) => exportCell(read(offer))));
}
