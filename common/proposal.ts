// A priced proposal answering a quote request (issue 49): the desk writes it, the buyer accepts or
// declines it from a signed link until it expires. The form's schema with its limits and messages,
// shared by the admin's dialog and the server; the words about a proposal are in proposal-terms.ts.
import { z } from "./zod";
import { isIsoDate } from "./dates";
import {
  BASIS_PLACE_MAX_LENGTH,
  BUYER_NAME_MAX_LENGTH,
  BUYER_NAME_REQUIRED_MESSAGE,
  EX_WAREHOUSE_PLACE_MESSAGE,
  LANDED_PLACE_MESSAGE,
  PAYMENT_TERMS_MAX_LENGTH,
  PROPOSAL_BASES,
  PROPOSAL_MESSAGE_MAX_LENGTH,
  PROPOSAL_PRICE_MAX,
  PROPOSAL_QUANTITY_MAX,
  SHIPMENT_PERIOD_MAX_LENGTH,
  utcToday,
  VALID_UNTIL_MESSAGE,
  VALID_UNTIL_PAST_MESSAGE,
} from "./proposal-terms";
import {
  numberInput,
  numberValue,
  optionalText,
  requiredChoice,
  requiredText,
} from "./schemas/fields";

export * from "./proposal-terms";

function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The admin's proposal form, as the dialog sends it and the server checks it again. */
export const proposalSchema = z
  .object({
    pricePerLb: numberInput(
      numberValue("Price is required", "Price must be a number")
        .positive("Price must be more than 0")
        .max(PROPOSAL_PRICE_MAX, "Price must be at most 100,000")
        .refine(hasAtMostTwoDecimals, "Price can have at most 2 decimal places"),
      "Price must be a number",
    ),
    priceBasis: requiredChoice(
      PROPOSAL_BASES,
      "Price basis is required",
      "Please choose FOB Djibouti, ex-warehouse or landed",
    ),
    /** The warehouse of an ex-warehouse price, the destination of a landed one; null for FOB. */
    basisPlace: optionalText("Warehouse or destination", BASIS_PLACE_MAX_LENGTH),
    quantityBags: numberInput(
      numberValue("Quantity is required", "Quantity must be a number")
        .int("Quantity must be a whole number of bags")
        .min(1, "Quantity must be at least 1 bag")
        .max(PROPOSAL_QUANTITY_MAX, "Quantity must be at most 1,000,000 bags"),
      "Quantity must be a number",
    ),
    shipmentPeriod: requiredText("Shipment period", SHIPMENT_PERIOD_MAX_LENGTH),
    paymentTerms: requiredText("Payment terms", PAYMENT_TERMS_MAX_LENGTH),
    validUntil: z
      .string({ error: "Valid until is required" })
      .trim()
      .min(1, "Valid until is required")
      .refine(isIsoDate, VALID_UNTIL_MESSAGE)
      .refine((day) => !isIsoDate(day) || day >= utcToday(), VALID_UNTIL_PAST_MESSAGE),
    message: optionalText("Message", PROPOSAL_MESSAGE_MAX_LENGTH),
  })
  .superRefine((proposal, ctx) => {
    if (proposal.priceBasis === "ex-warehouse" && proposal.basisPlace === null)
      ctx.addIssue({ code: "custom", path: ["basisPlace"], message: EX_WAREHOUSE_PLACE_MESSAGE });
    if (proposal.priceBasis === "landed" && proposal.basisPlace === null)
      ctx.addIssue({ code: "custom", path: ["basisPlace"], message: LANDED_PLACE_MESSAGE });
  })
  // FOB Djibouti names its place already: a place sent with it is dropped.
  .transform((proposal) =>
    proposal.priceBasis === "fob-djibouti" ? { ...proposal, basisPlace: null } : proposal,
  );
export type ProposalInput = z.input<typeof proposalSchema>;
export type ProposalData = z.output<typeof proposalSchema>;

/** The buyer's acceptance: the name they type, recorded as who accepted. */
export const proposalAcceptSchema = z.object({
  name: requiredText("Name", BUYER_NAME_MAX_LENGTH, BUYER_NAME_REQUIRED_MESSAGE),
});
export type ProposalAcceptInput = z.input<typeof proposalAcceptSchema>;

/** A decline carries nothing: the signed link says whose proposal it is. */
export const proposalDeclineSchema = z.object({}).optional();
