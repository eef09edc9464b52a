// The mails of a proposal: to the buyer with the proposal (text, HTML and the PDF), and when the
// buyer answers, to the sales team (accepted or declined) and the buyer (accepted).
import { bagsText } from "../../../common/lot-terms";
import { proposalBasisText, proposalPrices, validUntilText } from "../../../common/proposal";
import type { MailFoot } from "../mail/confirmations";
import { compose, type Line, type MailContent } from "../mail/letter";
import { lotLine, requestedLot } from "../mail/request-lines";
import type { ProposalContext } from "./service";

const REPLY_HINT = "Questions about it? Reply to this email: it reaches our sales team directly.";

function coffeeOf({ lot, request }: ProposalContext): string {
  return lot?.name ?? request.coffeeName;
}

function termsLines(context: ProposalContext, publicUrl: string | undefined): Line[] {
  const { proposal, lot } = context;
  const prices = proposalPrices(proposal.pricePerLb);
  return [
    ["Reference", proposal.reference],
    ...(lot
      ? [lotLine(requestedLot(lot, publicUrl))]
      : [["Coffee", context.request.coffeeName] as Line]),
    ["Price per lb", prices.perLb],
    ["Price per kg", prices.perKg],
    ["Price basis", proposalBasisText(proposal.priceBasis, proposal.basisPlace)],
    ["Quantity", bagsText(proposal.quantityBags)],
    ["Shipment period", proposal.shipmentPeriod],
    ["Payment terms", proposal.paymentTerms],
    ["Valid until", `${validUntilText(proposal.validUntil)} (end of day, UTC)`],
  ];
}

/** To the buyer: the proposal, the link to accept or decline it, and (attached) its PDF. */
export function proposalMail(
  context: ProposalContext,
  page: string,
  publicUrl: string | undefined,
  foot?: MailFoot,
): MailContent {
  const { proposal, request } = context;
  const coffee = coffeeOf(context);
  const prices = proposalPrices(proposal.pricePerLb);
  return compose({
    subject: `Proposal ${proposal.reference} for ${coffee}: ${prices.perLb} ${proposalBasisText(proposal.priceBasis, proposal.basisPlace)}`,
    paragraphs: [
      `Dear ${request.firstName} ${request.lastName},`,
      `Thank you for your quote request ${request.reference}. Here is our proposal for ${bagsText(proposal.quantityBags)} of ${coffee}; the PDF attached holds the same terms with the lot's facts.`,
      `You can accept or decline it on its page until ${validUntilText(proposal.validUntil)}.`,
    ],
    sections: [
      { title: "Our proposal", lines: termsLines(context, publicUrl) },
      ...(proposal.message
        ? [{ title: "Message", lines: [["From our sales team", proposal.message]] as Line[] }]
        : []),
    ],
    action: { label: "See, accept or decline the proposal", href: page },
    closing: [REPLY_HINT],
    foot,
  });
}

/** To the sales team: the buyer accepted, and the lot's bags that remain now. */
export function acceptedNote(context: ProposalContext, publicUrl: string | undefined): MailContent {
  const { proposal, request, lot } = context;
  const coffee = coffeeOf(context);
  return compose({
    subject: `Proposal ${proposal.reference} accepted: ${bagsText(proposal.quantityBags)} of ${coffee} for ${request.company}`,
    paragraphs: [
      `${proposal.acceptedBy} of ${request.company} accepted proposal ${proposal.reference} (quote request ${request.reference}) on ${proposal.acceptedAt?.toISOString()}.`,
      lot
        ? `The bags are allocated: ${bagsText(lot.bagsRemaining ?? 0)} of the lot remain${lot.availability === "sold-out" ? ", and it is now sold out" : ""}.`
        : "The request named no lot: no stock was allocated.",
    ],
    sections: [
      {
        title: "Buyer",
        lines: [
          ["Accepted by", proposal.acceptedBy],
          ["Name on the request", `${request.firstName} ${request.lastName}`],
          ["Email", request.email],
          ["Company", request.company],
          ["Country", request.country],
        ],
      },
      { title: "Proposal", lines: termsLines(context, publicUrl) },
    ],
    action: publicUrl
      ? { label: "Open in the admin panel", href: `${publicUrl}/admin#quote-requests` }
      : null,
  });
}

/** To the buyer: their acceptance is recorded, and what happens next. */
export function acceptedConfirmation(
  context: ProposalContext,
  publicUrl: string | undefined,
  foot?: MailFoot,
): MailContent {
  const { proposal, request } = context;
  const coffee = coffeeOf(context);
  return compose({
    subject: `You accepted proposal ${proposal.reference}: ${bagsText(proposal.quantityBags)} of ${coffee}`,
    paragraphs: [
      `Dear ${request.firstName} ${request.lastName},`,
      `Thank you: your acceptance of proposal ${proposal.reference} is recorded and the bags are set aside for you. Our sales team will send the contract and shipping documents within 24 hours.`,
    ],
    sections: [{ title: "What you accepted", lines: termsLines(context, publicUrl) }],
    closing: [REPLY_HINT],
    foot,
  });
}

/** To the sales team: the buyer declined; the request waits for a counter-offer or a close. */
export function declinedNote(context: ProposalContext, publicUrl: string | undefined): MailContent {
  const { proposal, request } = context;
  return compose({
    subject: `Proposal ${proposal.reference} declined by ${request.company}`,
    paragraphs: [
      `${request.firstName} ${request.lastName} of ${request.company} declined proposal ${proposal.reference} (quote request ${request.reference}). A counter-offer is a new proposal on the request.`,
    ],
    sections: [
      {
        title: "Buyer",
        lines: [
          ["Email", request.email],
          ["Company", request.company],
        ],
      },
      { title: "Proposal", lines: termsLines(context, publicUrl) },
    ],
    action: publicUrl
      ? { label: "Open in the admin panel", href: `${publicUrl}/admin#quote-requests` }
      : null,
  });
}
