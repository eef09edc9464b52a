// A partner or customer of the home page's partners section, as the desk writes it (issue 50):
// POST /api/partners and PUT /api/partners/:id. Its logo is an image of the library, set as the
// place `partner/<id>` (PUT /api/media/places/partner/:id).
import { z } from "../zod";
import { PARTNER_TYPES } from "../terms/partners";
import { blankableText, requiredChoice, requiredText } from "./fields";
import { listOrderSchema } from "./list-order";

export const PARTNER_NAME_MAX_LENGTH = 255;
export const PARTNER_DESCRIPTION_MAX_LENGTH = 500;
export const PARTNER_TYPE_MESSAGE = "Type must be partner or customer";

export const partnerSchema = z.object({
  name: requiredText("Name", PARTNER_NAME_MAX_LENGTH),
  /** What they are and where, e.g. "Specialty roaster, Hamburg". */
  description: blankableText("Description", PARTNER_DESCRIPTION_MAX_LENGTH),
  type: requiredChoice(PARTNER_TYPES, PARTNER_TYPE_MESSAGE),
});
export type PartnerInput = z.input<typeof partnerSchema>;
export type PartnerData = z.output<typeof partnerSchema>;

export const PARTNER_ORDER_MESSAGE = "The order must name every partner and customer once.";

/** The order of the section's tiles: every partner's and customer's id, first shown first. */
export const partnerOrderSchema = listOrderSchema(PARTNER_ORDER_MESSAGE);
export type PartnerOrder = z.output<typeof partnerOrderSchema>;
