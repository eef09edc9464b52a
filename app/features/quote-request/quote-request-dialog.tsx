import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { TOAST_FAILURE_MS, TOAST_SUCCESS_MS } from "~common/timings";
import {
  lotQuoteRequestSchema,
  QUOTE_STEP_ONE_FIELDS,
  type QuoteRequestData,
  type QuoteRequestInput,
} from "~common/schemas/quote-request";
import { Button } from "~/components/ui/button";
import { PrivacyNote } from "~/components/privacy-note";
import { Dialog } from "~/components/ui/dialog";
import { Honeypot } from "~/components/ui/honeypot";
import { userMessage } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { clearDraft, readDraft, useFormDraft } from "~/lib/form-draft";
import { logError } from "~/lib/log-error";
import { toast } from "~/lib/toast-store";
import { useCreateQuoteRequest } from "./create-quote-request";
import { CONTACT_STEP_FIELDS, QuoteContactStep } from "./quote-contact-step";
import { offerCategory } from "~common/lot-terms";
import { QuoteCoffeeStep } from "./quote-coffee-step";
import { QUOTE_DRAFT_KEY, quoteFormValues } from "./quote-draft";
import type { Offer } from "~common/contract/records";

const STEP_TITLES = { 1: "Request Quote", 2: "Coffee Specifications" } as const;
type Step = keyof typeof STEP_TITLES;
const STEP_COUNT = 2;

export interface QuoteRequestDialogProps {
  offer: Offer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The two-step quote request for one offer (spec sections 2, 4, 5 and 8). */
export default function QuoteRequestDialog({ offer, open, onOpenChange }: QuoteRequestDialogProps) {
  // The lot's own rules too (its grade, processing and bags remaining), as the server checks them.
  const resolver = useMemo(() => zodResolver(lotQuoteRequestSchema(offer)), [offer]);
  const form = useForm<QuoteRequestInput, unknown, QuoteRequestData>({
    resolver,
    defaultValues: quoteFormValues(offer, readDraft<QuoteRequestInput>(QUOTE_DRAFT_KEY)),
    mode: "onTouched",
  });
  const [step, setStep] = useState<Step>(1);
  const createQuote = useCreateQuoteRequest();
  // isPending arrives with the next render; the ref also stops a second submit in the same tick.
  const sending = useRef(false);
  const stepTop = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const focusAfterStepChange = useRef<keyof QuoteRequestInput | null>(null);

  // Every opening starts at step 1 with the saved draft and this offer's coffee; before paint, so
  // the previous offer's values never flash.
  useLayoutEffect(() => {
    if (!open) return;
    form.reset(quoteFormValues(offer, readDraft<QuoteRequestInput>(QUOTE_DRAFT_KEY)));
    setStep(1);
  }, [open, offer, form]);
  useFormDraft(QUOTE_DRAFT_KEY, form, open);

  // A new step starts at its top with focus in it: the button just pressed is replaced by another
  // (Next by Submit), and a second press must not act on the new one. In the commit that shows the
  // step (react-hook-form's setFocus waits for a timer): a keystroke in between would land on that
  // button, and a value typed would be lost.
  useLayoutEffect(() => {
    const field = focusAfterStepChange.current;
    if (field === null) return;
    focusAfterStepChange.current = null;
    stepTop.current?.scrollIntoView({ block: "start" });
    const control = formElement.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }, [step]);

  function changeStep(next: Step, focus: keyof QuoteRequestInput) {
    focusAfterStepChange.current = focus;
    setStep(next);
  }

  async function goToCoffeeStep() {
    if (await form.trigger(QUOTE_STEP_ONE_FIELDS, { shouldFocus: true }))
      changeStep(2, "coffeeName");
  }

  // Step 1 fields Next does not check (role, address) can still fail on Submit: show them there.
  function showInvalidStep(errors: FieldErrors<QuoteRequestInput>) {
    const firstContactError = CONTACT_STEP_FIELDS.find((name) => errors[name]);
    if (firstContactError !== undefined && step !== 1) changeStep(1, firstContactError);
  }

  async function send(quote: QuoteRequestData) {
    if (sending.current) return;
    sending.current = true;
    try {
      const { quoteRequest } = await createQuote.mutateAsync(quote);
      toast({
        title: "Quote Request Submitted Successfully!",
        description: `Thank you for your interest in ${quote.coffeeName}. Reference ID: ${quoteRequest?.id ?? "N/A"}. We will send a detailed quote to ${quote.email} within 24 hours.`,
        variant: "success",
        duration: TOAST_SUCCESS_MS,
      });
      form.reset(quoteFormValues(offer, null));
      clearDraft(QUOTE_DRAFT_KEY);
      setStep(1);
      onOpenChange(false);
    } catch (error) {
      logError(error, { formType: "quote", coffeeName: quote.coffeeName });
      toast({
        title: "Quote Request Failed",
        description: userMessage(error),
        variant: "destructive",
        duration: TOAST_FAILURE_MS,
      });
    } finally {
      sending.current = false;
    }
  }

  const submitQuote = form.handleSubmit(send, showInvalidStep);
  const pending = createQuote.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={STEP_TITLES[step]}
      description={`Step ${step} of ${STEP_COUNT}`}
      modalLock
    >
      <div ref={stepTop} aria-hidden className="-mt-1 mb-5 flex scroll-mt-6 gap-1.5">
        {([1, 2] as const).map((n) => (
          <span
            key={n}
            className={cn(
              "h-1 flex-1 rounded-full transition-colors",
              n <= step ? "bg-primary" : "bg-line",
            )}
          />
        ))}
      </div>
      <form
        ref={formElement}
        noValidate
        onSubmit={(event) => {
          // Enter on step 1 means Next, never an early submission.
          if (step === 1) {
            event.preventDefault();
            void goToCoffeeStep();
          } else void submitQuote(event);
        }}
      >
        {step === 1 ? (
          <p className="mb-6 rounded-xl bg-light px-4 py-3 text-sm text-ink">
            Quote for <span className="font-semibold text-dark">{offer.name}</span>
            <span className="mt-0.5 block text-muted">
              {[offer.region, offer.variety, offer.processing, offer.grade, offerCategory(offer)]
                .filter((fact) => fact.trim() !== "")
                .join(" · ")}
            </span>
            <span className="mt-0.5 block text-xs text-muted">Fields marked * are required.</span>
          </p>
        ) : null}
        {step === 1 ? (
          <QuoteContactStep form={form} />
        ) : (
          <QuoteCoffeeStep form={form} offer={offer} />
        )}
        <Honeypot {...form.register("website")} />
        <PrivacyNote className="mt-6" />
        {/* Pinned to the dialog's lower edge, below the scrolling body's padding. */}
        <div className="sticky -bottom-5 -mx-6 -mb-5 mt-8 flex items-center justify-between gap-3 border-t border-line bg-white px-6 py-4">
          {step === 1 ? (
            <>
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit">Next</Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => changeStep(1, "firstName")} disabled={pending}>
                Back
              </Button>
              <Button
                type="submit"
                disabled={pending}
                aria-busy={pending}
                // The second click of a double-click on Next lands here once step 2 renders: not a submission.
                onClick={(event) => (event.detail > 1 ? event.preventDefault() : undefined)}
              >
                {pending ? "Submitting..." : "Submit"}
              </Button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
