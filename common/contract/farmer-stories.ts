// The farmers on /farmers-stories (issue 50): everyone reads them in the desk's order; the
// administrator writes, orders and deletes them. Their photographs are set as the place
// farmer-story/<slug>.
import { z } from "../zod";
import { farmerOrderSchema, farmerStorySchema } from "../schemas/farmer-story";
import { endpoint } from "./endpoint";
import { publicImageRecord } from "./media-image";
import { recordIdParams } from "./record-id";
import { successReply } from "./records";

export const farmerStoryRecord = z.object({
  id: z.number().int(),
  /** The content id they had, and the key of their photographs' place; never changes. */
  slug: z.string(),
  farmerName: z.string(),
  farmerWife: z.string(),
  village: z.string(),
  region: z.string(),
  altitude: z.string(),
  landSize: z.string(),
  production: z.string(),
  cherryPrice: z.string(),
  children: z.number().int(),
  schoolChildren: z.number().int(),
  walkToSchool: z.string(),
  pickSeason: z.string(),
  farmingExperience: z.string(),
  story: z.string(),
  challenges: z.string(),
  impact: z.string(),
  farmingPractices: z.array(z.string()),
  /** From the image library, in the desk's order. */
  photos: z.array(publicImageRecord),
});
export type FarmerStory = z.output<typeof farmerStoryRecord>;

export const farmerStoryApi = {
  list: endpoint({
    method: "GET",
    path: "/api/farmer-stories",
    response: z.array(farmerStoryRecord),
  }),
  /** Added last. */
  create: endpoint({
    method: "POST",
    path: "/api/farmer-stories",
    body: farmerStorySchema,
    response: farmerStoryRecord,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/farmer-stories/:id",
    params: recordIdParams,
    body: farmerStorySchema,
    response: farmerStoryRecord,
  }),
  /** Also takes their photographs out of its place (the images stay in the library). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/farmer-stories/:id",
    params: recordIdParams,
    response: successReply,
  }),
  order: endpoint({
    method: "PUT",
    path: "/api/farmer-story-order",
    body: farmerOrderSchema,
    response: z.array(farmerStoryRecord),
  }),
};
