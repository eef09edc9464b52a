// The buyer's page of one proposal (/proposals/:token, issue 49): its terms, the lot's facts, and
// Accept (with the buyer's name) or Decline while it is open. A refusal (expired, already
// answered, sold since) is said in the server's words, and the page then shows the proposal's state.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { callApi, isApiError, userMessage } from "~/lib/api-client";
import { LinkPage } from "~/components/layout/link-page";
import type { ProposalView } from "~common/contract/proposals";
import { lotFactGroups } from "~common/lot-facts";
import { bagsText } from "~common/lot-terms";
import {
  BUYER_NAME_MAX_LENGTH,
  BUYER_NAME_REQUIRED_MESSAGE,
  PROPOSAL_CLOSED_MESSAGES,
  PROPOSAL_STATUS_LABELS,
  proposalBasisText,
  proposalPrices,
  validUntilText,
  type ProposalStatus,
} from "~common/proposal-terms";
import { dayMonthYearText } from "~common/trade-figures";

const STATUS_TONES: Record<ProposalStatus, BadgeTone> = {
  open: "green",
  accepted: "primary",
  declined: "grey",
  superseded: "grey",
  expired: "yellow",
};

/**
 * The lot's facts as its page lists them, but its offered price: the proposal's price is the one
 * that counts here (the PDF leaves it out too).
 */
function lotFacts(lot: NonNullable<ProposalView["lot"]>) {
  return lotFactGroups(lot)
    .map((group) => ({ ...group, facts: group.facts.filter(([label]) => label !== "Price") }))
    .filter((group) => group.facts.length > 0);
}

/** The server's own words for a refusal of this proposal; the catalog's for anything else. */
function refusalMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 409 || error.status === 410)) return error.message;
  return userMessage(error);
}

function StateNote({ view }: { view: ProposalView }) {
  const { proposal } = view;
  if (proposal.status === "open") return null;
  if (proposal.status === "accepted")
    return (
      <p role="status" className="rounded-2xl bg-primary/8 p-4 text-ink">
        Accepted by {proposal.acceptedBy}
        {proposal.acceptedAt ? ` on ${dayMonthYearText(new Date(proposal.acceptedAt))}` : ""}. The{" "}
        {bagsText(proposal.quantityBags)} are set aside for you; our sales team will send the
        contract and shipping documents within 24 hours.
      </p>
    );
  return (
    <p role="status" className="rounded-2xl bg-dark/5 p-4 text-ink">
      {PROPOSAL_CLOSED_MESSAGES[proposal.status]}
    </p>
  );
}

function Answer({
  token,
  onAnswered,
}: {
  token: string;
  onAnswered: (view: ProposalView) => void;
}) {
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<"accept" | "decline" | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);

  async function answer(kind: "accept" | "decline") {
    setPending(kind);
    setFailure(null);
    try {
      const view =
        kind === "accept"
          ? await callApi("POST /api/proposals/:token/accept", {
              params: { token },
              body: { name },
            })
          : await callApi("POST /api/proposals/:token/decline", { params: { token }, body: {} });
      onAnswered(view);
    } catch (error) {
      setFailure(refusalMessage(error));
      // The proposal may have changed meanwhile (answered elsewhere, expired): show its state.
      if (isApiError(error) && (error.status === 409 || error.status === 410)) {
        const view = await callApi("GET /api/proposals/:token", { params: { token } }).catch(
          () => null,
        );
        if (view && view.proposal.status !== "open") onAnswered(view);
      }
    } finally {
      setPending(null);
    }
  }

  function accept(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === "") {
      setNameError(BUYER_NAME_REQUIRED_MESSAGE);
      return;
    }
    setNameError(undefined);
    void answer("accept");
  }

  return (
    <section aria-labelledby="answer-heading" className="mt-10 border-t border-line pt-8">
      <h2 id="answer-heading" className="text-2xl">
        Your answer
      </h2>
      <form onSubmit={accept} noValidate className="mt-4 space-y-4">
        <Field
          label="Your name"
          required
          error={nameError}
          hint="Recorded as who accepted this proposal for your company."
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={BUYER_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-soldout">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending !== null}>
            {pending === "accept" ? "Accepting…" : "Accept proposal"}
          </Button>
          {confirmingDecline ? (
            <span className="flex flex-wrap items-center gap-2 text-sm">
              Decline this proposal?
              <Button
                type="button"
                variant="destructive"
                size="sm"
                disabled={pending !== null}
                onClick={() => void answer("decline")}
              >
                {pending === "decline" ? "Declining…" : "Yes, decline"}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setConfirmingDecline(false)}
              >
                Keep it open
              </Button>
            </span>
          ) : (
            <Button
              type="button"
              variant="outline"
              disabled={pending !== null}
              onClick={() => setConfirmingDecline(true)}
            >
              Decline
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

export function ProposalPage({ token, view: initial }: { token: string; view: ProposalView }) {
  const [view, setView] = useState(initial);
  // Once answered here, the answer's form goes: the state it is now in is read at the top.
  const stateRef = useRef<HTMLDivElement>(null);
  const answered = view.proposal.status !== initial.proposal.status;
  useEffect(() => {
    if (!answered) return;
    stateRef.current?.scrollIntoView?.({ block: "center" });
    stateRef.current?.focus({ preventScroll: true });
  }, [answered]);
  const { proposal, buyer, lot } = view;
  const prices = proposalPrices(proposal.pricePerLb);
  const terms: [string, string][] = [
    ["Price", `${prices.perLb} (${prices.perKg})`],
    ["Price basis", proposalBasisText(proposal.priceBasis, proposal.basisPlace)],
    ["Quantity", bagsText(proposal.quantityBags)],
    ["Shipment period", proposal.shipmentPeriod],
    ["Payment terms", proposal.paymentTerms],
    ["Valid until", `${validUntilText(proposal.validUntil)} (end of day, UTC)`],
  ];
  return (
    <section className="bg-light py-12 md:py-20">
      <div className="container-page">
        <article className="mx-auto max-w-3xl rounded-3xl border border-line bg-white p-6 shadow-sm md:p-12">
          <p className="flex flex-wrap items-center gap-3 text-xs font-semibold uppercase tracking-[0.22em] text-accent-ink">
            <span>Proposal {proposal.id}</span>
            <Badge tone={STATUS_TONES[proposal.status]}>
              {PROPOSAL_STATUS_LABELS[proposal.status]}
            </Badge>
          </p>
          <h1 className="mt-2 text-3xl md:text-4xl">{lot?.name ?? view.coffeeName}</h1>
          <p className="mt-3 text-muted">
            Prepared for {buyer.name}, {buyer.company}, in answer to quote request{" "}
            {proposal.requestId}.
          </p>
          <div ref={stateRef} tabIndex={-1} className="mt-6 outline-none">
            <StateNote view={view} />
          </div>

          <h2 className="mt-8 text-2xl">Price and terms</h2>
          <dl className="tabular mt-3 divide-y divide-line border-y border-line">
            {terms.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-3">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-semibold text-dark sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
          {proposal.message ? (
            <>
              <h2 className="mt-8 text-2xl">From our sales team</h2>
              <p className="mt-3 whitespace-pre-line leading-relaxed text-ink">
                {proposal.message}
              </p>
            </>
          ) : null}

          {lot ? (
            <>
              <h2 className="mt-8 text-2xl">The lot</h2>
              {lotFacts(lot).map((group) => (
                <section key={group.title} aria-label={group.title} className="mt-4">
                  <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
                    {group.title}
                  </h3>
                  <dl className="tabular mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                    {group.facts.map(([label, value]) => (
                      <div
                        key={label}
                        className="flex justify-between gap-3 border-b border-line py-1"
                      >
                        <dt className="text-sm text-muted">{label}</dt>
                        <dd className="text-right text-sm font-semibold text-dark">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
              <p className="mt-4 text-sm">
                <Link
                  to={`/offers/${lot.id}`}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  See the lot's page
                </Link>
              </p>
            </>
          ) : null}

          {proposal.status === "open" ? <Answer token={token} onAnswered={setView} /> : null}
        </article>
      </div>
    </section>
  );
}

/** A link this server did not sign, or a proposal that is gone. */
export function ProposalNotFound({ message }: { message: string }) {
  return (
    <LinkPage kicker="Proposal" title="We could not open this proposal">
      <p>{message}</p>
    </LinkPage>
  );
}
