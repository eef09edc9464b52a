// /coffee-process below the journey: the facility's figures and the processing facts, loaded with
// the part that shows them.
import { companyFigures, processing } from "./facts";

export interface ProcessStat {
  readonly value: string;
  readonly label: string;
}

export const processStats = [
  { value: "State of The Art", label: "Facility" },
  { value: companyFigures.satisfaction, label: "Customer satisfaction" },
  { value: companyFigures.countries, label: "Countries served" },
] as const satisfies readonly ProcessStat[];

export interface ProcessingFact {
  readonly label: string;
  readonly value: string;
  readonly detail: string;
}

export const processingFacts = [
  {
    label: "Pulping",
    value: `Within ${processing.pulpingWithinHours} hours`,
    detail: "of picking, so the cherry never starts to ferment on its own",
  },
  {
    label: "Fermentation",
    value: `${processing.fermentationHours} hours`,
    detail: "depending on altitude and temperature, checked by hand",
  },
  {
    label: "Drying",
    value: `${processing.dryingDays} days`,
    detail: `on raised beds, turning every ${processing.turningEveryHours} hours`,
  },
  {
    label: "Moisture",
    value: processing.moisture,
    detail: "before the coffee is bagged and stored",
  },
] as const satisfies readonly ProcessingFact[];
