// The words and rules of a priced proposal (issue 49) that need no zod: its bases, states and
// their labels, how its price, basis and validity read, and why it can no longer be answered.
// The buyer's page reads these alone; the form's schema is in common/proposal.ts.
import { bagsOnOffer, type QuotedLot } from "./lot-quote";
import { bagsText, pricePerKilogram } from "./lot-terms";
import { dayMonthYearText, usdText } from "./trade-figures";

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
export const BUYER_NAME_REQUIRED_MESSAGE = "Please type your name to accept";

export const EX_WAREHOUSE_PLACE_MESSAGE = "Name the warehouse of an ex-warehouse price";
export const LANDED_PLACE_MESSAGE = "Name the destination of a landed price";
export const VALID_UNTIL_MESSAGE = "Valid until must be a date such as 2026-12-31";
export const VALID_UNTIL_PAST_MESSAGE = "Valid until cannot be before today";

/** Today's calendar day in UTC: a proposal is good through the whole of its valid-until day (UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

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
