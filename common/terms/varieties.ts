// The varieties and sub-areas a collection page groups its coffees by, region by region (spec
// section 3).
import type { OfferRegion } from "./offers";
import type { CoffeeCategory } from "./samples-and-quotes";

/** The single group shown for a region that has no named varieties. */
export const REGIONAL_GROUP = "Regional";

export type RegionVarietyMap = Readonly<Record<OfferRegion, readonly string[]>>;

export const SPECIALTY_REGION_VARIETIES: RegionVarietyMap = {
  Guji: [
    "Hambela",
    "Uraga",
    "Shakiso",
    "Kercha",
    "Danse Mormora",
    "Gogogu",
    "Buqui",
    "Terbe",
    "Arsosala",
    "Muda Tetesa",
  ],
  Yirgacheffe: [
    "Halo Beriti",
    "Banko Gotiti",
    "Adado",
    "Konga",
    "Worka",
    "Shale",
    "Gelana Abaya",
    // The spec's map writes "Chelchelle"; the site spells the station one way (docs/content-and-media.md).
    "Chelchele",
    "Koke",
    "Idido",
    "Chelbesa",
    "Chelba",
  ],
  Nekemt: [],
  "Benchi Maji": [],
  Sidamo: ["Kebado", "Cetamo", "Bensa"],
  "Jimma/Limmu": ["Debakulu", "Andracha", "Limmu Genet"],
};

// Sub-areas (woredas) of the same six regions, for the commercial page.
export const COMMERCIAL_REGION_VARIETIES: RegionVarietyMap = {
  Guji: ["Shakiso", "Uraga", "Hambela", "Adola", "Kercha"],
  Yirgacheffe: ["Kochere", "Gedeb", "Wenago", "Dilla Zuria"],
  Nekemt: ["Guto Gida", "Sibu Sire", "Gimbi", "Nejo"],
  "Benchi Maji": ["Sheko", "Guraferda", "Debub Bench", "Semen Bench"],
  Sidamo: ["Bensa", "Aroresa", "Shebedino", "Aleta Wondo", "Dale"],
  "Jimma/Limmu": ["Limmu Kossa", "Gomma", "Mana", "Agaro", "Seka Chekorsa"],
};

export const REGION_VARIETIES_BY_CATEGORY: Record<CoffeeCategory, RegionVarietyMap> = {
  Speciality: SPECIALTY_REGION_VARIETIES,
  Commercial: COMMERCIAL_REGION_VARIETIES,
};

/** The groups a collection page shows for a region: its varieties, or ['Regional'] when it has none. */
export function varietyGroups(category: CoffeeCategory, region: string): readonly string[] {
  const map = REGION_VARIETIES_BY_CATEGORY[category] as Readonly<Record<string, readonly string[]>>;
  const varieties = map[region];
  if (varieties === undefined) return [];
  return varieties.length > 0 ? varieties : [REGIONAL_GROUP];
}
