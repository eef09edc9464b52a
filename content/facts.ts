// The one home of every figure and place fact the site states on more than one page. Pages,
// content files and the database seed read them from here, so a buyer never meets two values of
// the same fact; content/facts.test.ts fails when a stray copy disagrees.
import { metresText } from "../common/trade-figures";

/** A figure and, in words, what it counts: the spec fixes several farmer figures that count different things. */
export interface CountedFigure {
  readonly value: string;
  readonly counts: string;
}

/** Company and marketing figures (spec sections 1 and 9). */
export const companyFigures = {
  founded: "December 2021",
  groupFounded: 2002,
  groupFarmers: {
    value: "45,000",
    counts: "farmers who sell their coffee to the group, through its stations and cooperatives",
  },
  families: { value: "120,000", counts: "families whose income comes from that coffee" },
  supplyPartners: {
    value: "40K+",
    counts: "smallholders who deliver cherry to the group’s own washing stations",
  },
  programmePartners: {
    value: "500+",
    counts: "farmers our field team trains and finances farm by farm",
  },
  newLoanFarmers: {
    value: "4,000",
    counts: "more of the group’s farmers reached by interest-free loans this season",
  },
  regions: "8+",
  yearsOfLoans: "20+",
  heirloomVarieties: "15+",
  traceable: "100%",
  satisfaction: "98%",
  countries: "30+",
} as const satisfies Record<string, string | number | CountedFigure>;

/** How every washing station processes (spec section 2, /coffee-process). */
export const processing = {
  pulpingWithinHours: 12,
  fermentationHours: "12-24",
  dryingDays: "10-15",
  turningEveryHours: "2-3",
  moisture: "10-12%",
} as const;

/**
 * The region names the running copy uses, one spelling each, the one the spec uses most: Nekemt,
 * Limmu, Sidamo (issue 47, docs/content-and-media.md).
 */
export const originRegions = ["Yirgacheffe", "Guji", "Sidamo", "Limmu", "Nekemt"] as const;

/** "A, B, C and D". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export interface StationFacts {
  readonly name: string;
  /** The altitude range in metres: the station's lot holds it, and the pages write it from it. */
  readonly altitudeMinM: number;
  readonly altitudeMaxM: number;
  readonly farmers?: number;
  readonly fermentationHours?: number;
  readonly dryingDays?: number;
}

/** Stations whose lot and story are told on more than one page (/offers, /coffee-stories). */
export const stations = {
  chelchele: {
    name: "Chelchele",
    altitudeMinM: 1950,
    altitudeMaxM: 2150,
    farmers: 612,
    fermentationHours: 24,
    dryingDays: 12,
  },
  arsosala: { name: "Arsosala", altitudeMinM: 2100, altitudeMaxM: 2300, dryingDays: 15 },
  goroMuda: { name: "Goro Muda", altitudeMinM: 1950, altitudeMaxM: 2200 },
  debakulu: { name: "Debakulu", altitudeMinM: 1800, altitudeMaxM: 2000 },
  bankoGotiti: { name: "Banko Gotiti", altitudeMinM: 1900, altitudeMaxM: 2100 },
} as const satisfies Record<string, StationFacts>;

/** '1,950-2,150 m': a station's altitude as every page writes it, a lot's page included. */
export function stationAltitude(station: StationFacts): string {
  return metresText(station.altitudeMinM, station.altitudeMaxM);
}
