// The trade terms of a lot in the admin offer form (issue 11): physical analysis, shipment and
// price terms, certifications and EUDR traceability. All optional; the offer schema checks them.
import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Field, Input } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  LOT_POSITION_LABELS,
  PRICE_BASIS_LABELS,
  type Certification,
} from "~common/constants";
import type { OfferData, OfferInput } from "~common/schemas/offer";
import { labelledOptions } from "../choices";
import { FarmPlotsInput } from "./farm-plots-input";

type OfferForm = UseFormReturn<OfferInput, unknown, OfferData>;

// Radix Select has no empty option: 'not stated' stands for a blank choice.
const NOT_STATED = "not-stated";
const notStated = { value: NOT_STATED, label: "Not stated" };
const positionOptions = [notStated, ...labelledOptions(LOT_POSITION_LABELS)];
const priceBasisOptions = [notStated, ...labelledOptions(PRICE_BASIS_LABELS)];

const LEGEND = "mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-secondary";

type NumberFieldName =
  | "moisturePercent"
  | "waterActivity"
  | "densityGramsPerLitre"
  | "defectsPer350g"
  | "bagSizeKg"
  | "bagsRemaining"
  | "minimumOrderBags"
  | "altitudeMinM"
  | "altitudeMaxM";

type TextFieldName =
  | "cropYear"
  | "screenSize"
  | "packaging"
  | "shipmentMonth"
  | "eta"
  | "otherCertifications"
  | "washingStation"
  | "traceabilityBatch";

export function OfferTradeFields({ form }: { form: OfferForm }) {
  const { register, control, formState } = form;
  const errors = formState.errors;

  const number = (name: NumberFieldName, label: string, step: number, placeholder?: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(a) => (
        <Input
          {...a}
          {...register(name)}
          type="number"
          inputMode="decimal"
          step={step}
          placeholder={placeholder}
          className="tabular"
        />
      )}
    </Field>
  );
  const text = (
    name: TextFieldName,
    label: string,
    options: { placeholder?: string; type?: string; className?: string } = {},
  ) => (
    <Field label={label} error={errors[name]?.message} className={options.className}>
      {(a) => (
        <Input
          {...a}
          {...register(name)}
          type={options.type ?? "text"}
          placeholder={options.placeholder}
        />
      )}
    </Field>
  );
  const choice = (
    name: "position" | "priceBasis",
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={label} error={errors[name]?.message}>
      {(a) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...a}
              value={field.value || NOT_STATED}
              onValueChange={(value) => field.onChange(value === NOT_STATED ? "" : value)}
              options={options}
            />
          )}
        />
      )}
    </Field>
  );

  return (
    <>
      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className={LEGEND}>Physical analysis</legend>
        {text("cropYear", "Crop year", { placeholder: "e.g. 2025/26" })}
        {number("moisturePercent", "Moisture (%)", 0.1, "e.g. 10.5")}
        {number("waterActivity", "Water activity (aw)", 0.001, "e.g. 0.55")}
        {number("densityGramsPerLitre", "Density (g/L)", 1, "e.g. 760")}
        <PreShipmentFiguresBox form={form} />
        {text("screenSize", "Screen size", { placeholder: "e.g. 15+ or 14/15" })}
        {number("defectsPer350g", "Defects per 350 g", 1, "e.g. 3")}
        {/* The lot's one altitude: pages write it from this range. */}
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1.5 text-sm font-medium text-ink">Altitude range</legend>
          {number("altitudeMinM", "Lowest (m)", 1, "e.g. 1950")}
          {number("altitudeMaxM", "Highest (m)", 1, "e.g. 2150")}
        </fieldset>
        {text("washingStation", "Washing station")}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className={LEGEND}>Trade terms</legend>
        {choice("position", "Position", positionOptions)}
        {text("shipmentMonth", "Shipment month", { type: "month" })}
        {text("eta", "ETA", { type: "date" })}
        {choice("priceBasis", "Price basis", priceBasisOptions)}
        {number("bagsRemaining", "Bags remaining", 1)}
        {number("minimumOrderBags", "Minimum order (bags)", 1)}
        {number("bagSizeKg", "Bag size (kg)", 0.01, "e.g. 60")}
        {text("packaging", "Packaging", {
          placeholder: "e.g. 60 kg jute with GrainPro",
          className: "sm:col-span-2",
        })}
        <Controller
          control={control}
          name="certifications"
          render={({ field, fieldState }) => {
            const chosen = new Set<Certification>(field.value ?? []);
            const toggle = (value: Certification, on: boolean) => {
              if (on) chosen.add(value);
              else chosen.delete(value);
              field.onChange(CERTIFICATIONS.filter((c) => chosen.has(c)));
            };
            return (
              <fieldset className="space-y-2 sm:col-span-2">
                <legend className="text-sm font-medium text-ink">Certifications</legend>
                <div className="flex flex-wrap gap-2">
                  {CERTIFICATIONS.map((value) => (
                    <label
                      key={value}
                      className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm text-ink"
                    >
                      <input
                        type="checkbox"
                        checked={chosen.has(value)}
                        onChange={(event) => toggle(value, event.target.checked)}
                        className="h-4 w-4 accent-[var(--palette-primary)]"
                      />
                      {CERTIFICATION_LABELS[value]}
                    </label>
                  ))}
                </div>
                {fieldState.error ? (
                  <p role="alert" className="text-sm text-soldout">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
        {text("otherCertifications", "Other certifications", {
          placeholder: "e.g. Bird Friendly",
        })}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={LEGEND}>Traceability (EU deforestation regulation)</legend>
        {text("traceabilityBatch", "Traceability batch number", {
          placeholder: "e.g. ETH-ECTA-YC-2526-00142",
        })}
        <Field
          label="Farm plots (GeoJSON)"
          error={errors.farmPlots?.message}
          hint="Points for plots under 4 ha, polygons for larger ones; longitude first (WGS 84)."
          className="sm:col-span-2"
        >
          {(a) => (
            <Controller
              control={control}
              name="farmPlots"
              render={({ field }) => (
                <FarmPlotsInput
                  {...a}
                  value={typeof field.value === "string" ? field.value : ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
      </fieldset>
    </>
  );
}

/**
 * The mark that moisture, water activity and density come from a pre-shipment sample: a harvest
 * not yet ended has no other (common/lot-agreement.ts), and the lot's page says so beside them.
 */
function PreShipmentFiguresBox({ form }: { form: OfferForm }) {
  const id = useId();
  const error = form.formState.errors.preShipmentFigures?.message;
  return (
    <div className="space-y-1.5 self-end sm:col-span-2">
      <label className="flex items-center gap-3 rounded-lg border border-line px-3.5 py-2.5 text-sm font-medium text-ink">
        <input
          type="checkbox"
          {...form.register("preShipmentFigures")}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="h-4 w-4 accent-[var(--palette-primary)]"
        />
        Pre-shipment figures
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Moisture, water activity and density measured on a pre-shipment sample.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-soldout">
          {error}
        </p>
      ) : null}
    </div>
  );
}
