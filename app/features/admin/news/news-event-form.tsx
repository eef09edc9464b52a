import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/lib/toast-store";
import { NEWS_TYPE_LABELS } from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import {
  newsEventDefaults,
  newsEventSchema,
  newsEventToInput,
  type NewsEventData,
  type NewsEventInput,
} from "~common/schemas/news-event";
import { AdminCard } from "../admin-card";
import { useSaveNewsEvent } from "../api/news-events";
import { labelledOptions } from "../choices";
import { useFocusOnMount } from "../use-focus-on-mount";
import type { NewsEvent } from "~common/contract/records";

const typeOptions = labelledOptions(NEWS_TYPE_LABELS);

/**
 * Create (default) or edit one news item, event or announcement; used by the admin tab and by
 * /admin-news. Keyed by the editor session, so a new session starts from fresh values.
 */
export function NewsEventForm({
  item,
  focus,
  onDone,
}: {
  item: NewsEvent | null;
  focus: boolean;
  onDone: () => void;
}) {
  const save = useSaveNewsEvent();
  const ref = useFocusOnMount<HTMLElement>(focus);
  const form = useForm<NewsEventInput, unknown, NewsEventData>({
    resolver: zodResolver(newsEventSchema),
    defaultValues: item ? newsEventToInput(item) : newsEventDefaults(),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const editing = item !== null;
  const isEvent = useWatch({ control, name: "type" }) === "event";

  const submit = form.handleSubmit((data) =>
    save.mutate(
      // Location and attendees belong to events only; a type change must not leave them behind.
      {
        id: item?.id ?? null,
        item: data.type === "event" ? data : { ...data, location: null, attendees: null },
      },
      {
        onSuccess: () => {
          toast({
            title: "Success",
            description: editing
              ? "News/Event updated successfully"
              : "News/Event created successfully",
            variant: "success",
          });
          onDone();
        },
        onError: () =>
          toast({
            title: "Error",
            description: editing ? "Failed to update news/event" : "Failed to create news/event",
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          }),
      },
    ),
  );

  return (
    <AdminCard
      ref={ref}
      title={editing ? "Edit News/Event" : "Create News/Event"}
      description={
        editing
          ? `Editing ${item.title}`
          : "Published on the public News & Events page as soon as it is saved."
      }
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-5 sm:grid-cols-2"
        aria-label={editing ? "Edit news/event" : "New news/event"}
      >
        <Field label="Title" required error={errors.title?.message} className="sm:col-span-2">
          {(a) => <Input {...a} {...register("title")} />}
        </Field>
        <Field label="Type" required error={errors.type?.message}>
          {(a) => (
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select
                  {...a}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={typeOptions}
                />
              )}
            />
          )}
        </Field>
        <Field label="Date" required error={errors.date?.message}>
          {(a) => <Input {...a} {...register("date")} type="date" className="tabular" />}
        </Field>
        <Field label="Category" error={errors.category?.message} className="sm:col-span-2">
          {(a) => (
            <Input
              {...a}
              {...register("category")}
              placeholder="e.g. Harvest, Trade Show, Community"
            />
          )}
        </Field>
        {isEvent ? (
          <>
            <Field label="Location" error={errors.location?.message}>
              {(a) => <Input {...a} {...register("location")} placeholder="e.g. Addis Ababa" />}
            </Field>
            <Field label="Attendees" error={errors.attendees?.message}>
              {(a) => (
                <Input
                  {...a}
                  {...register("attendees")}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className="tabular"
                />
              )}
            </Field>
          </>
        ) : null}
        <Field label="Excerpt" required error={errors.excerpt?.message} className="sm:col-span-2">
          {(a) => <Textarea {...a} {...register("excerpt")} rows={2} className="min-h-0" />}
        </Field>
        <Field label="Content" required error={errors.content?.message} className="sm:col-span-2">
          {(a) => <Textarea {...a} {...register("content")} rows={7} />}
        </Field>
        <Field
          label="Image URL"
          error={errors.imageUrl?.message}
          className="sm:col-span-2"
          hint="An https address or a path on this site, such as /media/harvest.webp"
        >
          {(a) => <Input {...a} {...register("imageUrl")} inputMode="url" placeholder="https://" />}
        </Field>
        <label className="flex items-center gap-3 text-sm font-medium text-ink sm:col-span-2">
          <input
            type="checkbox"
            {...register("featured")}
            className="h-4 w-4 accent-[var(--palette-primary)]"
          />
          Featured
        </label>
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5 sm:col-span-2">
          {editing ? (
            <Button variant="outline" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : editing ? "Update" : "Create"}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
