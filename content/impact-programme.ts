// /impact below its title band: the core commitments, the figures, the four pillars and where to
// read on (spec section 2). It loads with the component that shows it.
import { companyFigures } from "./facts";

export interface ImpactCommitment {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly points: readonly string[];
}

export const commitments = [
  {
    id: "pre-harvest-financing",
    title: "Pre-Harvest Financing",
    body: "Interest-free loans in the lean months before the harvest, so families are not forced to sell unripe cherry early and cheap.",
    points: [
      "Paid out from July to September",
      "Repaid in cherry at the market price",
      "No interest, no collateral",
    ],
  },
  {
    id: "training-education",
    title: "Training & Education",
    body: "Field training in selective picking, pruning, stumping and composting, and support for the schools our farmers’ children attend.",
    points: [
      "Picking and drying demonstrations each harvest",
      "Seedlings for renewing old trees",
      "School repairs and supplies",
    ],
  },
  {
    id: "quality-rewards",
    title: "Quality Rewards",
    body: "A premium above the cherry price for the day-lots that cup highest, paid to the families who delivered them once the coffee is sold.",
    points: [
      "Cup scores shared with every station",
      "Second payment after the sale",
      "Premiums paid by mobile money",
    ],
  },
  {
    id: "environmental-care",
    title: "Environmental Care",
    body: "Shade-grown coffee, native trees raised for replanting, and washing water settled and reused instead of running into streams.",
    points: [
      "Native shade-tree nurseries",
      "Water recirculation at the stations",
      "Coffee pulp composted and returned to farms",
    ],
  },
] as const satisfies readonly ImpactCommitment[];

export interface ImpactStat {
  readonly value: string;
  readonly label: string;
  readonly detail: string;
}

export const impactStats = [
  {
    value: companyFigures.programmePartners.value,
    label: "Farmer partners",
    detail: `${companyFigures.programmePartners.counts}, among the group’s ${companyFigures.groupFarmers.value}`,
  },
  {
    value: companyFigures.yearsOfLoans,
    label: "Years",
    detail: `of interest-free farmer loans since ${companyFigures.groupFounded}`,
  },
  {
    value: companyFigures.heirloomVarieties,
    label: "Heirloom varieties",
    detail: "landraces and selections across our regions",
  },
  {
    value: companyFigures.traceable,
    label: "Traceable",
    detail: "every lot to its station and processing day",
  },
] as const satisfies readonly ImpactStat[];

export interface ImpactPillar {
  readonly title: string;
  readonly body: string;
}

export const pillars = [
  {
    title: "Social Equity",
    body: "Fair prices paid on delivery, premiums returned to the families who earn them, and paid work for women at the drying beds and in sorting.",
  },
  {
    title: "Environmental Stewardship",
    body: "Coffee grown under native shade, forests kept standing because the coffee in them is worth more, and clean water below every washing station.",
  },
  {
    title: "Economic Resilience",
    body: "Loans before the harvest, renewed trees that yield for decades, and long-term buyers who come back every year.",
  },
  {
    title: "Cultural Preservation",
    body: "Heirloom coffees kept in the gardens where they evolved, the coffee ceremony at the heart of every visit, and the knowledge of farming families passed on.",
  },
] as const satisfies readonly ImpactPillar[];

export const impactLinks = {
  farmerStories: { label: "Read Farmer Stories", href: "/farmers-stories" },
  home: { label: "Back to Home", href: "/" },
} as const;
