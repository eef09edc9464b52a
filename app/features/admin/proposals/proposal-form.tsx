// "Write proposal": the desk's priced answer to a quote request, in a dialog of its own (issue 49).
// The same schema as the server's (common/proposal.ts); a field the server refuses shows its words.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/lib/toast-store";
import type { QuoteRequest } from "~common/contract/records";
import { quoteBags } from "~common/lot-quote";
import { bagsText } from "~common/lot-terms";
import {
  PROPOSAL_BASIS_LABELS,
  proposalPrices,
  proposalSchema,
  utcToday,
  type ProposalData,
  type ProposalInput,
} from "~common/proposal";
import type { QuoteUnit } from "~common/constants";
import { labelledOptions } from "../choices";
import { toastFailure } from "../failure-message";
import { useWriteProposal } from "./api";
import { setRefusedFields } from "../refused-fields";

const basisOptions = labelledOptions(PROPOSAL_BASIS_LABELS);
const FIELDS = [
  "pricePerLb",
  "priceBasis",
  "basisPlace",
  "quantityBags",
  "shipmentPeriod",
  "paymentTerms",
  "validUntil",
  "message",
] as const satisfies readonly Path<ProposalInput>[];

/** Two weeks from today: how long a green-coffee offer usually holds. */
function inTwoWeeks(): string {
  return utcToday(new Date(Date.now() + 14 * 86_400_000));
}

function defaultsFor(request: QuoteRequest): ProposalInput {
  return {
    pricePerLb: "",
    priceBasis: "fob-djibouti",
    basisPlace: "",
    quantityBags: quoteBags(request.quantity, request.quantityUnit as QuoteUnit),
    shipmentPeriod: "",
    paymentTerms: "",
    validUntil: inTwoWeeks(),
    message: "",
  };
}

/** '$13.89/kg' beside the price per lb as it is typed; nothing while it is not a price. */
function PerKilogram({ value }: { value: unknown }) {
  const price = typeof value === "number" ? value : Number(String(value ?? "").trim());
  const perKg = Number.isFinite(price) && price > 0 ? proposalPrices(price).perKg : "— /kg";
  return (
    <p className="tabular shrink-0 text-sm text-muted" aria-live="polite">
      <span className="sr-only">Price per kg: </span>
      {perKg}
    </p>
  );
}

export function ProposalForm({
  request,
  open,
  onOpenChange,
}: {
  request: QuoteRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const write = useWriteProposal(request.id);
  const form = useForm<ProposalInput, unknown, ProposalData>({
    resolver: zodResolver(proposalSchema),
    defaultValues: defaultsFor(request),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const basis = useWatch({ control, name: "priceBasis" });
  const price = useWatch({ control, name: "pricePerLb" });
  const asked = bagsText(quoteBags(request.quantity, request.quantityUnit as QuoteUnit));

  const submit = form.handleSubmit((data) =>
    write.mutate(data, {
      onSuccess: (proposal) => {
        toast({
          title: "Proposal sent",
          description: `Proposal ${proposal.id} is on its way to ${request.email}.`,
          variant: "success",
        });
        form.reset(defaultsFor(request));
        onOpenChange(false);
      },
      onError: (error) => {
        // The server's words on the fields it refused (the lot's bags remaining, a date past).
        setRefusedFields(error, FIELDS, form.setError);
        toastFailure(error, "Failed to send the proposal");
      },
    }),
  );

  const placeLabel = basis === "landed" ? "Destination" : "Warehouse";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      modalLock
      title={`Write proposal for ${request.id}`}
      description={`${request.coffeeName} for ${request.company}: they asked for ${asked}.`}
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label="Write proposal"
        className="grid gap-5 sm:grid-cols-2"
      >
        <Field label="Price per lb (USD)" required error={errors.pricePerLb?.message}>
          {(a) => (
            <div className="flex items-center gap-3">
              <Input
                {...a}
                {...register("pricePerLb")}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                className="tabular"
              />
              <PerKilogram value={price} />
            </div>
          )}
        </Field>
        <Field label="Price basis" required error={errors.priceBasis?.message}>
          {(a) => (
            <Controller
              control={control}
              name="priceBasis"
              render={({ field }) => (
                <Select
                  {...a}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={basisOptions}
                />
              )}
            />
          )}
        </Field>
        {basis !== "fob-djibouti" ? (
          <Field
            label={placeLabel}
            required
            error={errors.basisPlace?.message}
            className="sm:col-span-2"
          >
            {(a) => (
              <Input
                {...a}
                {...register("basisPlace")}
                placeholder={basis === "landed" ? "e.g. Hamburg" : "e.g. Antwerp"}
              />
            )}
          </Field>
        ) : null}
        <Field
          label="Quantity (bags)"
          required
          error={errors.quantityBags?.message}
          hint={`The buyer asked for ${asked}.`}
        >
          {(a) => (
            <Input
              {...a}
              {...register("quantityBags")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="tabular"
            />
          )}
        </Field>
        <Field label="Valid until" required error={errors.validUntil?.message}>
          {(a) => <Input {...a} {...register("validUntil")} type="date" className="tabular" />}
        </Field>
        <Field label="Shipment period" required error={errors.shipmentPeriod?.message}>
          {(a) => (
            <Input {...a} {...register("shipmentPeriod")} placeholder="e.g. March-April 2027" />
          )}
        </Field>
        <Field label="Payment terms" required error={errors.paymentTerms?.message}>
          {(a) => <Input {...a} {...register("paymentTerms")} placeholder="e.g. CAD, 30 days" />}
        </Field>
        <Field label="Message" error={errors.message?.message} className="sm:col-span-2">
          {(a) => <Textarea {...a} {...register("message")} />}
        </Field>
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={write.isPending}>
            {write.isPending ? "Sending…" : "Send proposal"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
