import { Controller } from "react-hook-form";
import { QUOTE_GRADES, QUOTE_UNITS, type Choice } from "../../../common/constants";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { QuoteForm } from "./quote-form";

// Read-only fields look set, not editable.
const FIXED = "cursor-default border-transparent bg-light font-medium text-dark";

const GRADE_CHOICES = QUOTE_GRADES.map((grade) => ({ value: grade, label: grade }));

/** Step 2: the coffee, fixed by the offer, and what the buyer wants of it. */
export function QuoteCoffeeStep({
  form,
  processingChoices,
}: {
  form: QuoteForm;
  /** The spec's methods, plus the lot's own when it is another. */
  processingChoices: readonly Choice[];
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {/* The offer fixes these two; they are sent with the request, so they stay visible. */}
      <Field label="Coffee" className="sm:col-span-2" error={errors.coffeeName?.message}>
        {(control) => (
          <Input {...control} {...form.register("coffeeName")} readOnly className={FIXED} />
        )}
      </Field>
      <Field label="Region" className="sm:col-span-2" error={errors.region?.message}>
        {(control) => (
          <Input {...control} {...form.register("region")} readOnly className={FIXED} />
        )}
      </Field>
      <Controller
        control={form.control}
        name="grade"
        render={({ field, fieldState }) => (
          <Field label="Grade" required error={fieldState.error?.message}>
            {(control) => (
              <Select
                {...control}
                value={field.value}
                onValueChange={field.onChange}
                options={GRADE_CHOICES}
                placeholder="Choose a grade"
              />
            )}
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="processing"
        render={({ field, fieldState }) => (
          <Field label="Processing" required error={fieldState.error?.message}>
            {(control) => (
              <Select
                {...control}
                value={field.value}
                onValueChange={field.onChange}
                options={processingChoices}
                placeholder="Choose a method"
              />
            )}
          </Field>
        )}
      />
      <Field label="Quantity" required error={errors.quantity?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("quantity")}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className="tabular"
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="quantityUnit"
        render={({ field, fieldState }) => (
          <Field label="Unit" required error={fieldState.error?.message}>
            {(control) => (
              <Select
                {...control}
                value={field.value}
                onValueChange={field.onChange}
                options={QUOTE_UNITS}
              />
            )}
          </Field>
        )}
      />
      <Field
        label="Notes"
        className="sm:col-span-2"
        error={errors.notes?.message}
        hint="Shipment window, destination port, cupping preferences."
      >
        {(control) => <Textarea {...control} {...form.register("notes")} rows={4} />}
      </Field>
    </div>
  );
}
