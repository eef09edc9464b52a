import { Controller } from "react-hook-form";
import { QUOTE_GRADES, QUOTE_PROCESSING, QUOTE_UNITS } from "~common/constants";
import type { Offer } from "~common/contract/records";
import { lotQuoteGrade } from "~common/lot-quote";
import { bagsText, lotPriceText } from "~common/lot-terms";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { QuoteForm } from "./quote-form";

// Read-only fields look set, not editable.
const FIXED = "cursor-default border-transparent bg-light font-medium text-dark";

const GRADE_CHOICES = QUOTE_GRADES.map((grade) => ({ value: grade, label: grade }));

/** What the buyer weighs a quantity against: the lot's minimum, what remains and its price. */
function LotTerms({ offer }: { offer: Offer }) {
  const terms: [label: string, value: string][] = [
    ["Minimum order", offer.minimumOrderBags === null ? "" : bagsText(offer.minimumOrderBags)],
    ["Bags remaining", offer.bagsRemaining === null ? "" : bagsText(offer.bagsRemaining)],
    ["Price", lotPriceText(offer)],
  ];
  return (
    <div role="group" aria-label="Terms of this lot" className="sm:col-span-2">
      <dl className="grid gap-x-6 gap-y-1 rounded-xl bg-light px-4 py-3 text-sm sm:grid-cols-3">
        {terms
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="tabular font-semibold text-dark">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/** Step 2: the coffee, fixed by the lot, and how much of it the buyer wants. */
export function QuoteCoffeeStep({ form, offer }: { form: QuoteForm; offer: Offer }) {
  const { errors } = form.formState;
  const lotGrade = lotQuoteGrade(offer);
  const processing =
    QUOTE_PROCESSING.find((choice) => choice.value === offer.processing)?.label ?? offer.processing;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LotTerms offer={offer} />
      {/* The lot fixes these; they are sent with the request, so they stay visible. */}
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
      {lotGrade !== null ? (
        <Field label="Grade" error={errors.grade?.message}>
          {(control) => (
            <Input {...control} {...form.register("grade")} readOnly className={FIXED} />
          )}
        </Field>
      ) : (
        // A lot that states no grade leaves it to the buyer.
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
      )}
      {/* The lot's processing in the spec's quote words; the value sent is the lot's own. */}
      <Field label="Processing" error={errors.processing?.message}>
        {(control) => <Input {...control} value={processing} readOnly className={FIXED} />}
      </Field>
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
