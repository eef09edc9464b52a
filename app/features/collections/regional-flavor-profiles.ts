// The specialty page's regional flavour strip (spec: Yirgacheffe, Limmu, Guji, Nekemet, Sidamo).
export interface RegionalFlavorProfile {
  region: string;
  altitude: string;
  notes: readonly string[];
  cup: string;
}

export const REGIONAL_FLAVOR_PROFILES: readonly RegionalFlavorProfile[] = [
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
];
