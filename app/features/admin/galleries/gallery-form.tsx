// Add or edit one gallery of /photo-galleries: its title, its category (one of the spec's four),
// what it shows and its photographs from the image library.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { galleryCategories } from "../../../../content/galleries";
import { Field, Input, Textarea } from "~/components/ui/field";
import { useQueryClient } from "~/lib/query-layer";
import { toast } from "~/lib/toast-store";
import type { PhotoGallery } from "~common/contract/photo-galleries";
import {
  photoGallerySchema,
  type PhotoGalleryData,
  type PhotoGalleryInput,
} from "~common/schemas/photo-gallery";
import { AdminCard } from "../admin-card";
import { FormButtons } from "../record-actions";
import { GALLERIES_KEY, useSavePhotoGallery } from "../api/photo-galleries";
import { ImagePicker, usePlacePhotographs } from "../media/image-picker";
import { toastFailure } from "../failure-message";
import { setRefusedFields } from "../refused-fields";
import { useFocusOnMount } from "../use-focus-on-mount";

const FIELDS = ["title", "category", "description"] as const;

export function GalleryForm({
  gallery,
  onDone,
}: {
  gallery: PhotoGallery | null;
  onDone: () => void;
}) {
  const save = useSavePhotoGallery();
  const queryClient = useQueryClient();
  const photographs = usePlacePhotographs(
    "gallery",
    gallery?.photos ?? [],
    "Failed to save the gallery's photographs",
  );
  const ref = useFocusOnMount<HTMLElement>(true);
  const form = useForm<PhotoGalleryInput, unknown, PhotoGalleryData>({
    resolver: zodResolver(photoGallerySchema),
    defaultValues: gallery
      ? { title: gallery.title, category: gallery.category, description: gallery.description }
      : { title: "", category: "", description: "" },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const editing = gallery !== null;
  const categoryErrorId = useId();

  const submit = form.handleSubmit((data) =>
    save.mutate(
      { id: gallery?.id ?? null, gallery: data },
      {
        onSuccess: async (saved) => {
          await photographs.save(saved.slug);
          await queryClient.refetchQueries({ queryKey: GALLERIES_KEY });
          toast({
            title: "Success",
            description: editing
              ? `${data.title} updated successfully`
              : `${data.title} added successfully`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          setRefusedFields(error, FIELDS, form.setError);
          toastFailure(
            error,
            editing ? "Failed to update the gallery" : "Failed to add the gallery",
          );
        },
      },
    ),
  );

  return (
    <AdminCard
      ref={ref}
      title={editing ? `Edit ${gallery.title}` : "Add a gallery"}
      description="Shown on /photo-galleries in the order of the list below, under its category's filter."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label={editing ? "Edit gallery" : "New gallery"}
        className="grid gap-5 sm:grid-cols-2"
      >
        <Field label="Title" required error={errors.title?.message}>
          {(a) => <Input {...a} {...register("title")} autoComplete="off" />}
        </Field>
        <fieldset
          className="space-y-1.5"
          aria-describedby={errors.category?.message ? categoryErrorId : undefined}
        >
          {/* As in Field: the group's name is exactly "Category", its error describes it. */}
          <legend className="text-sm font-medium text-ink">
            Category{" "}
            <span className="text-soldout" aria-hidden>
              *
            </span>
          </legend>
          <div className="flex min-h-10 flex-wrap items-center gap-x-5 gap-y-2">
            {galleryCategories.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value={category}
                  {...register("category")}
                  className="h-4 w-4 accent-[var(--palette-primary)]"
                />
                {category}
              </label>
            ))}
          </div>
          {errors.category?.message ? (
            <p id={categoryErrorId} role="alert" className="text-sm text-soldout">
              {errors.category.message}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Description"
          required
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(a) => <Textarea {...a} {...register("description")} rows={3} />}
        </Field>
        <div className="sm:col-span-2">
          <ImagePicker
            value={photographs.imageIds}
            onChange={photographs.setImageIds}
            place="gallery"
          />
        </div>
        <FormButtons editing={editing} pending={save.isPending} onCancel={onDone} />
      </form>
    </AdminCard>
  );
}
