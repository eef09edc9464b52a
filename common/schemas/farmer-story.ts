// A farmer's story on /farmers-stories as the desk writes it (issue 50): POST /api/farmer-stories
// and PUT /api/farmer-stories/:id, with the fields of the spec's farmer profile (section 3,
// "Static client content"). Photographs are images of the library, set as the place
// `farmer-story/<slug>`.
import { z } from "../zod";
import { numberInput, requiredText } from "./fields";
import { listOrderSchema } from "./list-order";

export const FARMER_TEXT_MAX_LENGTH = 4000;
export const FARMING_PRACTICES_MAX = 12;

/** A count of people (children, children in school): a whole number from 0 to 30. */
function headCount(label: string) {
  const message = `${label} must be a whole number from 0 to 30`;
  return numberInput(
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
      .int(message)
      .min(0, message)
      .max(30, message),
    message,
  );
}

export const farmerStorySchema = z.object({
  farmerName: requiredText("Farmer name", 120),
  farmerWife: requiredText("Wife", 120),
  village: requiredText("Village", 120),
  region: requiredText("Region", 120),
  altitude: requiredText("Altitude", 60),
  landSize: requiredText("Land size", 60),
  production: requiredText("Production", 200),
  cherryPrice: requiredText("Cherry price", 200),
  children: headCount("Children"),
  schoolChildren: headCount("Children in school"),
  walkToSchool: requiredText("Walk to school", 60),
  pickSeason: requiredText("Pick season", 60),
  farmingExperience: requiredText("Farming experience", 60),
  story: requiredText("Story", FARMER_TEXT_MAX_LENGTH),
  challenges: requiredText("Challenges", FARMER_TEXT_MAX_LENGTH),
  impact: requiredText("Impact", FARMER_TEXT_MAX_LENGTH),
  /** One practice a line in the form; blank lines are dropped. */
  farmingPractices: z
    .array(
      z
        .string({ error: "Each farming practice must be text" })
        .trim()
        .max(200, "Each farming practice must be at most 200 characters"),
      {
        error: "Farming practices must be a list",
      },
    )
    .transform((lines) => lines.filter((line) => line !== ""))
    .pipe(
      z
        .array(z.string())
        .min(1, "Name at least one farming practice")
        .max(FARMING_PRACTICES_MAX, `At most ${FARMING_PRACTICES_MAX} farming practices`),
    ),
});
export type FarmerStoryInput = z.input<typeof farmerStorySchema>;
export type FarmerStoryData = z.output<typeof farmerStorySchema>;

export const FARMER_ORDER_MESSAGE = "The order must name every farmer once.";
export const farmerOrderSchema = listOrderSchema(FARMER_ORDER_MESSAGE);
