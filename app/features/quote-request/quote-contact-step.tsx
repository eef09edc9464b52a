import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import type { QuoteRequestInput } from "~common/schemas/quote-request";
import { Field, Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import type { QuoteForm } from "./quote-form";

type ContactField = {
  name: keyof QuoteRequestInput;
  label: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** Spans both columns on wider screens. */
  wide?: boolean;
};

// The dialog opens on the first field, not on its Close button.
const FIRST_FIELD: keyof QuoteRequestInput = "firstName";

const CONTACT: readonly ContactField[] = [
  { name: "firstName", label: "First name", required: true, autoComplete: "given-name" },
  { name: "lastName", label: "Last name", required: true, autoComplete: "family-name" },
  { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "company", label: "Company", required: true, autoComplete: "organization" },
  { name: "role", label: "Job title/role", required: true, autoComplete: "organization-title" },
];

const ADDRESS: readonly ContactField[] = [
  {
    name: "addressLine1",
    label: "Address line 1",
    required: true,
    autoComplete: "address-line1",
    wide: true,
  },
  { name: "addressLine2", label: "Address line 2", autoComplete: "address-line2", wide: true },
  { name: "city", label: "City", required: true, autoComplete: "address-level2" },
  { name: "stateProvince", label: "State/Province", autoComplete: "address-level1" },
  { name: "postalCode", label: "Postal code", required: true, autoComplete: "postal-code" },
  { name: "country", label: "Country", required: true, autoComplete: "country-name" },
];

/** Every field of step 1; a failed submission with an error among them returns to step 1. */
export const CONTACT_STEP_FIELDS: readonly (keyof QuoteRequestInput)[] = [
  ...CONTACT,
  ...ADDRESS,
].map((field) => field.name);

function FieldGroup({
  title,
  fields,
  form,
}: {
  title: string;
  fields: readonly ContactField[];
  form: QuoteForm;
}) {
  const { errors } = form.formState;
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-[0.16em] text-secondary">
        {title}
      </legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            required={field.required}
            error={errors[field.name]?.message}
            className={cn(field.wide && "sm:col-span-2")}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register(field.name)}
                type={field.type ?? "text"}
                autoFocus={field.name === FIRST_FIELD}
                autoComplete={field.autoComplete}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** Step 1: who is asking and where the coffee goes. */
export function QuoteContactStep({ form }: { form: QuoteForm }) {
  return (
    <div className="space-y-7">
      <FieldGroup title="Contact" fields={CONTACT} form={form} />
      <FieldGroup title="Address" fields={ADDRESS} form={form} />
    </div>
  );
}
