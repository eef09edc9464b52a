// Priced proposals (issue 49): the desk writes one on a quote request and lists them; the buyer
// reads one through its signed link and accepts or declines it there.
import { z } from "../zod";
import {
  PROPOSAL_BASES,
  PROPOSAL_STATUSES,
  proposalAcceptSchema,
  proposalDeclineSchema,
  proposalSchema,
} from "../proposal";
import { endpoint } from "./endpoint";
import { offerRecord } from "./records";
import { referenceParams } from "./record-id";

const timestamp = z.iso.datetime();

/** A proposal as the desk and the buyer read it; `status` is its state today (expired included). */
export const proposalRecord = z.object({
  /** Its reference, e.g. P-7K3M-9P2X. */
  id: z.string(),
  /** The reference of the quote request it answers. */
  requestId: z.string(),
  pricePerLb: z.number(),
  priceBasis: z.enum(PROPOSAL_BASES),
  basisPlace: z.string().nullable(),
  quantityBags: z.number().int(),
  shipmentPeriod: z.string(),
  paymentTerms: z.string(),
  /** The last day it can be accepted (yyyy-mm-dd, UTC). */
  validUntil: z.string(),
  message: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  /** The name the buyer typed when accepting. */
  acceptedBy: z.string().nullable(),
  acceptedAt: timestamp.nullable(),
  declinedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Proposal = z.output<typeof proposalRecord>;

/** What the buyer's page shows: the proposal, whom it is for, and the lot it is of (when named). */
export const proposalViewRecord = z.object({
  proposal: proposalRecord,
  buyer: z.object({ name: z.string(), company: z.string() }),
  /** The coffee as the quote request named it. */
  coffeeName: z.string(),
  lot: offerRecord.nullable(),
});
export type ProposalView = z.output<typeof proposalViewRecord>;

/** The signed link's token: any text is taken; one this server did not sign is a 404. */
export const proposalTokenParams = z.object({ token: z.string() });

export const proposalDeskApi = {
  create: endpoint({
    method: "POST",
    path: "/api/quote-requests/:id/proposals",
    params: referenceParams,
    body: proposalSchema,
    response: proposalRecord,
    status: 201,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/quote-requests/:id/proposals",
    params: referenceParams,
    response: z.array(proposalRecord),
  }),
};

export const proposalApi = {
  view: endpoint({
    method: "GET",
    path: "/api/proposals/:token",
    params: proposalTokenParams,
    response: proposalViewRecord,
  }),
  accept: endpoint({
    method: "POST",
    path: "/api/proposals/:token/accept",
    params: proposalTokenParams,
    body: proposalAcceptSchema,
    response: proposalViewRecord,
  }),
  decline: endpoint({
    method: "POST",
    path: "/api/proposals/:token/decline",
    params: proposalTokenParams,
    body: proposalDeclineSchema,
    response: proposalViewRecord,
  }),
};
