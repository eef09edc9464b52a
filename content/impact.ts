// /impact's title band; the commitments, figures and pillars are in impact-programme.ts.
import { companyFigures } from "./facts";
import type { ContentImage } from "./media";

export const impactIntro = {
  eyebrow: "Impact & CSR",
  title: "Good coffee depends on the people who grow it",
  body: `Since ${companyFigures.groupFounded} the group has lent farmers money before the harvest, free of interest. Everything else we do for the communities we buy from grows out of that first commitment.`,
  image: {
    id: "community-school",
    alt: "Children walking up the path to a village school among coffee gardens",
  },
} as const satisfies { eyebrow: string; title: string; body: string; image: ContentImage };
