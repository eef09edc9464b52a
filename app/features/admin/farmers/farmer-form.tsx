// Add or edit one farmer of /farmers-stories: the facts of the farm and the family, the story, the
// challenges, the partnership's impact, the farming practices (one a line) and the photographs.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Field, Input, Textarea } from "~/components/ui/field";
import { useQueryClient } from "~/lib/query-layer";
import { toast } from "~/lib/toast-store";
import type { FarmerStory } from "~common/contract/farmer-stories";
import { farmerStorySchema, type FarmerStoryData } from "~common/schemas/farmer-story";
import { z } from "~common/zod";
import { AdminCard } from "../admin-card";
import { FormButtons } from "../record-actions";
import { FARMERS_KEY, useSaveFarmerStory } from "../api/farmer-stories";
import { ImagePicker, usePlacePhotographs } from "../media/image-picker";
import { toastFailure } from "../failure-message";
import { refusedFields } from "../refused-fields";
import { useFocusOnMount } from "../use-focus-on-mount";

/** The form writes the farming practices one a line; the API takes them as a list. */
const farmerFormSchema = farmerStorySchema.extend({
  farmingPractices: z
    .string()
    .transform((text) => text.split("\n"))
    .pipe(farmerStorySchema.shape.farmingPractices),
});
type FarmerFormInput = z.input<typeof farmerFormSchema>;
type TextField = Exclude<keyof FarmerFormInput, "children" | "schoolChildren">;

/** The one-line facts, in the order the profile shows them, with their labels. */
const FACTS: readonly { name: TextField; label: string; hint?: string }[] = [
  { name: "farmerName", label: "Farmer name" },
  { name: "farmerWife", label: "Wife" },
  { name: "village", label: "Village" },
  { name: "region", label: "Region", hint: "e.g. Gedeb, Yirgacheffe" },
  { name: "altitude", label: "Altitude", hint: "e.g. 2,050 m" },
  { name: "landSize", label: "Land size", hint: "e.g. 1.5 hectares" },
  { name: "production", label: "Production" },
  { name: "cherryPrice", label: "Cherry price" },
  { name: "walkToSchool", label: "Walk to school", hint: "e.g. 40 minutes each way" },
  { name: "pickSeason", label: "Pick season", hint: "e.g. October to January" },
  { name: "farmingExperience", label: "Farming experience", hint: "e.g. 26 years" },
];

const STORY: readonly { name: TextField; label: string }[] = [
  { name: "story", label: "Story" },
  { name: "challenges", label: "Challenges" },
  { name: "impact", label: "Impact" },
];

const FIELD_NAMES = new Set<string>([
  ...FACTS.map((fact) => fact.name),
  ...STORY.map((part) => part.name),
  "children",
  "schoolChildren",
  "farmingPractices",
]);

function formValues(farmer: FarmerStory | null): FarmerFormInput {
  if (!farmer)
    return {
      farmerName: "",
      farmerWife: "",
      village: "",
      region: "",
      altitude: "",
      landSize: "",
      production: "",
      cherryPrice: "",
      children: "",
      schoolChildren: "",
      walkToSchool: "",
      pickSeason: "",
      farmingExperience: "",
      story: "",
      challenges: "",
      impact: "",
      farmingPractices: "",
    };
  const { id: _id, slug: _slug, photos: _photos, farmingPractices, ...facts } = farmer;
  return { ...facts, farmingPractices: farmingPractices.join("\n") };
}

export function FarmerForm({ farmer, onDone }: { farmer: FarmerStory | null; onDone: () => void }) {
  const save = useSaveFarmerStory();
  const queryClient = useQueryClient();
  const photographs = usePlacePhotographs(
    "farmer-story",
    farmer?.photos ?? [],
    "Failed to save the farmer's photographs",
  );
  const ref = useFocusOnMount<HTMLElement>(true);
  const form = useForm<FarmerFormInput, unknown, FarmerStoryData>({
    resolver: zodResolver(farmerFormSchema),
    defaultValues: formValues(farmer),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const editing = farmer !== null;

  const submit = form.handleSubmit((data) =>
    save.mutate(
      { id: farmer?.id ?? null, story: data },
      {
        onSuccess: async (saved) => {
          await photographs.save(saved.slug);
          await queryClient.refetchQueries({ queryKey: FARMERS_KEY });
          toast({
            title: "Success",
            description: editing
              ? `${data.farmerName} updated successfully`
              : `${data.farmerName} added successfully`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          for (const { field, message } of refusedFields(error)) {
            const name = field.split(".")[0]!;
            if (FIELD_NAMES.has(name)) form.setError(name as keyof FarmerFormInput, { message });
          }
          toastFailure(error, editing ? "Failed to update the farmer" : "Failed to add the farmer");
        },
      },
    ),
  );

  return (
    <AdminCard
      ref={ref}
      title={editing ? `Edit ${farmer.farmerName}` : "Add a farmer"}
      description="Shown on /farmers-stories in the order of the list below. A farmer without a drawing is pictured by their first photograph."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label={editing ? "Edit farmer" : "New farmer"}
        className="grid gap-5 sm:grid-cols-2"
      >
        {FACTS.map(({ name, label, hint }) => (
          <Field key={name} label={label} required hint={hint} error={errors[name]?.message}>
            {(a) => <Input {...a} {...register(name)} autoComplete="off" />}
          </Field>
        ))}
        <Field label="Children" required error={errors.children?.message}>
          {(a) => <Input {...a} {...register("children")} inputMode="numeric" />}
        </Field>
        <Field label="Children in school" required error={errors.schoolChildren?.message}>
          {(a) => <Input {...a} {...register("schoolChildren")} inputMode="numeric" />}
        </Field>
        {STORY.map(({ name, label }) => (
          <Field
            key={name}
            label={label}
            required
            error={errors[name]?.message}
            className="sm:col-span-2"
          >
            {(a) => <Textarea {...a} {...register(name)} rows={4} />}
          </Field>
        ))}
        <Field
          label="Farming practices"
          required
          hint="One a line."
          error={errors.farmingPractices?.message}
          className="sm:col-span-2"
        >
          {(a) => <Textarea {...a} {...register("farmingPractices")} rows={7} />}
        </Field>
        <div className="sm:col-span-2">
          <ImagePicker
            value={photographs.imageIds}
            onChange={photographs.setImageIds}
            place="farmer-story"
          />
        </div>
        <FormButtons editing={editing} pending={save.isPending} onCancel={onDone} />
      </form>
    </AdminCard>
  );
}
