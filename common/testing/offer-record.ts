// An offer as the API answers with it, for browser-side unit tests: the factory's input parsed by
// the admin's schema (so it holds only values an admin can save), with an id and dates.
import type { Offer } from "../contract/records";
import { offerSchema, type OfferInput } from "../schemas/offer";
import { buildOffer } from "./factories";

export function buildOfferRecord(
  overrides: Partial<OfferInput> = {},
  { id = 1, createdAt = "2026-01-10" }: { id?: number; createdAt?: string } = {},
): Offer {
  const at = `${createdAt}T00:00:00.000Z`;
  return {
    ...offerSchema.parse(buildOffer(overrides)),
    id,
    images: [],
    createdAt: at,
    updatedAt: at,
  };
}
