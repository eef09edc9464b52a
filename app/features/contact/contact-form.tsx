// The home page's contact form; loaded lazily by ContactSection. Its checks (zod and the contact
// schema) load when the form takes the focus or is first sent (resolver-on-demand.ts).
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { ContactData, ContactInput } from "~common/schemas/contact";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/privacy-note";
import { Field, Input, Textarea } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { isApiError, toApiError, userMessage } from "~/lib/api-client";
import { resolverOnDemand } from "~/lib/resolver-on-demand";
import { toast } from "~/lib/toast-store";
import { useSendContactMessage } from "./send-contact-message";
import { useHydrated } from "~/lib/use-hydrated";

const CONTACT_DEFAULTS: ContactInput = {
  name: "",
  email: "",
  phone: "",
  message: "",
  website: "",
};

const contactChecks = resolverOnDemand<ContactInput, ContactData>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("~common/schemas/contact")]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema),
  ),
);

/** Wanted once the visitor is at the form: the checks its first send runs. */
function formReached() {
  contactChecks.preload();
}

function failedToSend(error: unknown) {
  toast({
    title: "Failed to send message",
    // Every failure of the API client carries a message; the spec's words cover anything else.
    description: isApiError(error) ? userMessage(error) : "Please try again later.",
    variant: "destructive",
  });
}

export function ContactForm() {
  const form = useForm({ resolver: contactChecks, defaultValues: CONTACT_DEFAULTS });
  const { errors } = form.formState;
  const sendMessage = useSendContactMessage();
  const hydrated = useHydrated();

  const send = form.handleSubmit((message) =>
    sendMessage.mutate(message, {
      onSuccess: () => {
        toast({
          title: "Message sent successfully!",
          description: "We'll get back to you as soon as possible.",
          variant: "success",
        });
        form.reset(CONTACT_DEFAULTS);
      },
      onError: failedToSend,
    }),
  );
  // The checks' code that did not arrive fails the send as the network does: nothing was sent.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void send(event).catch((error: unknown) => failedToSend(toApiError(error)));

  return (
    <form onFocus={formReached} onSubmit={submit} noValidate className="space-y-5">
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
