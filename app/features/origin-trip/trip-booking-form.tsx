import { zodResolver } from "@hookform/resolvers/zod";
import { Check } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { TOAST_FAILURE_MS, TOAST_SUCCESS_MS } from "~common/timings";
import { ORIGIN_TRIP_DEFAULTS, originTripSchema } from "~common/schemas/origin-trip";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/privacy-note";
import { userMessage } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast-store";
import { useCreateOriginTripRequest } from "./create-origin-trip-request";
import {
  TRIP_BOOKING_STEPS,
  TRIP_CONTACT_FIELDS,
  type TripBookingStep,
} from "./trip-booking-form-api";
import { TripContactStep } from "./trip-contact-step";
import { TripExperienceStep } from "./trip-experience-step";
import { TripReviewStep } from "./trip-review-step";

function StepIndicator({ step }: { step: TripBookingStep }) {
  return (
    <ol aria-label="Booking steps" className="flex items-center gap-2 text-sm">
      {TRIP_BOOKING_STEPS.map((label, index) => {
        const done = index < step;
        const current = index === step;
        return (
          <li
            key={label}
            aria-current={current ? "step" : undefined}
            className="flex items-center gap-2"
          >
            {index > 0 ? (
              <span
                aria-hidden
                className={cn("h-px w-5 sm:w-10", done || current ? "bg-primary/50" : "bg-line")}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                "tabular flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                current && "bg-primary text-white",
                done && "bg-primary/15 text-primary",
                !done && !current && "bg-light text-muted ring-1 ring-line",
              )}
            >
              {done ? <Check className="h-3.5 w-3.5" /> : index + 1}
            </span>
            <span
              className={cn(
                "font-medium",
                current ? "text-dark" : "text-muted",
                !current && "max-sm:sr-only",
              )}
            >
              <span className="sr-only">Step {index + 1}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The trip booking: experiences, then contact, then review, then submit. It lives inside the
 * dialog's content, so closing the dialog unmounts it and every value and the step start afresh.
 */
export function TripBookingForm({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<TripBookingStep>(0);
  const form = useForm({
    resolver: zodResolver(originTripSchema),
    defaultValues: ORIGIN_TRIP_DEFAULTS,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  // Errors appear on Next; once shown, a field's error goes as soon as the visitor fixes it.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Screen-reader and keyboard users land on the new step's heading, not on a vanished button; in
  // the commit that shows the step, so no keystroke reaches the old focus in between.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    // Each step starts at its top, whatever the last one was scrolled to.
    formElement.current?.parentElement?.scrollTo({ top: 0 });
  }, [step]);

  const createRequest = useCreateOriginTripRequest({
    onSuccess: ({ originTripRequest }) => {
      toast({
        title: "Trip Request Submitted!",
        description: `Thank you for your interest. Your reference is ${originTripRequest.id}. Our origin team will contact you within 24 hours to confirm your seats.`,
        variant: "success",
        duration: TOAST_SUCCESS_MS,
      });
      form.reset();
      setStep(0);
      onDone();
    },
    onError: (error) =>
      toast({
        title: "Submission Failed",
        description: userMessage(error),
        variant: "destructive",
        duration: TOAST_FAILURE_MS,
      }),
  });
  const pending = createRequest.isPending;

  const next = async () => {
    const valid =
      step === 0
        ? await form.trigger("selectedExperiences")
        : await form.trigger(TRIP_CONTACT_FIELDS, { shouldFocus: true });
    if (valid) setStep(step === 0 ? 1 : 2);
  };

  // Enter in a field moves on a step; only the review submits.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) {
      void next();
      return;
    }
    void form.handleSubmit((request) => {
      if (!createRequest.isPending) createRequest.mutate(request);
    })(event);
  };

  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate className="space-y-6">
      <StepIndicator step={step} />
      <h3 ref={heading} tabIndex={-1} className="text-xl outline-none">
        {step === 0
          ? "Choose Your Experiences"
          : step === 1
            ? "Your Details"
            : "Review Your Request"}
      </h3>
      {step === 0 ? <TripExperienceStep form={form} /> : null}
      {step === 1 ? <TripContactStep form={form} /> : null}
      {step === 2 ? <TripReviewStep values={form.getValues()} onEdit={setStep} /> : null}

      <PrivacyNote />

      {/* The actions stay in reach while a long step scrolls inside the dialog. */}
      <div className="sticky -bottom-5 z-10 -mx-6 -mb-5 flex justify-between gap-3 border-t border-line bg-white px-6 py-4">
        {step === 0 ? (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setStep(step === 2 ? 1 : 0)}>
            Back
          </Button>
        )}
        {step < 2 ? (
          <Button type="submit">Next</Button>
        ) : (
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? "Submitting..." : "Submit Request"}
          </Button>
        )}
      </div>
    </form>
  );
}
