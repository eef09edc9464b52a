// The home page's partners section: the five fixed Ethiopian strategic partners, shown with their
// logo marks beside the partners and customers loaded from /api/partners (spec section 2); and the
// regional flavour profiles of /specialty.
import type { ContentImage } from "./media";

export const partnersSection = {
  eyebrow: "Partners",
  title: "Partners and Customers",
  intro: "The Ethiopian institutions we export through, and the roasters and importers we ship to.",
  strategicTitle: "Ethiopian strategic partners",
  loading: "Loading partners...",
} as const;

export interface StrategicPartner {
  readonly id: string;
  readonly name: string;
  /** Abbreviation the trade knows them by. */
  readonly shortName: string;
  readonly description: string;
  /**
   * An original mark drawn for this site (content/media/partner-*.svg), not the institution's
   * official logo; replace it with the official artwork once the partner has approved its use.
   */
  readonly logo: ContentImage;
}

export const strategicPartners = [
  {
    id: "ecta",
    name: "Ethiopian Coffee and Tea Authority",
    shortName: "ECTA",
    description:
      "The national regulator of the coffee and tea sector: it licenses exporters and inspects and certifies the quality of every coffee lot before it leaves the country.",
    logo: { id: "partner-ecta", alt: "Ethiopian Coffee and Tea Authority" },
  },
  {
    id: "ecx",
    name: "Ethiopia Commodity Exchange",
    shortName: "ECX",
    description:
      "The national commodity exchange, where commercial coffee is graded in its warehouses and traded, and where our commercial contracts source part of their volume.",
    logo: { id: "partner-ecx", alt: "Ethiopia Commodity Exchange" },
  },
  {
    id: "ocfcu",
    name: "Oromia Coffee Farmers Cooperative Union",
    shortName: "OCFCU",
    description:
      "A union of primary coffee cooperatives across the coffee zones of Oromia, including Guji, Jimma, Limmu and the west around Nekemt.",
    logo: { id: "partner-ocfcu", alt: "Oromia Coffee Farmers Cooperative Union" },
  },
  {
    id: "scfcu",
    name: "Sidama Coffee Farmers Cooperative Union",
    shortName: "SCFCU",
    description:
      "The union of coffee cooperatives in Sidama, whose washed and natural coffees make up much of our Sidamo offering.",
    logo: { id: "partner-scfcu", alt: "Sidama Coffee Farmers Cooperative Union" },
  },
  {
    id: "ycfcu",
    name: "Yirgacheffe Coffee Farmers Cooperative Union",
    shortName: "YCFCU",
    description:
      "The union of cooperatives in the Gedeo zone, from Yirgacheffe and Kochere to Gedeb, the home of the floral washed coffees the region is known for.",
    logo: { id: "partner-ycfcu", alt: "Yirgacheffe Coffee Farmers Cooperative Union" },
  },
] as const satisfies readonly StrategicPartner[];

export interface RegionalFlavorProfile {
  readonly region: "Yirgacheffe" | "Limmu" | "Guji" | "Nekemet" | "Sidamo";
  readonly altitude: string;
  readonly notes: readonly string[];
  readonly cup: string;
}

/** The /specialty regional flavour strip, in the spec's order. */
export const regionalFlavorProfiles = [
  {
    region: "Yirgacheffe",
    altitude: "1,750-2,200 m",
    notes: ["Jasmine", "Bergamot", "Lemon"],
    cup: "Floral and tea-like, bright citric acidity",
  },
  {
    region: "Limmu",
    altitude: "1,400-2,100 m",
    notes: ["Spice", "Red wine", "Cocoa"],
    cup: "Balanced and winey, a rounded body",
  },
  {
    region: "Guji",
    altitude: "1,800-2,300 m",
    notes: ["Blueberry", "Peach", "Cane sugar"],
    cup: "Dense stone fruit, syrupy sweetness",
  },
  {
    region: "Nekemet",
    altitude: "1,500-2,000 m",
    notes: ["Dark chocolate", "Orange peel", "Earth"],
    cup: "Full-bodied, gentle acidity",
  },
  {
    region: "Sidamo",
    altitude: "1,500-2,200 m",
    notes: ["Apricot", "Black tea", "Brown sugar"],
    cup: "Sweet and clean, medium body",
  },
] as const satisfies readonly RegionalFlavorProfile[];
