// The one-page sample request of a fixed coffee (spec: single-offer sample modal; the collection
// pages' sample dialog uses it too): summary, size, contact, address and notes.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { SAMPLE_SIZES, SINGLE_SAMPLE_DEFAULTS } from "~common/constants";
import { TOAST_FAILURE_MS, TOAST_SUCCESS_MS } from "~common/timings";
import {
  SAMPLE_REQUEST_DEFAULTS,
  sampleRequestSchema,
  type SampleRequestInput,
} from "~common/schemas/sample-request";
import {
  SampleAddressFields,
  SampleContactFields,
  SampleFormFooter,
  SampleHoneypot,
  SampleNotesField,
  SampleSizeField,
} from "~/components/sample-request/sample-request-fields";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/privacy-note";
import { userMessage } from "~/lib/api-client";
import { useCreateSampleRequest } from "~/lib/create-sample-request";
import { clearDraft, readDraft, useFormDraft } from "~/lib/form-draft";
import { toast } from "~/lib/toast-store";
import { sampleCoffeeFields, type SampleCoffee } from "./sample-coffee";
import { SelectedCoffeeSummary } from "./selected-coffee-summary";

export const SAMPLE_DRAFT_KEY = "abyssinia:sample-request-draft";

// What the visitor typed; the coffee fields always come from the offer or card it was opened from.
const DRAFT_TEXT_FIELDS = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "role",
  "addressLine1",
  "addressLine2",
  "city",
  "stateProvince",
  "postalCode",
  "country",
  "notes",
] as const satisfies readonly (keyof SampleRequestInput)[];

/** The saved draft's values that still make sense; anything else in it is ignored. */
function restoredDraft(): Partial<SampleRequestInput> {
  const draft = readDraft<Record<string, unknown>>(SAMPLE_DRAFT_KEY);
  if (!draft) return {};
  const restored: Partial<SampleRequestInput> = {};
  for (const field of DRAFT_TEXT_FIELDS) {
    const value = draft[field];
    if (typeof value === "string") restored[field] = value;
  }
  const size = draft.sampleSize;
  if ((SAMPLE_SIZES as readonly unknown[]).includes(size))
    restored.sampleSize = size as SampleRequestInput["sampleSize"];
  return restored;
}

export interface SampleRequestFormProps {
  coffee: SampleCoffee;
  /** Called after a successful request (the toast is already shown) and on Cancel. */
  onDone: () => void;
}

export function SampleRequestForm({ coffee, onDone }: SampleRequestFormProps) {
  const [defaultValues] = useState<SampleRequestInput>(() => ({
    ...SAMPLE_REQUEST_DEFAULTS,
    sampleSize: SINGLE_SAMPLE_DEFAULTS.sampleSize,
    ...restoredDraft(),
    ...sampleCoffeeFields(coffee),
    offerId: coffee.offerId ?? null,
  }));
  const form = useForm({ resolver: zodResolver(sampleRequestSchema), defaultValues });
  useFormDraft(SAMPLE_DRAFT_KEY, form, true);

  const createSampleRequest = useCreateSampleRequest({
    onSuccess: ({ sampleRequest }, request) => {
      clearDraft(SAMPLE_DRAFT_KEY);
      toast({
        title: "Sample Request Submitted Successfully!",
        description: `Your ${request.sampleSize} sample of ${coffee.name} is booked under reference ${sampleRequest.id}. We ship samples within 24-48 hours.`,
        variant: "success",
        duration: TOAST_SUCCESS_MS,
      });
      onDone();
    },
    onError: (error) =>
      toast({
        title: "Sample Request Failed",
        description: userMessage(error),
        variant: "destructive",
        duration: TOAST_FAILURE_MS,
      }),
  });
  const pending = createSampleRequest.isPending;

  const submit = form.handleSubmit((request) => {
    // A second click while the first request is on its way must not create a second sample.
    if (createSampleRequest.isPending) return;
    createSampleRequest.mutate(request);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <SelectedCoffeeSummary coffee={coffee} />
      <SampleSizeField form={form} />
      <FormSection title="Contact Information">
        <SampleContactFields form={form} />
      </FormSection>
      <FormSection title="Shipping Address">
        <SampleAddressFields form={form} />
      </FormSection>
      <SampleNotesField form={form} />
      <SampleHoneypot form={form} />
      <PrivacyNote />
      <SampleFormFooter>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Submitting..." : "Submit Sample Request"}
        </Button>
      </SampleFormFooter>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 font-display text-lg text-dark">{title}</legend>
      {children}
    </fieldset>
  );
}
