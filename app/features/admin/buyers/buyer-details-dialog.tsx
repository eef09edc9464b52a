// One buyer on the desk (issue 49, decision 068): its company name, country and note to edit,
// every request, proposal and sample dispatch of that company, "Merge into…", and Delete once it
// has no request left.
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { userMessage } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import type { RequestType } from "~common/constants";
import type { Buyer, BuyerDetail } from "~common/contract/buyers";
import {
  BUYER_NOTE_MAX_LENGTH,
  buyerUpdateSchema,
  type BuyerUpdateData,
  type BuyerUpdateInput,
} from "~common/schemas/buyer";
import { useBuyer, useUpdateBuyer } from "../api/buyers";
import { toastFailure } from "../failure-message";
import { formatDate, formatDateTime } from "../format";
import { ProposalItem } from "../proposals/proposals-section";
import { setRefusedFields } from "../refused-fields";
import { StatusBadge } from "../requests/request-status-editor";
import { BuyerDelete } from "./buyer-delete";
import { BuyerMerge } from "./buyer-merge";

/** What each kind of request is called in a buyer's list. */
export const REQUEST_KIND_LABELS: Record<RequestType, string> = {
  "quote-requests": "Quote request",
  "sample-requests": "Sample request",
  "origin-trips": "Origin trip",
  contact: "Contact message",
};

const FIELDS = ["companyName", "country", "note"] as const;

/** A titled part of the dialog; `empty` is what it says instead of its list when it has nothing. */
function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h3 className="border-b border-line pb-1.5 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
        {title}
      </h3>
      <div className="mt-3">{empty ? <p className="text-sm text-muted">{empty}</p> : children}</div>
    </section>
  );
}

function BuyerForm({ buyer }: { buyer: BuyerDetail }) {
  const update = useUpdateBuyer(buyer.id);
  const form = useForm<BuyerUpdateInput, unknown, BuyerUpdateData>({
    resolver: zodResolver(buyerUpdateSchema),
    defaultValues: {
      companyName: buyer.companyName,
      country: buyer.country ?? "",
      note: buyer.note ?? "",
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast({
          title: "Buyer saved",
          description: `${saved.companyName} is up to date.`,
          variant: "success",
        });
        form.reset({
          companyName: saved.companyName,
          country: saved.country ?? "",
          note: saved.note ?? "",
        });
      },
      onError: (error) => {
        setRefusedFields(error, FIELDS, form.setError);
        toastFailure(error, "Failed to save the buyer. Please try again.");
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Edit buyer"
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Company name" required error={errors.companyName?.message}>
        {(a) => <Input {...a} {...form.register("companyName")} />}
      </Field>
      <Field label="Country" error={errors.country?.message}>
        {(a) => <Input {...a} {...form.register("country")} />}
      </Field>
      <Field
        label="Note"
        className="sm:col-span-2"
        error={errors.note?.message}
        hint={`Seen by the desk only (at most ${BUYER_NOTE_MAX_LENGTH} characters).`}
      >
        {(a) => <Textarea {...a} {...form.register("note")} className="min-h-24" />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save buyer"}
        </Button>
      </div>
    </form>
  );
}

function RequestList({ buyer }: { buyer: BuyerDetail }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {buyer.requestList.map((request) => (
        <li
          key={request.id}
          aria-label={`${REQUEST_KIND_LABELS[request.type]} ${request.id}`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
        >
          <span className="font-semibold text-dark">{request.id}</span>
          <span className="text-muted">{REQUEST_KIND_LABELS[request.type]}</span>
          <StatusBadge status={request.status} />
          <span className="min-w-0 break-words text-dark">
            {request.name} &lt;{request.email}&gt;
          </span>
          <span className="tabular ml-auto text-xs text-muted">
            {formatDateTime(request.receivedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A buyer as the dialog is opened with it: the list's row, or the buyer a merge went into. */
export type OpenedBuyer = Pick<Buyer, "id" | "companyName">;

function BuyerContent({
  buyer,
  onMerged,
  onDeleted,
}: {
  buyer: BuyerDetail;
  onMerged: (into: OpenedBuyer) => void;
  onDeleted: () => void;
}) {
  return (
    <div className="space-y-6">
      <BuyerForm key={buyer.updatedAt} buyer={buyer} />
      <Section
        title={`Requests (${buyer.requestList.length})`}
        empty={buyer.requestList.length === 0 && "No requests: they were deleted or moved."}
      >
        <RequestList buyer={buyer} />
      </Section>
      <Section title="Proposals" empty={buyer.proposals.length === 0 && "No proposal written yet."}>
        <ul className="space-y-2">
          {buyer.proposals.map((proposal) => (
            <ProposalItem key={proposal.id} proposal={proposal} />
          ))}
        </ul>
      </Section>
      <Section
        title="Sample dispatches"
        empty={buyer.dispatches.length === 0 && "No sample dispatched yet."}
      >
        <ul className="space-y-1 text-sm text-dark">
          {buyer.dispatches.map((dispatch) => (
            <li key={dispatch.requestId} className="tabular">
              {dispatch.requestId}: sent on {formatDate(dispatch.dispatchedOn)} with{" "}
              {dispatch.courier}, tracking number {dispatch.trackingNumber}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Merge">
        <BuyerMerge buyer={buyer} onMerged={onMerged} />
      </Section>
      {buyer.requestList.length === 0 ? (
        <Section title="Delete">
          <BuyerDelete buyer={buyer} onDeleted={onDeleted} />
        </Section>
      ) : null}
    </div>
  );
}

/** A buyer's dialog, titled with its company; a merge opens the buyer it joined. */
export function BuyerDetailsDialog({
  buyer,
  onOpen,
  onClose,
}: {
  buyer: OpenedBuyer | null;
  onOpen: (buyer: OpenedBuyer) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={buyer !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={buyer?.companyName ?? "Buyer"}
      className="max-w-3xl"
    >
      {buyer !== null ? (
        <BuyerDetailsBody key={buyer.id} id={buyer.id} onMerged={onOpen} onDeleted={onClose} />
      ) : null}
    </Dialog>
  );
}

function BuyerDetailsBody({
  id,
  onMerged,
  onDeleted,
}: {
  id: number;
  onMerged: (into: OpenedBuyer) => void;
  onDeleted: () => void;
}) {
  const buyer = useBuyer(id);
  if (buyer.isPending)
    return (
      <p role="status" className="py-6 text-center text-sm text-muted">
        Loading buyer...
      </p>
    );
  if (buyer.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
        {userMessage(buyer.error)}
      </p>
    );
  const { data } = buyer;
  return (
    <>
      <p className="mb-5 text-sm text-muted">
        {[data.emailDomain ?? "No business email domain", data.country ?? "Country not known"].join(
          " · ",
        )}{" "}
        · first seen {formatDate(data.createdAt)}
      </p>
      <BuyerContent buyer={data} onMerged={onMerged} onDeleted={onDeleted} />
    </>
  );
}
