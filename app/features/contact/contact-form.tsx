// The home page's contact form; loaded lazily by ContactSection.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CONTACT_DEFAULTS, contactSchema } from "../../../common/schemas/contact";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/privacy-note";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { isApiError, userMessage } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import { signalToastWanted } from "~/lib/toast-wanted";
import { useSendContactMessage } from "./send-contact-message";
import { useHydrated } from "~/lib/use-hydrated";

export function ContactForm() {
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: CONTACT_DEFAULTS });
  const { errors } = form.formState;
  const sendMessage = useSendContactMessage();
  const hydrated = useHydrated();

  const submit = form.handleSubmit((message) =>
    sendMessage.mutate(message, {
      onSuccess: () => {
        toast({
          title: "Message sent successfully!",
          description: "We'll get back to you as soon as possible.",
          variant: "success",
        });
        form.reset(CONTACT_DEFAULTS);
      },
      onError: (error) =>
        toast({
          title: "Failed to send message",
          // Every failure of the API client carries a message; the spec's words cover anything else.
          description: isApiError(error) ? userMessage(error) : "Please try again later.",
          variant: "destructive",
        }),
    }),
  );

  return (
    <form onFocus={signalToastWanted} onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...form.register("email")} />
          )}
        </Field>
      </div>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        {(control) => (
          <Input {...control} type="tel" autoComplete="tel" {...form.register("phone")} />
        )}
      </Field>
      <Field label="Message" required error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="Tell us which origins, grades and volumes you are looking for."
            {...form.register("message")}
          />
        )}
      </Field>
      <Honeypot {...form.register("website")} />
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated || sendMessage.isPending}
        className="w-full sm:w-auto"
      >
        {sendMessage.isPending ? "Sending..." : "Send Message"}
      </Button>
      <PrivacyNote />
    </form>
  );
}

export default ContactForm;
