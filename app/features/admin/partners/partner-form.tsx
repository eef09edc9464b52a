// Add or edit one partner or customer: its name, what it is and where, and which it is.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Field, Input } from "~/components/ui/field";
import { toast } from "~/lib/toast-store";
import { PARTNER_TYPES } from "~common/constants";
import type { Partner } from "~common/contract/records";
import { partnerSchema, type PartnerData, type PartnerInput } from "~common/schemas/partner";
import { AdminCard } from "../admin-card";
import { FormButtons } from "../record-actions";
import { useSavePartner } from "../api/partners";
import { toastFailure } from "../failure-message";
import { setRefusedFields } from "../refused-fields";
import { useFocusOnMount } from "../use-focus-on-mount";

const TYPE_LABELS = { partner: "Partner", customer: "Customer" } as const;
const FIELDS = ["name", "description", "type"] as const;

export function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const save = useSavePartner();
  const ref = useFocusOnMount<HTMLElement>(true);
  const form = useForm<PartnerInput, unknown, PartnerData>({
    resolver: zodResolver(partnerSchema),
    defaultValues: partner
      ? { name: partner.name, description: partner.description, type: partner.type }
      : { name: "", description: "", type: "customer" },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const editing = partner !== null;

  const submit = form.handleSubmit((data) =>
    save.mutate(
      { id: partner?.id ?? null, partner: data },
      {
        onSuccess: () => {
          toast({
            title: "Success",
            description: editing
              ? `${data.name} updated successfully`
              : `${data.name} added successfully`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          setRefusedFields(error, FIELDS, form.setError);
          toastFailure(
            error,
            editing ? "Failed to update the partner" : "Failed to add the partner",
          );
        },
      },
    ),
  );

  return (
    <AdminCard
      ref={ref}
      title={editing ? `Edit ${partner.name}` : "Add a partner or customer"}
      description="Shown in the home page's Partners and Customers section; its logo is set in the list below."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label={editing ? "Edit partner" : "New partner"}
        className="grid gap-5 sm:grid-cols-2"
      >
        <Field label="Name" required error={errors.name?.message}>
          {(a) => <Input {...a} {...register("name")} autoComplete="organization" />}
        </Field>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">Type</legend>
          <div className="flex h-10 items-center gap-5">
            {PARTNER_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value={type}
                  {...register("type")}
                  className="h-4 w-4 accent-[var(--palette-primary)]"
                />
                {TYPE_LABELS[type]}
              </label>
            ))}
          </div>
          {errors.type?.message ? (
            <p role="alert" className="text-sm text-soldout">
              {errors.type.message}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Description"
          error={errors.description?.message}
          hint="What they are and where, e.g. Specialty roaster, Hamburg."
          className="sm:col-span-2"
        >
          {(a) => <Input {...a} {...register("description")} />}
        </Field>
        <FormButtons editing={editing} pending={save.isPending} onCancel={onDone} />
      </form>
    </AdminCard>
  );
}
