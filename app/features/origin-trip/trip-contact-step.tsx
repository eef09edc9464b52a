import type { HTMLInputAutoCompleteAttribute } from "react";
import { Controller } from "react-hook-form";
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN } from "~common/constants";
import { experienceLevels } from "../../../content/trip-experiences";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Select } from "~/components/ui/select";
import type { TripBookingFormApi } from "./trip-booking-form-api";

const EXPERIENCE_LEVEL_OPTIONS = experienceLevels.map(({ value, label }) => ({ value, label }));

type TextFieldName =
  | "fullName"
  | "email"
  | "role"
  | "phone"
  | "company"
  | "addressLine1"
  | "city"
  | "country"
  | "preferredDates";

interface TextFieldProps {
  form: TripBookingFormApi;
  name: TextFieldName;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  className?: string;
}

function TextField({
  form,
  name,
  label,
  required,
  type = "text",
  autoComplete,
  placeholder,
  className,
}: TextFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      error={form.formState.errors[name]?.message}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...form.register(name)}
        />
      )}
    </Field>
  );
}

/** Step 2: who is travelling, how many, and when. */
export function TripContactStep({ form }: { form: TripBookingFormApi }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-7">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 font-display text-lg text-dark">Contact</legend>
        <TextField form={form} name="fullName" label="Full Name" required autoComplete="name" />
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
          placeholder="Green buyer, head roaster..."
        />
        <TextField
          form={form}
          name="company"
          label="Company (optional)"
          autoComplete="organization"
        />
        <TextField
          form={form}
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 font-display text-lg text-dark">Address</legend>
        <TextField
          form={form}
          name="addressLine1"
          label="Address Line (optional)"
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextField form={form} name="city" label="City (optional)" autoComplete="address-level2" />
        <TextField
          form={form}
          name="country"
          label="Country (optional)"
          autoComplete="country-name"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 font-display text-lg text-dark">Your Trip</legend>
        <Field label="Coffee Experience Level (optional)" error={errors.experience?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="experience"
              render={({ field }) => (
                <Select
                  {...control}
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  options={EXPERIENCE_LEVEL_OPTIONS}
                  placeholder="Select your level"
                />
              )}
            />
          )}
        </Field>
        <Field
          label="Group Size"
          hint={`${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX} travellers`}
          error={errors.groupSize?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={GROUP_SIZE_MIN}
              max={GROUP_SIZE_MAX}
              step={1}
              className="tabular"
              {...form.register("groupSize")}
            />
          )}
        </Field>
        <TextField
          form={form}
          name="preferredDates"
          label="Preferred Dates (optional)"
          autoComplete="off"
          placeholder="e.g. the December departure"
          className="sm:col-span-2"
        />
        <Field
          label="Special Requests (optional)"
          error={errors.specialRequests?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              placeholder="Dietary needs, accessibility, lots or washing stations you want to visit"
              {...form.register("specialRequests")}
            />
          )}
        </Field>
      </fieldset>
      <Honeypot {...form.register("website")} />
    </div>
  );
}
