// The regional flavour profiles of /specialty's flavour strip.

export interface RegionalFlavorProfile {
  readonly region: "Yirgacheffe" | "Limmu" | "Guji" | "Nekemt" | "Sidamo";
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
    region: "Nekemt",
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
