// /farmers-stories: what each farmer's story tells (the farm, the family, the story, the
// challenges, the partnership's impact and the farming practices) and the partnership impact box,
// loaded with the component that tells it. The picker's list is in farmers.ts.
import type { FarmerId } from "./farmers";
import { processing } from "./facts";

/** A farmer's story, beside what the picker shows of them (farmers.ts). */
export interface FarmerStory {
  readonly farmerWife: string;
  readonly altitude: string;
  readonly landSize: string;
  readonly production: string;
  readonly cherryPrice: string;
  readonly children: number;
  readonly schoolChildren: number;
  readonly walkToSchool: string;
  readonly pickSeason: string;
  readonly farmingExperience: string;
  readonly story: string;
  readonly challenges: string;
  readonly impact: string;
  readonly farmingPractices: readonly string[];
}

export const farmerStories = {
  "tamiru-dube": {
    farmerWife: "Almaz Bekele",
    altitude: "2,050 m",
    landSize: "1.5 hectares",
    production: "About 3,600 kg of red cherry a season (roughly 620 kg of green coffee)",
    cherryPrice: "ETB 110 per kg of red cherry at the 2024/25 harvest, plus a quality premium",
    children: 5,
    schoolChildren: 4,
    walkToSchool: "40 minutes each way",
    pickSeason: "October to January",
    farmingExperience: "26 years",
    story:
      "Tamiru inherited half a hectare of coffee from his father in 1999 and has planted the rest himself, one terrace at a time, under enset and old Cordia shade trees. He and Almaz pick the farm in six or seven rounds through the harvest, taking only the red cherry, and carry it to the Chelchele washing station the same afternoon. Their coffee goes into the station’s washed day-lots, and in two of the last three harvests their delivery days cupped above 88.",
    challenges:
      "The months before the harvest are the hardest: the last season’s money is gone, school fees fall due and traders offer cash for cherry that is not yet ripe. Many of his trees are over 30 years old and yield less each year, and heavier rains in recent seasons have brought more coffee berry disease to the lower part of the farm.",
    impact:
      "An interest-free loan each August means the family no longer sells cherry early. With the quality premium, Tamiru has replaced a quarter of his oldest trees with seedlings from the station nursery and paid for his eldest daughter to start at Dilla University.",
    farmingPractices: [
      "Selective picking of fully red cherry only, in six or seven rounds",
      "Shade from enset, Cordia africana and Millettia trees",
      "Compost from coffee pulp returned to the farm",
      "Stumping and replanting old trees in rotation",
      "No synthetic fertiliser or pesticide",
      "Delivery to the washing station on the day of picking",
    ],
  },
} as const satisfies Record<FarmerId, FarmerStory>;

export interface PartnershipImpactItem {
  readonly value: string;
  readonly label: string;
}

export interface PartnershipImpact {
  readonly title: string;
  readonly body: string;
  readonly items: readonly PartnershipImpactItem[];
}

export const partnershipImpact = {
  title: "Partnership impact",
  body: "What working with us changes for a family like Tamiru and Almaz’s.",
  items: [
    {
      value: "0%",
      label: "Interest on the pre-harvest loan, repaid in cherry at the market price",
    },
    {
      value: `${processing.pulpingWithinHours} hours`,
      label: "At most from delivery to pulping, which protects the cup and the price",
    },
    { value: "Premium", label: "Paid on top of the cherry price for day-lots that cup highest" },
    { value: "1 in 4", label: "Old trees replaced with nursery seedlings over three seasons" },
  ],
} as const satisfies PartnershipImpact;
