// /farmers-stories: the partnership impact box under every farmer's story, loaded with the
// component that tells it. The farmers and their stories are records of the desk (issue 50).
import { processing } from "./facts";

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
