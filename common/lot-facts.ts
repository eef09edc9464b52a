// Every fact of a lot with its unit, grouped as a green buyer reads a spec sheet. The lot's page,
// its printed sheet and its PDF all show this one list, so they cannot disagree.
import { availabilityLabel, CERTIFICATION_LABELS, quoteRegion } from "./constants";
import type { Offer } from "./contract/records";
import { altitudeText, bagsText, lotPriceText, offerCategory, positionText } from "./lot-terms";
import { figureText } from "./trade-figures";

export type LotFact = readonly [label: string, value: string];
export interface LotFactGroup {
  title: string;
  facts: LotFact[];
}

function bags(count: number | null): string {
  return count === null ? "" : bagsText(count);
}

function unit(value: number | null, suffix: string): string {
  return value === null ? "" : `${figureText(value, 2)}${suffix}`;
}

type Geometry = { type?: unknown; coordinates?: unknown };
type Feature = { geometry?: Geometry; properties?: Record<string, unknown> | null };

/** The first position of a GeoJSON geometry, as [longitude, latitude]. */
function firstPosition(coordinates: unknown): [number, number] | null {
  let value = coordinates;
  while (Array.isArray(value) && Array.isArray(value[0])) value = value[0];
  return Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number"
    ? [value[0], value[1]]
    : null;
}

/** A position as a buyer reads it; each coordinate keeps to one line (a no-break space before N). */
function degrees([longitude, latitude]: [number, number]): string {
  const lat = `${Math.abs(latitude).toFixed(4)}°\u00a0${latitude >= 0 ? "N" : "S"}`;
  const lon = `${Math.abs(longitude).toFixed(4)}°\u00a0${longitude >= 0 ? "E" : "W"}`;
  return `${lat}, ${lon}`;
}

/** "CH-0412 (6.0787° N, 38.2461° E); CH-0419 (...)" from the lot's GeoJSON, checked when saved. */
export function farmPlotsText(plots: Offer["farmPlots"]): string {
  if (!plots) return "";
  const features: Feature[] =
    plots.type === "FeatureCollection" && Array.isArray(plots.features)
      ? (plots.features as Feature[])
      : plots.type === "Feature"
        ? [plots as Feature]
        : [{ geometry: plots as Geometry }];
  const described = features.map((feature, index) => {
    const name = feature.properties?.plot ?? feature.properties?.name ?? `Plot ${index + 1}`;
    const at = firstPosition(feature.geometry?.coordinates);
    return at ? `${String(name)} (${degrees(at)})` : String(name);
  });
  const count = `${features.length} ${features.length === 1 ? "plot" : "plots"}`;
  return `${count}: ${described.join("; ")}`;
}

/** The lot's facts in groups; blank facts are left out, and so is a group with none. */
export function lotFactGroups(lot: Offer): LotFactGroup[] {
  // Figures of a pre-shipment sample say so: the lot itself may still be in the field.
  const measured = (value: number | null, suffix: string) =>
    unit(value, lot.preShipmentFigures ? `${suffix} (pre-shipment)` : suffix);
  const certifications = [
    ...lot.certifications.map((certification) => CERTIFICATION_LABELS[certification]),
    ...(lot.otherCertifications ? [lot.otherCertifications] : []),
  ];
  const groups: LotFactGroup[] = [
    {
      title: "Origin",
      facts: [
        ["Region", quoteRegion(lot.region)],
        ["Producer", lot.producer],
        ["Farm", lot.farm],
        ["Washing station", lot.washingStation ?? ""],
        ["Variety", lot.variety],
        ["Altitude", altitudeText(lot)],
        ["Processing", lot.processing],
        ["Crop year", lot.cropYear ?? ""],
        ["Harvest", lot.harvestDate],
      ],
    },
    {
      title: "Quality",
      facts: [
        ["Cup score", `${figureText(lot.cupScore, 2)} points`],
        ["Grade", lot.grade],
        ["Category", offerCategory(lot)],
        ["Moisture", measured(lot.moisturePercent, " %")],
        ["Water activity", measured(lot.waterActivity, " aw")],
        ["Density", measured(lot.densityGramsPerLitre, " g/L")],
        ["Screen size", lot.screenSize ?? ""],
        ["Defects", unit(lot.defectsPer350g, " per 350 g")],
      ],
    },
    {
      title: "Trade terms",
      facts: [
        ["Price", lotPriceText(lot)],
        ["Availability", availabilityLabel(lot.availability)],
        ["Position", positionText(lot)],
        ["Lot size", bags(lot.lotSize)],
        ["Bags remaining", bags(lot.bagsRemaining)],
        ["Minimum order", bags(lot.minimumOrderBags)],
        ["Bag size", unit(lot.bagSizeKg, " kg")],
        ["Packaging", lot.packaging ?? ""],
        ["Warehouse", lot.warehouseLocation],
        ["Certifications", certifications.join(", ")],
        ["Certificate no.", lot.certNo],
        ["Samples", lot.sampleAvailable ? "Available" : "Not available"],
      ],
    },
    {
      title: "Traceability (EUDR)",
      facts: [
        ["Batch number", lot.traceabilityBatch ?? ""],
        ["Farm plots", farmPlotsText(lot.farmPlots)],
      ],
    },
  ];
  return groups
    .map((group) => ({ ...group, facts: group.facts.filter(([, value]) => value.trim() !== "") }))
    .filter((group) => group.facts.length > 0);
}
