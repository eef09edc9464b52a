import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/lib/toast-store";
import {
  AVAILABILITY_LABELS,
  CUP_SCORE_MAX,
  CUP_SCORE_MIN,
  LOT_SIZE_MIN,
  OFFER_PROCESSING,
  OFFER_REGIONS,
} from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import {
  OFFER_DEFAULTS,
  offerSchema,
  offerToInput,
  type OfferData,
  type OfferInput,
} from "~common/schemas/offer";
import { AdminCard } from "../admin-card";
import { useSaveOffer } from "../api/offers";
import { labelledOptions, plainOptions } from "../choices";
import { failureMessage } from "../failure-message";
import { ImagePicker, usePlacePhotographs } from "../media/image-picker";
import { useFocusOnMount } from "../use-focus-on-mount";
import { FlavorNotesInput } from "./flavor-notes-input";
import { OfferTradeFields } from "./offer-trade-fields";
import type { Offer } from "~common/contract/records";

const regionOptions = plainOptions(OFFER_REGIONS);
const processingOptions = plainOptions(OFFER_PROCESSING);
const availabilityOptions = labelledOptions(AVAILABILITY_LABELS);

/** Add or edit one lot; keyed by the editor session, so a new session starts from fresh values. */
export function OfferForm({
  offer,
  focus,
  onDone,
}: {
  offer: Offer | null;
  focus: boolean;
  onDone: () => void;
}) {
  const save = useSaveOffer();
  const ref = useFocusOnMount<HTMLElement>(focus);
  const form = useForm<OfferInput, unknown, OfferData>({
    resolver: zodResolver(offerSchema),
    defaultValues: offer ? offerToInput(offer) : OFFER_DEFAULTS,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const editing = offer !== null;
  const photographs = usePlacePhotographs(
    "lot",
    offer?.images ?? [],
    "Failed to save the lot's photographs",
  );

  const submit = form.handleSubmit((data) =>
    save.mutate(
      { id: offer?.id ?? null, offer: data },
      {
        onSuccess: (saved) => {
          void photographs.save(String(saved.id));
          toast({
            title: editing
              ? "Coffee offer updated successfully"
              : "Coffee offer created successfully",
            variant: "success",
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(
              error,
              editing ? "Failed to update offer" : "Failed to create offer",
            ),
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          }),
      },
    ),
  );

  return (
    <AdminCard
      ref={ref}
      title={editing ? "Edit Offer" : "Add New Offer"}
      description={
        editing
          ? `Editing ${offer.name}`
          : "A new lot appears on the public offers page as soon as it is saved."
      }
    >
      <form
        noValidate
        onSubmit={submit}
        className="space-y-8"
        aria-label={editing ? "Edit offer" : "New offer"}
      >
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
            Lot and origin
          </legend>
          <Field label="Name" required error={errors.name?.message} className="sm:col-span-2">
            {(a) => (
              <Input {...a} {...register("name")} placeholder="e.g. Guji Hambela Natural G1" />
            )}
          </Field>
          <Field label="Region" required error={errors.region?.message}>
            {(a) => (
              <Controller
                control={control}
                name="region"
                render={({ field }) => (
                  <Select
                    {...a}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={regionOptions}
                    placeholder="Choose a region"
                  />
                )}
              />
            )}
          </Field>
          <Field label="Processing" required error={errors.processing?.message}>
            {(a) => (
              <Controller
                control={control}
                name="processing"
                render={({ field }) => (
                  <Select
                    {...a}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={processingOptions}
                    placeholder="Choose a method"
                  />
                )}
              />
            )}
          </Field>
          <Field label="Variety" error={errors.variety?.message}>
            {(a) => <Input {...a} {...register("variety")} placeholder="e.g. Ethiopian heirloom" />}
          </Field>
          <Field label="Farm" error={errors.farm?.message}>
            {(a) => <Input {...a} {...register("farm")} />}
          </Field>
          <Field label="Producer" error={errors.producer?.message}>
            {(a) => <Input {...a} {...register("producer")} />}
          </Field>
          <Field label="Grade" error={errors.grade?.message}>
            {(a) => <Input {...a} {...register("grade")} placeholder="e.g. Grade 1" />}
          </Field>
          <Field label="Harvest date" error={errors.harvestDate?.message}>
            {(a) => <Input {...a} {...register("harvestDate")} placeholder="e.g. December 2024" />}
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-3">
          <legend className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
            Cup, volume and price
          </legend>
          <Field label="Cup score" required error={errors.cupScore?.message}>
            {(a) => (
              <Input
                {...a}
                {...register("cupScore")}
                type="number"
                inputMode="decimal"
                min={CUP_SCORE_MIN}
                max={CUP_SCORE_MAX}
                step={0.25}
                className="tabular"
              />
            )}
          </Field>
          <Field label="Lot size (bags)" required error={errors.lotSize?.message}>
            {(a) => (
              <Input
                {...a}
                {...register("lotSize")}
                type="number"
                inputMode="numeric"
                min={LOT_SIZE_MIN}
                step={1}
                className="tabular"
              />
            )}
          </Field>
          <Field label="Price per lb (USD)" required error={errors.pricePerLbs?.message}>
            {(a) => (
              <Input
                {...a}
                {...register("pricePerLbs")}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                className="tabular"
              />
            )}
          </Field>
          <Field
            label="Flavor notes"
            required
            error={errors.flavorProfile?.message ?? errors.flavorProfile?.root?.message}
            className="sm:col-span-3"
          >
            {(a) => (
              <Controller
                control={control}
                name="flavorProfile"
                render={({ field }) => (
                  <FlavorNotesInput {...a} notes={field.value ?? []} onChange={field.onChange} />
                )}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-secondary">
            Availability and logistics
          </legend>
          <Field label="Availability" required error={errors.availability?.message}>
            {(a) => (
              <Controller
                control={control}
                name="availability"
                render={({ field }) => (
                  <Select
                    {...a}
                    value={field.value ?? "in-stock"}
                    onValueChange={field.onChange}
                    options={availabilityOptions}
                  />
                )}
              />
            )}
          </Field>
          <Field label="Warehouse location" error={errors.warehouseLocation?.message}>
            {(a) => (
              <Input
                {...a}
                {...register("warehouseLocation")}
                placeholder="e.g. Addis Ababa, or Antwerp for an ex-warehouse price"
              />
            )}
          </Field>
          <Field label="Certificate number" error={errors.certNo?.message}>
            {(a) => <Input {...a} {...register("certNo")} />}
          </Field>
          <label className="flex items-center gap-3 self-end rounded-lg border border-line px-3.5 py-2.5 text-sm font-medium text-ink">
            <input
              type="checkbox"
              {...register("sampleAvailable")}
              className="h-4 w-4 accent-[var(--palette-primary)]"
            />
            Sample available
          </label>
          <Field
            label="Description"
            required
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {(a) => (
              <Textarea
                {...a}
                {...register("description")}
                rows={4}
                placeholder="Cup profile, lot story, preparation"
              />
            )}
          </Field>
        </fieldset>

        <OfferTradeFields form={form} />

        <ImagePicker value={photographs.imageIds} onChange={photographs.setImageIds} />

        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
          {editing ? (
            <Button variant="outline" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : editing ? "Update Offer" : "Create Offer"}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
