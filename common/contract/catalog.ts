import { z } from "../zod";
import { COFFEE_CATEGORY_VALUES } from "../constants";
import { hasNoNulCharacter, invalidCharacterMessage } from "../schemas/fields";
import { endpoint } from "./endpoint";
import { coffeeOptionRecord, partnerRecord } from "./records";

const category = z.enum(COFFEE_CATEGORY_VALUES, {
  error: "Category must be Speciality or Commercial",
});

// An unknown region is simply one without coffees; only text the database cannot compare is refused.
function catalogText(label: string) {
  return z.string().trim().refine(hasNoNulCharacter, invalidCharacterMessage(label));
}

/** The coffee catalog behind the sample wizard and the collection pages. */
export const coffeeApi = {
  regions: endpoint({ method: "GET", path: "/api/coffee/regions", response: z.array(z.string()) }),
  processingMethods: endpoint({
    method: "GET",
    path: "/api/coffee/processing-methods/:category",
    params: z.object({ category }),
    response: z.array(z.string()),
  }),
  grades: endpoint({
    method: "GET",
    path: "/api/coffee/grades/:category",
    params: z.object({ category }),
    response: z.array(z.number().int()),
  }),
  // The client encodes the region (Jimma/Limmu arrives as Jimma%2FLimmu); the router decodes it.
  varieties: endpoint({
    method: "GET",
    path: "/api/coffee/varieties/:region/:category",
    params: z.object({ region: catalogText("Region"), category }),
    response: z.array(z.string()),
  }),
  options: endpoint({
    method: "GET",
    path: "/api/coffee/options",
    querystring: z.object({
      category,
      processingMethod: catalogText("Processing method").optional(),
      region: catalogText("Region").optional(),
    }),
    response: z.array(coffeeOptionRecord),
  }),
};

export const partnerApi = {
  list: endpoint({ method: "GET", path: "/api/partners", response: z.array(partnerRecord) }),
};
