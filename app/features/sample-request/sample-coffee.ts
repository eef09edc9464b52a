// The coffee a single-sample request is for: fixed by the offer or the collection card it was
// opened from, shown in the 'Selected Coffee' summary and sent as the request's coffee fields.
import {
  categoryOfGrade,
  gradeLabel,
  gradeNumber,
  REGIONAL_GROUP,
  SINGLE_SAMPLE_DEFAULTS,
  type CoffeeCategory,
} from "~common/constants";
import type { SampleRequestInput } from "~common/schemas/sample-request";
import type { CoffeeOption, Offer } from "~common/contract/records";

/** The offer's variety column holds 255 characters, the sample request's 100. */
const SAMPLE_VARIETY_MAX_LENGTH = 100;

export type SampleCoffeeFields = Pick<
  SampleRequestInput,
  "coffeeCategory" | "coffeeRegion" | "coffeeVariety" | "coffeeProcessing" | "coffeeGrade"
>;

export type SampleCoffee = Required<{ [K in keyof SampleCoffeeFields]: string }> & {
  /** What the visitor calls it: the offer's name, or region, variety, processing and grade. */
  name: string;
  offerId?: number;
};

/** A collection card's coffee: a catalog option and the page's category. */
export type CollectionCoffee = CoffeeOption & { category: CoffeeCategory };

/**
 * The lot's own facts; the spec's single-sample defaults only where the lot states none. The
 * category follows the grade (1-2 specialty, 3-4 commercial), so a Grade 1 lot is never Commercial.
 */
export function offerSampleCoffee(offer: Offer): SampleCoffee {
  const grade = gradeNumber(offer.grade);
  return {
    name: offer.name,
    offerId: offer.id,
    coffeeCategory: categoryOfGrade(offer.grade) ?? SINGLE_SAMPLE_DEFAULTS.coffeeCategory,
    coffeeRegion: offer.region,
    coffeeVariety: offer.variety.trim().slice(0, SAMPLE_VARIETY_MAX_LENGTH),
    coffeeProcessing: offer.processing || SINGLE_SAMPLE_DEFAULTS.coffeeProcessing,
    coffeeGrade:
      grade !== null ? gradeLabel(grade) : offer.grade.trim() || SINGLE_SAMPLE_DEFAULTS.coffeeGrade,
  };
}

export function collectionSampleCoffee(coffee: CollectionCoffee): SampleCoffee {
  const variety = coffee.variety && coffee.variety !== REGIONAL_GROUP ? coffee.variety : "";
  const grade = gradeLabel(coffee.grade);
  return {
    name: [coffee.region, variety, coffee.processingMethod, grade].filter(Boolean).join(" "),
    coffeeCategory: coffee.category,
    coffeeRegion: coffee.region,
    coffeeVariety: variety,
    coffeeProcessing: coffee.processingMethod,
    coffeeGrade: grade,
  };
}

export function sampleCoffeeFields(coffee: SampleCoffee): SampleCoffeeFields {
  return {
    coffeeCategory: coffee.coffeeCategory,
    coffeeRegion: coffee.coffeeRegion,
    coffeeVariety: coffee.coffeeVariety,
    coffeeProcessing: coffee.coffeeProcessing,
    coffeeGrade: coffee.coffeeGrade,
  };
}
