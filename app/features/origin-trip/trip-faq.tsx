import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { faq } from "../../../content/trip-faq";

/**
 * The questions, as an accordion: each question is a button that shows or hides its answer.
 */
export function TripFaq() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(index)) next.add(index);
      return next;
    });
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
                    aria-expanded={open.has(index)}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
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
                  hidden={!open.has(index)}
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
