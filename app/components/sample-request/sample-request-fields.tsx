// The form parts every sample request shares: the single-offer form, the collection dialog and
// the home wizard lay them out differently but hold the same fields of the same schema. They live
// outside both features (sample-request, sample-wizard) because features do not import each other.
import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { SAMPLE_SIZES } from "~common/constants";
import { ABROAD_PHONE_HINT, shipsAbroad } from "~common/sample-shipping";
import type { SampleRequestData, SampleRequestInput } from "~common/schemas/sample-request";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { cn } from "~/lib/cn";

export type SampleRequestFormApi = UseFormReturn<SampleRequestInput, unknown, SampleRequestData>;

type TextFieldName =
  | "companyName"
  | "contactName"
  | "email"
  | "phone"
  | "role"
  | "addressLine1"
  | "addressLine2"
  | "city"
  | "stateProvince"
  | "postalCode"
  | "country";

interface TextFieldProps {
  form: SampleRequestFormApi;
  name: TextFieldName;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  type?: "text" | "email" | "tel";
  autoComplete: HTMLInputAutoCompleteAttribute;
  className?: string;
}

function TextField({
  form,
  name,
  label,
  required,
  hint,
  type = "text",
  autoComplete,
  className,
}: TextFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={form.formState.errors[name]?.message}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          {...form.register(name)}
        />
      )}
    </Field>
  );
}

export function SampleContactFields({ form }: { form: SampleRequestFormApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="companyName"
        label="Company Name"
        required
        autoComplete="organization"
      />
      <TextField form={form} name="contactName" label="Contact Name" required autoComplete="name" />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        form={form}
        name="role"
        label="Job Title/Role"
        required
        autoComplete="organization-title"
      />
      <SamplePhoneField form={form} />
    </div>
  );
}

/**
 * Optional while the sample stays in Ethiopia; required, with the reason under it, once the
 * country says it ships abroad (issue 49, `common/sample-shipping.ts`).
 */
function SamplePhoneField({ form }: { form: SampleRequestFormApi }) {
  const abroad = shipsAbroad(useWatch({ control: form.control, name: "country" }));
  return (
    <TextField
      form={form}
      name="phone"
      label={abroad ? "Phone" : "Phone (optional)"}
      required={abroad}
      hint={abroad ? ABROAD_PHONE_HINT : undefined}
      type="tel"
      autoComplete="tel"
      className="sm:col-span-2"
    />
  );
}

export function SampleAddressFields({ form }: { form: SampleRequestFormApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        form={form}
        name="addressLine1"
        label="Address Line 1"
        required
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="addressLine2"
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextField form={form} name="city" label="City" required autoComplete="address-level2" />
      <TextField
        form={form}
        name="stateProvince"
        label="State/Province (optional)"
        autoComplete="address-level1"
      />
      <TextField
        form={form}
        name="postalCode"
        label="Postal Code"
        required
        autoComplete="postal-code"
      />
      <TextField form={form} name="country" label="Country" required autoComplete="country-name" />
    </div>
  );
}

/** 100g, 200g, 250g or 500g as a radio group (native radios: keyboard and screen readers for free). */
export function SampleSizeField({ form }: { form: SampleRequestFormApi }) {
  const error = form.formState.errors.sampleSize?.message;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">
        Sample Size
        <span className="ml-0.5 text-soldout" aria-hidden>
          *
        </span>
      </legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SAMPLE_SIZES.map((size) => (
          <label
            key={size}
            className={cn(
              "flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-white text-sm font-semibold text-ink transition",
              "hover:border-primary/50 has-checked:border-primary has-checked:bg-primary/8 has-checked:text-primary has-focus-visible:ring-2 has-focus-visible:ring-accent",
            )}
          >
            <input
              type="radio"
              value={size}
              className="h-4 w-4 accent-primary"
              {...form.register("sampleSize")}
            />
            <span className="tabular">{size}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-soldout">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SampleNotesField({ form }: { form: SampleRequestFormApi }) {
  return (
    <Field label="Notes (optional)" error={form.formState.errors.notes?.message}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          placeholder="Roast profile you cup with, target lot size, shipping instructions"
          {...form.register("notes")}
        />
      )}
    </Field>
  );
}

export function SampleHoneypot({ form }: { form: SampleRequestFormApi }) {
  return <Honeypot {...form.register("website")} />;
}

/** The form's buttons, kept in view at the bottom of the dialog while the fields scroll. */
export function SampleFormFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-5 z-10 -mx-6 -mb-5 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-white/95 px-6 py-4 backdrop-blur sm:gap-3">
      {children}
    </div>
  );
}
