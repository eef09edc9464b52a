// The "Proposals" section of a quote request's details: each proposal with its state, and
// "Write proposal" (issue 49). A counter-offer is a new proposal; it supersedes an open one.
import { useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Proposal } from "~common/contract/proposals";
import type { QuoteRequest } from "~common/contract/records";
import { bagsText } from "~common/lot-terms";
import {
  PROPOSAL_STATUS_LABELS,
  proposalPriceText,
  validUntilText,
  type ProposalStatus,
} from "~common/proposal-terms";
import { formatDateTime } from "../format";
import { useProposals } from "./api";
import { ProposalForm } from "./proposal-form";

const STATUS_TONES: Record<ProposalStatus, BadgeTone> = {
  open: "yellow",
  accepted: "green",
  declined: "red",
  superseded: "grey",
  expired: "grey",
};

/** One proposal: its reference, state, price, bags, terms and answer. */
export function ProposalItem({ proposal }: { proposal: Proposal }) {
  const answered =
    proposal.status === "accepted" && proposal.acceptedAt
      ? `Accepted by ${proposal.acceptedBy} on ${formatDateTime(proposal.acceptedAt)}`
      : proposal.status === "declined" && proposal.declinedAt
        ? `Declined on ${formatDateTime(proposal.declinedAt)}`
        : `Valid until ${validUntilText(proposal.validUntil)}`;
  return (
    <li className="rounded-xl border border-line p-3" aria-label={`Proposal ${proposal.id}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-dark">{proposal.id}</span>
        <Badge tone={STATUS_TONES[proposal.status]}>
          {PROPOSAL_STATUS_LABELS[proposal.status]}
        </Badge>
        <span className="text-muted">sent {formatDateTime(proposal.createdAt)}</span>
      </p>
      <p className="tabular mt-1 text-sm text-dark">
        {bagsText(proposal.quantityBags)} at {proposalPriceText(proposal)}
      </p>
      <p className="mt-0.5 text-xs text-muted">
        {proposal.shipmentPeriod} · {proposal.paymentTerms} · {answered}
      </p>
    </li>
  );
}

export function ProposalsSection({ request }: { request: QuoteRequest }) {
  const proposals = useProposals(request.id);
  const [writing, setWriting] = useState(false);
  const list = proposals.data ?? [];
  const accepted = list.some((proposal) => proposal.status === "accepted");
  return (
    <section aria-label="Proposals">
      <div className="flex items-center justify-between gap-3 border-b border-line pb-1.5">
        <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
          Proposals
        </h3>
        {accepted ? null : (
          <Button size="sm" onClick={() => setWriting(true)}>
            Write proposal
          </Button>
        )}
      </div>
      {proposals.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading...</p>
      ) : proposals.isError ? (
        <p role="alert" className="mt-3 text-sm text-soldout">
          The proposals could not be loaded.
        </p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No proposal yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {[...list].reverse().map((proposal) => (
            <ProposalItem key={proposal.id} proposal={proposal} />
          ))}
        </ol>
      )}
      <ProposalForm request={request} open={writing} onOpenChange={setWriting} />
    </section>
  );
}
