// Step 1: category, region, processing and grade (required) and variety (optional).
import { Controller, useWatch } from "react-hook-form";
import { COFFEE_CATEGORIES, gradeLabel } from "~common/constants";
import type { SampleRequestFormApi } from "~/components/sample-request/sample-request-fields";
import { Field } from "~/components/ui/field";
import { Select, type SelectOption } from "~/components/ui/select";
import {
  useCoffeeGrades,
  useCoffeeRegions,
  useCoffeeVarieties,
  useProcessingMethods,
} from "./coffee-catalog";

type CoffeeField =
  "coffeeCategory" | "coffeeRegion" | "coffeeProcessing" | "coffeeGrade" | "coffeeVariety";

interface ChoiceFieldProps {
  form: SampleRequestFormApi;
  name: CoffeeField;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  onChosen?: () => void;
}

function ChoiceField({
  form,
  name,
  label,
  options,
  placeholder,
  required,
  disabled,
  hint,
  onChosen,
}: ChoiceFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} error={fieldState.error?.message} hint={hint}>
          {(control) => (
            <Select
              {...control}
              value={field.value ?? ""}
              onValueChange={(value) => {
                field.onChange(value);
                onChosen?.();
              }}
              options={options}
              placeholder={placeholder}
              disabled={disabled}
            />
          )}
        </Field>
      )}
    />
  );
}

const asOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

export function CoffeeSelectionStep({ form }: { form: SampleRequestFormApi }) {
  const [category, region] = useWatch({
    control: form.control,
    name: ["coffeeCategory", "coffeeRegion"],
  });
  const regions = useCoffeeRegions();
  const processing = useProcessingMethods();
  const grades = useCoffeeGrades(category);
  const varieties = useCoffeeVarieties(region, category);
  const varietyReady = region !== "" && category !== "";

  // Grades belong to a category and varieties to a region and category: a new choice clears them.
  const clear = (...fields: ("coffeeGrade" | "coffeeVariety")[]) => {
    for (const field of fields) form.setValue(field, "");
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceField
        form={form}
        name="coffeeCategory"
        label="Coffee Category"
        required
        placeholder="Select a category"
        options={COFFEE_CATEGORIES}
        onChosen={() => clear("coffeeGrade", "coffeeVariety")}
      />
      <ChoiceField
        form={form}
        name="coffeeRegion"
        label="Region"
        required
        placeholder={regions.isPending ? "Loading regions..." : "Select a region"}
        options={asOptions(regions.data ?? [])}
        onChosen={() => clear("coffeeVariety")}
      />
      <ChoiceField
        form={form}
        name="coffeeProcessing"
        label="Processing Method"
        required
        placeholder={processing.isPending ? "Loading methods..." : "Select a method"}
        options={asOptions(processing.methods)}
      />
      <ChoiceField
        form={form}
        name="coffeeGrade"
        label="Grade"
        required
        placeholder={category === "" ? "Choose a category first" : "Select a grade"}
        options={(grades.data ?? []).map((grade) => ({
          value: gradeLabel(grade),
          label: gradeLabel(grade),
        }))}
        disabled={category === ""}
      />
      <ChoiceField
        form={form}
        name="coffeeVariety"
        label="Variety (optional)"
        placeholder={
          !varietyReady
            ? "Choose a category and region first"
            : varieties.isPending
              ? "Loading varieties..."
              : "Any variety"
        }
        options={asOptions(varieties.data ?? [])}
        disabled={!varietyReady}
        hint="Leave empty and we will send the best current lot of the region."
      />
    </div>
  );
}
