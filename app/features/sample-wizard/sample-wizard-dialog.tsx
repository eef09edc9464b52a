// The home page's four-step sample request (spec: sample request wizard). Load it lazily.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { TOAST_FAILURE_MS, TOAST_SUCCESS_MS } from "~common/timings";
import { SAMPLE_REQUEST_DEFAULTS, sampleRequestSchema } from "~common/schemas/sample-request";
import {
  SampleAddressFields,
  SampleContactFields,
  SampleFormFooter,
  SampleHoneypot,
  SampleNotesField,
  SampleSizeField,
} from "~/components/sample-request/sample-request-fields";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/privacy-note";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { useCreateSampleRequest } from "~/lib/create-sample-request";
import { toast } from "~/lib/toast-store";
import { CoffeeSelectionStep } from "./coffee-selection-step";
import { StepIndicator } from "./step-indicator";
import { WashingDryingStep } from "./washing-drying-step";
import { LAST_STEP, stepFields, stepOfFields, WIZARD_STEPS, type WizardStep } from "./wizard-steps";

export interface SampleWizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SampleWizardDialog({ open, onOpenChange }: SampleWizardDialogProps) {
  // The form lives outside the dialog's content so an accidental Escape keeps what was typed.
  const form = useForm({
    resolver: zodResolver(sampleRequestSchema),
    defaultValues: SAMPLE_REQUEST_DEFAULTS,
  });
  const [step, setStep] = useState<WizardStep>(1);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChangedByVisitor = useRef(false);

  const goToStep = (next: WizardStep) => {
    stepChangedByVisitor.current = true;
    setStep(next);
  };

  // Next checks a step without submitting the form, so react-hook-form would not check a field
  // again as it changes: do it for the fields showing an error, so the message goes once fixed.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // A new step starts at its top, and its heading takes focus so screen readers announce it; in
  // the commit that shows it, so no keystroke reaches the pressed button in between.
  useLayoutEffect(() => {
    if (!stepChangedByVisitor.current) return;
    stepChangedByVisitor.current = false;
    formRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const startOver = () => {
    form.reset(SAMPLE_REQUEST_DEFAULTS);
    setStep(1);
  };

  const createSampleRequest = useCreateSampleRequest({
    onSuccess: () => {
      toast({
        title: "Sample Request Submitted",
        description: "We'll process your request within 24 hours.",
        variant: "success",
        duration: TOAST_SUCCESS_MS,
      });
      startOver();
      onOpenChange(false);
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to submit sample request. Please try again.",
        variant: "destructive",
        duration: TOAST_FAILURE_MS,
      }),
  });
  const pending = createSampleRequest.isPending;

  const currentStepIsValid = () => form.trigger(stepFields(step), { shouldFocus: true });

  const goNext = async () => {
    if (step < LAST_STEP && (await currentStepIsValid())) goToStep((step + 1) as WizardStep);
  };

  // Submit, or Enter in any field: Next on steps 1-3; on the last step, the confirmation, never a submission.
  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) await goNext();
    else if (!pending && (await currentStepIsValid())) {
      // The country, asked here, can make step 3's phone required (a sample abroad): back there.
      if (await form.trigger("phone")) setConfirming(true);
      else goToStep(stepOfFields(["phone"]));
    }
  };

  const submit = form.handleSubmit(
    (request) => {
      if (!createSampleRequest.isPending) createSampleRequest.mutate(request);
    },
    (errors) => goToStep(stepOfFields(Object.keys(errors))),
  );

  const title = WIZARD_STEPS[step - 1]?.title;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        modalLock
        title="Request Coffee Samples"
        description="Four short steps. We process every request within 24 hours."
      >
        <form
          ref={formRef}
          onSubmit={(event) => void onFormSubmit(event)}
          noValidate
          className="scroll-mt-6 space-y-6"
        >
          <StepIndicator current={step} />
          <section aria-labelledby="wizard-step-heading" className="space-y-5">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.18em] text-secondary tabular">
                Step {step} of {LAST_STEP}
              </p>
              <h3
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="mt-1 text-xl outline-none"
              >
                {title}
              </h3>
            </div>
            {step === 1 ? <CoffeeSelectionStep form={form} /> : null}
            {step === 2 ? <WashingDryingStep /> : null}
            {step === 3 ? <SampleContactFields form={form} /> : null}
            {step === 4 ? (
              <div className="space-y-6">
                <SampleAddressFields form={form} />
                <SampleSizeField form={form} />
                <SampleNotesField form={form} />
              </div>
            ) : null}
          </section>
          <SampleHoneypot form={form} />
          <PrivacyNote className="mt-6" />
          <SampleFormFooter>
            <Button
              variant="ghost"
              onClick={() => {
                startOver();
                onOpenChange(false);
              }}
              className="mr-auto -ml-3"
            >
              Cancel
            </Button>
            {step > 1 ? (
              <Button variant="outline" onClick={() => goToStep((step - 1) as WizardStep)}>
                Previous
              </Button>
            ) : null}
            {step < LAST_STEP ? (
              <Button key="next" onClick={() => void goNext()}>
                Next
              </Button>
            ) : (
              <Button key="submit" type="submit" disabled={pending} aria-busy={pending}>
                {pending ? "Submitting..." : "Submit"}
              </Button>
            )}
          </SampleFormFooter>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Submission"
        message="Are you sure you want to submit your request? We'll process it within 24 hours."
        cancelLabel="Cancel"
        confirmLabel="Confirm Submit"
        onConfirm={() => void submit()}
      />
    </>
  );
}

export default SampleWizardDialog;
