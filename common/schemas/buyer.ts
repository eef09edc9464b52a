// The desk's edits of a buyer (issue 49, decision 068): its company name, country and free note,
// each optional in a PATCH; and a merge into another buyer.
import { z } from "../zod";
import { PG_INTEGER_MAX } from "../contract/record-id";
import { hasNoNulCharacter, invalidCharacterMessage, optionalText, requiredText } from "./fields";

export const BUYER_NAME_MAX_LENGTH = 255;
export const BUYER_COUNTRY_MAX_LENGTH = 100;
export const BUYER_NOTE_MAX_LENGTH = 4000;
export const BUYER_SEARCH_MAX_LENGTH = 200;
export const BUYER_UPDATE_EMPTY_MESSAGE = "Change the company name, the country or the note.";
export const MERGE_TARGET_MESSAGE = "Choose the buyer to merge into.";
export const MERGE_INTO_ITSELF = "A buyer cannot be merged into itself.";

/** A field left out stays as it is; an empty country or note clears it. */
export const buyerUpdateSchema = z
  .object({
    companyName: requiredText("Company name", BUYER_NAME_MAX_LENGTH).optional(),
    country: optionalText("Country", BUYER_COUNTRY_MAX_LENGTH).optional(),
    note: optionalText("Note", BUYER_NOTE_MAX_LENGTH).optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    BUYER_UPDATE_EMPTY_MESSAGE,
  );

export type BuyerUpdateInput = z.input<typeof buyerUpdateSchema>;
export type BuyerUpdateData = z.output<typeof buyerUpdateSchema>;

/** POST /api/buyers/{id}/merge: every request of buyer {id} moves to `intoId`, then {id} is deleted. */
export const buyerMergeSchema = z.object({
  intoId: z
    .number({ error: MERGE_TARGET_MESSAGE })
    .int(MERGE_TARGET_MESSAGE)
    .min(1, MERGE_TARGET_MESSAGE)
    .max(PG_INTEGER_MAX, MERGE_TARGET_MESSAGE),
});

export type BuyerMergeInput = z.input<typeof buyerMergeSchema>;

/** GET /api/buyers?q=: a part of the company name, email domain, country or note. */
export const buyerSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(BUYER_SEARCH_MAX_LENGTH, `Search must be at most ${BUYER_SEARCH_MAX_LENGTH} characters`)
    .refine(hasNoNulCharacter, invalidCharacterMessage("Search"))
    .optional(),
});
