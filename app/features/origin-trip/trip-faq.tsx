import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { faq } from "../../../content/trip-faq";
import { TOGGLE_ANSWER } from "./trip-actions";

/**
 * The questions, as an accordion: each question is a button that shows or hides its answer. A
 * part kept as the server drew it (decision 049): the buttons open their answers through the
 * page's `TOGGLE_ANSWER` action, so the questions' text never loads as script.
 */
export function TripFaq() {
  const baseId = useId();
  return (
    <section aria-labelledby="faq-heading" className="container-page pb-16 md:pb-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-14">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            Questions
          </p>
          <h2 id="faq-heading" className="mt-3 text-3xl md:text-4xl">
            Frequently Asked Questions
          </h2>
        </div>
        <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          {faq.map(({ question, answer }, index) => {
            const panelId = `${baseId}-answer-${index}`;
            const buttonId = `${baseId}-question-${index}`;
            return (
              <div key={question}>
                <h3 className="font-sans text-base">
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={false}
                    aria-controls={panelId}
                    data-action={TOGGLE_ANSWER}
                    className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-dark transition hover:bg-light/60 md:px-7"
                  >
                    {question}
                    <ChevronDown
                      aria-hidden
                      className="h-5 w-5 shrink-0 text-secondary transition duration-200 group-aria-expanded:rotate-180"
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden
                  className="px-5 pb-6 text-[15px] leading-relaxed text-ink/85 md:px-7"
                >
                  {answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
