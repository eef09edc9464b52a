// The five fixed Ethiopian strategic partners of the home page's partners section (spec section 2),
// with their logo marks.
import type { ContentImage } from "./media";

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
      "The union of coffee cooperatives in Sidamo, whose washed and natural coffees make up much of our Sidamo offering.",
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
