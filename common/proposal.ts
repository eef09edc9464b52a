// A priced proposal answering a quote request (issue 49): the desk writes it, the buyer accepts or
// declines it from a signed link until it expires. The form's schema, its limits and messages are
// shared by the admin's dialog and the server; the words about its state by the page and the mails.
import { z } from "./zod";
import { isIsoDate } from "./dates";
import { bagsOnOffer, type QuotedLot } from "./lot-quote";
import { bagsText, pricePerKilogram } from "./lot-terms";
import { dayMonthYearText, usdText } from "./trade-figures";
import {
  numberInput,
  numberValue,
  optionalText,
  requiredChoice,
  requiredText,
} from "./schemas/fields";

/** What the price includes: FOB Djibouti, collected from a named warehouse, or landed at a named place. */
export const PROPOSAL_BASES = ["fob-djibouti", "ex-warehouse", "landed"] as const;
export type ProposalBasis = (typeof PROPOSAL_BASES)[number];
export const PROPOSAL_BASIS_LABELS: Record<ProposalBasis, string> = {
  "fob-djibouti": "FOB Djibouti",
  "ex-warehouse": "Ex-warehouse",
  landed: "Landed",
};

/**
 * Stored states. A proposal is `open` until the buyer accepts or declines it, or the desk writes a
 * new one for the same request (`superseded`, decision 065). `expired` is never stored: an open
 * proposal past its valid-until day reads as expired (`proposalState`).
 */
export const STORED_PROPOSAL_STATUSES = ["open", "accepted", "declined", "superseded"] as const;
export type StoredProposalStatus = (typeof STORED_PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUSES = [...STORED_PROPOSAL_STATUSES, "expired"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  open: "Open",
  accepted: "Accepted",
  declined: "Declined",
  superseded: "Superseded",
  expired: "Expired",
};

export const PROPOSAL_PRICE_MAX = 100_000;
export const PROPOSAL_QUANTITY_MAX = 1_000_000;
export const SHIPMENT_PERIOD_MAX_LENGTH = 100;
export const PAYMENT_TERMS_MAX_LENGTH = 255;
export const BASIS_PLACE_MAX_LENGTH = 255;
export const PROPOSAL_MESSAGE_MAX_LENGTH = 5000;
export const BUYER_NAME_MAX_LENGTH = 255;

export const EX_WAREHOUSE_PLACE_MESSAGE = "Name the warehouse of an ex-warehouse price";
export const LANDED_PLACE_MESSAGE = "Name the destination of a landed price";
export const VALID_UNTIL_MESSAGE = "Valid until must be a date such as 2026-12-31";
export const VALID_UNTIL_PAST_MESSAGE = "Valid until cannot be before today";

/** Today's calendar day in UTC: a proposal is good through the whole of its valid-until day (UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

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

export const BUYER_NAME_REQUIRED_MESSAGE = "Please type your name to accept";

/** The buyer's acceptance: the name they type, recorded as who accepted. */
export const proposalAcceptSchema = z.object({
  name: requiredText("Name", BUYER_NAME_MAX_LENGTH, BUYER_NAME_REQUIRED_MESSAGE),
});
export type ProposalAcceptInput = z.input<typeof proposalAcceptSchema>;

/** A decline carries nothing: the signed link says whose proposal it is. */
export const proposalDeclineSchema = z.object({}).optional();

/** What a buyer and the desk see of a proposal's state today. */
export function proposalState(
  proposal: { status: StoredProposalStatus; validUntil: string },
  today: string = utcToday(),
): ProposalStatus {
  return proposal.status === "open" && proposal.validUntil < today ? "expired" : proposal.status;
}

/** '$6.30/lb', '$13.89/kg'. */
export function proposalPrices(pricePerLb: number): { perLb: string; perKg: string } {
  return {
    perLb: `${usdText(pricePerLb)}/lb`,
    perKg: `${usdText(pricePerKilogram(pricePerLb))}/kg`,
  };
}

/** 'FOB Djibouti', 'Ex-warehouse Antwerp', 'Landed Hamburg'. */
export function proposalBasisText(basis: ProposalBasis, place: string | null): string {
  const label = PROPOSAL_BASIS_LABELS[basis];
  return place && basis !== "fob-djibouti" ? `${label} ${place}` : label;
}

/** '$6.30/lb ($13.89/kg) FOB Djibouti'. */
export function proposalPriceText(proposal: {
  pricePerLb: number;
  priceBasis: ProposalBasis;
  basisPlace: string | null;
}): string {
  const { perLb, perKg } = proposalPrices(proposal.pricePerLb);
  return `${perLb} (${perKg}) ${proposalBasisText(proposal.priceBasis, proposal.basisPlace)}`;
}

/** '31 Dec 2026'. */
export function validUntilText(validUntil: string): string {
  return dayMonthYearText(new Date(`${validUntil}T00:00:00Z`));
}

/**
 * A proposal of a lot offers no more bags than remain of it (the quote's rule, common/lot-quote.ts):
 * the message for the quantity field, or null when it fits. A sold-out lot has none left.
 */
export function proposalQuantityProblem(
  lot: Pick<QuotedLot, "lotSize" | "bagsRemaining"> & { availability: string },
  quantityBags: number,
): string | null {
  const remaining = lot.availability === "sold-out" ? 0 : bagsOnOffer(lot);
  if (quantityBags <= remaining) return null;
  return remaining === 0
    ? "This lot is sold out: no bags remain to propose"
    : `${bagsText(quantityBags)} is more than the ${bagsText(remaining)} remaining of this lot`;
}

/** Why a proposal can no longer be accepted or declined, as the buyer's page and the API say it. */
export const PROPOSAL_CLOSED_MESSAGES: Record<Exclude<ProposalStatus, "open">, string> = {
  accepted: "This proposal has already been accepted. Our sales team will be in touch.",
  declined: "This proposal was declined. Reply to our email if you would like a new one.",
  superseded: "This proposal has been replaced by a newer one: see our latest email.",
  expired: "This proposal has expired. Reply to our email and we will send you a new one.",
};
export const PROPOSAL_LINK_INVALID_MESSAGE =
  "This proposal link is not valid. Please use the link in our email as it was sent.";

/** The refusal of an acceptance that would sell more bags than remain. */
export function oversoldMessage(quantityBags: number, remaining: number): string {
  return remaining === 0
    ? "This lot has sold out since the proposal was written, so it can no longer be accepted. Our sales team will be in touch."
    : `Only ${bagsText(remaining)} of this lot remain, fewer than the ${bagsText(quantityBags)} of this proposal, so it can no longer be accepted. Our sales team will be in touch.`;
}
