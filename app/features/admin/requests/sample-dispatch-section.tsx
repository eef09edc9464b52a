// A sample request's "Dispatch" in its details (issue 49): once recorded, the courier, tracking
// number and day; before, the form that records them and mails the buyer.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/lib/toast-store";
import { toIsoDate } from "~common/dates";
import {
  sampleDispatchSchema,
  type SampleDispatchData,
  type SampleDispatchInput,
} from "~common/schemas/sample-dispatch";
import { useRequestHistory } from "../api/request-history";
import { useRecordDispatch } from "../api/sample-dispatch";
import { toastFailure } from "../failure-message";
import { setRefusedFields } from "../refused-fields";

const FIELDS = ["courier", "trackingNumber", "dispatchedOn"] as const;

function DispatchForm({ id, email }: { id: string; email: string }) {
  const record = useRecordDispatch(id);
  const form = useForm<SampleDispatchInput, unknown, SampleDispatchData>({
    resolver: zodResolver(sampleDispatchSchema),
    defaultValues: { courier: "", trackingNumber: "", dispatchedOn: toIsoDate(new Date()) },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((dispatch) =>
    record.mutate(dispatch, {
      onSuccess: () =>
        toast({
          title: "Dispatch recorded",
          description: `The courier and tracking number are on their way to ${email}.`,
          variant: "success",
        }),
      onError: (error) => {
        setRefusedFields(error, FIELDS, form.setError);
        toastFailure(error, "Failed to record the dispatch. Please try again.");
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Record dispatch"
      className="mt-3 grid gap-4 sm:grid-cols-3"
    >
      <Field label="Courier" required error={errors.courier?.message}>
        {(a) => <Input {...a} {...form.register("courier")} placeholder="e.g. DHL Express" />}
      </Field>
      <Field label="Tracking number" required error={errors.trackingNumber?.message}>
        {(a) => <Input {...a} {...form.register("trackingNumber")} className="tabular" />}
      </Field>
      <Field label="Dispatch date" required error={errors.dispatchedOn?.message}>
        {(a) => <Input {...a} {...form.register("dispatchedOn")} type="date" />}
      </Field>
      <div className="sm:col-span-3">
        <Button type="submit" size="sm" disabled={record.isPending}>
          {record.isPending ? "Recording..." : "Record dispatch and mail the buyer"}
        </Button>
      </div>
    </form>
  );
}

export function SampleDispatchSection({ id, email }: { id: string; email: string }) {
  const history = useRequestHistory("sample-requests", id);
  const dispatch = history.data?.timeline.find((entry) => entry.kind === "dispatch");
  return (
    <section aria-label="Dispatch">
      <h3 className="border-b border-line pb-1.5 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
        Dispatch
      </h3>
      {history.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading...</p>
      ) : dispatch ? (
        <p className="tabular mt-3 text-sm text-dark">
          Sent on {dispatch.dispatchedOn} with {dispatch.courier}, tracking number{" "}
          {dispatch.trackingNumber}.
        </p>
      ) : history.isError ? null : (
        <DispatchForm id={id} email={email} />
      )}
    </section>
  );
}
