import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toast } from "~/lib/toast-store";
import type { MediaImage } from "~common/contract/media";
import {
  ALT_TEXT_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  CREDIT_MAX_LENGTH,
  imageDetailsSchema,
  type ImageDetails,
  type ImageDetailsInput,
} from "~common/schemas/media";
import { TOAST_FAILURE_MS } from "~common/timings";
import { useDescribeImage } from "../api/media";
import { failureMessage } from "../failure-message";
import { LibraryPicture } from "./library-picture";

/** The words of one image: alt text (required before it can be shown), caption and credit. */
export function ImageDetailsDialog({
  image,
  onClose,
}: {
  image: MediaImage | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={image !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Photograph details"
      description={image ? image.fileName : undefined}
    >
      {image ? <DetailsForm key={image.id} image={image} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DetailsForm({ image, onDone }: { image: MediaImage; onDone: () => void }) {
  const describe = useDescribeImage();
  const form = useForm<ImageDetailsInput, unknown, ImageDetails>({
    resolver: zodResolver(imageDetailsSchema),
    defaultValues: { alt: image.alt, caption: image.caption, credit: image.credit },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((details) =>
    describe.mutate(
      { id: image.id, details },
      {
        onSuccess: () => {
          toast({ title: "Photograph details saved", variant: "success" });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(error, "Failed to save the photograph's details"),
            variant: "destructive",
            duration: TOAST_FAILURE_MS,
          }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Photograph details">
      <LibraryPicture
        image={image}
        alt={image.alt}
        className="aspect-[3/2] w-full max-w-sm rounded-xl"
      />
      <Field
        label="Alt text"
        required
        error={errors.alt?.message}
        hint="What the photograph shows, for visitors who cannot see it. It cannot be shown anywhere until it has alt text."
      >
        {(a) => (
          <Textarea {...a} {...form.register("alt")} rows={3} maxLength={ALT_TEXT_MAX_LENGTH} />
        )}
      </Field>
      <Field label="Caption" error={errors.caption?.message}>
        {(a) => <Input {...a} {...form.register("caption")} maxLength={CAPTION_MAX_LENGTH} />}
      </Field>
      <Field
        label="Credit"
        error={errors.credit?.message}
        hint="Who took it: the pages show it as “Photograph: …”."
      >
        {(a) => (
          <Input
            {...a}
            {...form.register("credit")}
            maxLength={CREDIT_MAX_LENGTH}
            placeholder="e.g. Abyssinia Green Coffee"
          />
        )}
      </Field>
      <div className="flex justify-end gap-3 border-t border-line pt-4">
        <Button variant="outline" onClick={onDone} disabled={describe.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={describe.isPending}>
          {describe.isPending ? "Saving..." : "Save details"}
        </Button>
      </div>
    </form>
  );
}
