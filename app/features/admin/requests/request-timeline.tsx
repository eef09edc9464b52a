// A request's history in its details (issue 49): when it came, every mail about it, each status
// change (who, when, whether the buyer was told), its proposals, a sample's dispatch and the
// buyer's feedback on it, and the desk's internal notes, oldest first; and the field to add a note.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/field";
import { toast } from "~/lib/toast-store";
import { REQUEST_STATUS_LABELS, type RequestType } from "~common/constants";
import type { TimelineEntry } from "~common/contract/request-timeline";
import { bagsText } from "~common/lot-terms";
import { PROPOSAL_STATUS_LABELS, proposalPriceText } from "~common/proposal-terms";
import {
  REQUEST_NOTE_MAX_LENGTH,
  requestNoteSchema,
  type RequestNoteData,
  type RequestNoteInput,
} from "~common/schemas/request-note";
import { TOAST_FAILURE_MS } from "~common/timings";
import { useAddRequestNote, useRequestHistory } from "../api/request-history";
import { failureMessage } from "../failure-message";
import { formatDateTime } from "../format";
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from "../outbox/outbox-labels";

/** What happened, in a line (and the note's own text below it). */
function EntryText({ entry }: { entry: TimelineEntry }) {
  switch (entry.kind) {
    case "filed":
      return <p className="text-dark">Received</p>;
    case "mail":
      return (
        <p className="text-dark">
          {KIND_LABELS[entry.mailKind]} to {entry.recipient}{" "}
          <Badge tone={STATUS_TONES[entry.delivery]}>{STATUS_LABELS[entry.delivery]}</Badge>
          <span className="block text-xs text-muted">{entry.subject}</span>
        </p>
      );
    case "status":
      return (
        <p className="text-dark">
          Status set to {REQUEST_STATUS_LABELS[entry.status]} by {entry.actor}
          {entry.notified ? " · buyer notified" : ""}
        </p>
      );
    case "proposal": {
      const { proposal } = entry;
      return (
        <p className="text-dark">
          Proposal {proposal.id} ({PROPOSAL_STATUS_LABELS[proposal.status]}):{" "}
          {bagsText(proposal.quantityBags)} at {proposalPriceText(proposal)}
          {proposal.acceptedBy ? ` · accepted by ${proposal.acceptedBy}` : ""}
        </p>
      );
    }
    case "dispatch":
      return (
        <p className="text-dark">
          Sample dispatched on {entry.dispatchedOn} with {entry.courier}, tracking number{" "}
          {entry.trackingNumber}
        </p>
      );
    case "feedback":
      return (
        <div>
          <p className="text-dark">
            Buyer's feedback on sample {entry.sampleRequestId}: cup score {entry.cupScore}
            {entry.wantsQuote
              ? entry.quoteRequestId
                ? ` · wants a quote: ${entry.quoteRequestId}`
                : " · wants a quote"
              : ""}
          </p>
          {entry.notes ? (
            <p className="mt-0.5 whitespace-pre-line break-words rounded-lg bg-light px-3 py-2 text-dark">
              {entry.notes}
            </p>
          ) : null}
        </div>
      );
    case "note":
      return (
        <div>
          <p className="text-dark">Note by {entry.actor}</p>
          <p className="mt-0.5 whitespace-pre-line break-words rounded-lg bg-light px-3 py-2 text-dark">
            {entry.note}
          </p>
        </div>
      );
  }
}

function NoteForm({ type, id }: { type: RequestType; id: string }) {
  const add = useAddRequestNote(type, id);
  const form = useForm<RequestNoteInput, unknown, RequestNoteData>({
    resolver: zodResolver(requestNoteSchema),
    defaultValues: { note: "" },
  });
  const error = form.formState.errors.note?.message;
  const submit = form.handleSubmit((note) =>
    add.mutate(note, {
      onSuccess: () => {
        toast({
          title: "Note added",
          description: `Your note is in ${id}'s history.`,
          variant: "success",
        });
        form.reset({ note: "" });
      },
      onError: (failure) =>
        toast({
          title: "Error",
          description: failureMessage(failure, "Failed to add the note. Please try again."),
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Add a note" className="mt-4 space-y-2">
      <Field
        label="Internal note"
        error={error}
        hint={`Seen by the desk only, never by the buyer (at most ${REQUEST_NOTE_MAX_LENGTH} characters).`}
      >
        {(a) => <Textarea {...a} {...form.register("note")} className="min-h-20" />}
      </Field>
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add note"}
      </Button>
    </form>
  );
}

export function RequestTimeline({ type, id }: { type: RequestType; id: string }) {
  const history = useRequestHistory(type, id);
  const timeline = history.data?.timeline ?? [];
  return (
    <section aria-label="History">
      {history.data?.buyer ? (
        // The company the request belongs to (its buyer record, in the Buyers tab).
        <p className="mb-5 text-sm">
          <span className="text-muted">Buyer: </span>
          <span className="font-semibold text-dark">{history.data.buyer.companyName}</span>
        </p>
      ) : null}
      <h3 className="border-b border-line pb-1.5 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
        History
      </h3>
      {history.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading...</p>
      ) : history.isError ? (
        <p role="alert" className="mt-3 text-sm text-soldout">
          The history could not be loaded.
        </p>
      ) : (
        <ol className="mt-3 space-y-3 border-l border-line pl-4 text-sm">
          {timeline.map((entry, index) => (
            <li key={`${entry.kind}-${entry.at}-${index}`}>
              <time dateTime={entry.at} className="tabular block text-xs text-muted">
                {formatDateTime(entry.at)}
              </time>
              <EntryText entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <NoteForm type={type} id={id} />
    </section>
  );
}
