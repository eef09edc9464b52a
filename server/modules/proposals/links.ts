// The signed link a buyer opens a proposal by: `/proposals/<reference>.<signature>` (decision 065),
// made and checked by the shared reference links.
import type { FastifyInstance } from "fastify";
import { REFERENCE_PREFIXES } from "../requests/reference";
import { referenceLinks, type ReferenceLinks } from "../requests/reference-links";

export const PROPOSAL_LINKS = {
  purpose: "proposal",
  prefix: REFERENCE_PREFIXES.proposal,
  path: "/proposals",
} as const;

export function proposalLinks(app: FastifyInstance): Promise<ReferenceLinks> {
  return referenceLinks(app, "proposal-links", PROPOSAL_LINKS);
}
