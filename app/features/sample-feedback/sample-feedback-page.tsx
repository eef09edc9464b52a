// The buyer's feedback form of one dispatched sample (/samples/feedback/:token, issue 49, decision
// 069): cup score, notes and "I would like a quote", answered once. An answered or expired form
// says so instead; a refusal (answered meanwhile, expired since) is said in the server's words.
// The form's checks (zod and its schema) load when the form takes the focus or is first sent.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { LinkPage } from "~/components/layout/link-page";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { callApi, isApiError, toApiError, userMessage } from "~/lib/api-client";
import { resolverOnDemand } from "~/lib/resolver-on-demand";
import type { SampleFeedbackView } from "~common/contract/sample-feedback";
import {
  CUP_SCORE_MAX,
  CUP_SCORE_MIN,
  FEEDBACK_CLOSED_MESSAGES,
} from "~common/sample-feedback-terms";
import type { SampleFeedbackData, SampleFeedbackInput } from "~common/schemas/sample-feedback";
import { dayMonthYearText } from "~common/trade-figures";

const feedbackChecks = resolverOnDemand<SampleFeedbackInput, SampleFeedbackData>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("~common/schemas/sample-feedback")]).then(
    ([{ zodResolver }, { sampleFeedbackSchema }]) => zodResolver(sampleFeedbackSchema),
  ),
);

const FEEDBACK_DEFAULTS: SampleFeedbackInput = { cupScore: "", notes: "", wantsQuote: false };

/** The server's own words for a refusal of this form; the catalog's for anything else. */
function refusalMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 409 || error.status === 410)) return error.message;
  return userMessage(error);
}

function Answered({ view }: { view: SampleFeedbackView }) {
  const { feedback } = view;
  return (
    <div role="status" className="space-y-2 rounded-2xl bg-primary/8 p-4 text-ink">
      <p>{FEEDBACK_CLOSED_MESSAGES.answered}</p>
      {feedback ? (
        <>
          <p>
            Your cup score: <strong className="tabular">{feedback.cupScore}</strong>
            {feedback.notes ? `. "${feedback.notes}"` : ""}
          </p>
          {feedback.quoteRequestId ? (
            <p>
              You asked for a quote: our sales team answers within 24 hours, under reference{" "}
              <strong>{feedback.quoteRequestId}</strong>.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function FeedbackForm({
  token,
  onAnswered,
}: {
  token: string;
  onAnswered: (view: SampleFeedbackView) => void;
}) {
  const form = useForm({ resolver: feedbackChecks, defaultValues: FEEDBACK_DEFAULTS });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(answer: SampleFeedbackData) {
    setSending(true);
    setFailure(null);
    try {
      onAnswered(
        await callApi("POST /api/sample-feedback/:token", { params: { token }, body: answer }),
      );
    } catch (error) {
      setFailure(refusalMessage(error));
      // The form may have changed meanwhile (answered elsewhere, expired): show its state.
      if (isApiError(error) && (error.status === 409 || error.status === 410)) {
        const view = await callApi("GET /api/sample-feedback/:token", { params: { token } }).catch(
          () => null,
        );
        if (view && view.state !== "open") onAnswered(view);
      }
    } finally {
      setSending(false);
    }
  }

  const checked = form.handleSubmit(send);
  // The checks' code that did not arrive fails the send as the network does: nothing was sent.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void checked(event).catch((error: unknown) => setFailure(userMessage(toApiError(error))));

  return (
    <form
      onFocus={() => feedbackChecks.preload()}
      onSubmit={submit}
      noValidate
      aria-labelledby="feedback-heading"
      className="mt-8 space-y-5 border-t border-line pt-8"
    >
      <h2 id="feedback-heading" className="text-2xl">
        Your feedback
      </h2>
      <Field
        label="Cup score"
        required
        error={errors.cupScore?.message}
        hint={`From ${CUP_SCORE_MIN} to ${CUP_SCORE_MAX}, as the SCA form scores it; decimals are fine (86.75).`}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={CUP_SCORE_MIN}
            max={CUP_SCORE_MAX}
            aria-required
            className="max-w-40"
            {...form.register("cupScore")}
          />
        )}
      </Field>
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="Fragrance, flavour, acidity, body, how it would fit your menu"
            {...form.register("notes")}
          />
        )}
      </Field>
      <label className="flex items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          {...form.register("wantsQuote")}
        />
        I would like a quote for this coffee
      </label>
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-soldout">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? "Sending…" : "Submit"}
      </Button>
    </form>
  );
}

export function SampleFeedbackPage({
  token,
  view: initial,
}: {
  token: string;
  view: SampleFeedbackView;
}) {
  const [view, setView] = useState(initial);
  // Once answered here, the form goes: the state it is now in is read at the top.
  const stateRef = useRef<HTMLDivElement>(null);
  const answered = view.state !== initial.state;
  useEffect(() => {
    if (!answered) return;
    stateRef.current?.scrollIntoView?.({ block: "center" });
    stateRef.current?.focus({ preventScroll: true });
  }, [answered]);
  return (
    <section className="bg-light py-12 md:py-20">
      <div className="container-page">
        <article className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 shadow-sm md:p-12">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-ink">
            Sample {view.sampleId}
          </p>
          <h1 className="mt-2 text-3xl md:text-4xl">How did {view.coffeeName} cup?</h1>
          <p className="mt-3 text-muted">
            Your {view.sampleSize} sample for {view.buyer.company} left us on{" "}
            {dayMonthYearText(new Date(`${view.dispatchedOn}T00:00:00Z`))}. Tell us how it cupped:
            our sales team reads every answer.
          </p>
          <div ref={stateRef} tabIndex={-1} className="mt-6 outline-none">
            {view.state === "answered" ? <Answered view={view} /> : null}
            {view.state === "expired" ? (
              <p role="status" className="rounded-2xl bg-dark/5 p-4 text-ink">
                {FEEDBACK_CLOSED_MESSAGES.expired}
              </p>
            ) : null}
          </div>
          {view.state === "open" ? <FeedbackForm token={token} onAnswered={setView} /> : null}
        </article>
      </div>
    </section>
  );
}

/** A link this server did not sign, or of a sample that is gone. */
export function SampleFeedbackNotFound({ message }: { message: string }) {
  return (
    <LinkPage kicker="Sample feedback" title="We could not open this feedback form">
      <p>{message}</p>
    </LinkPage>
  );
}
