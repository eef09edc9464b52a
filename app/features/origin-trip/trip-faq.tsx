import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/lib/cn";

export interface TripQuestion {
  readonly question: string;
  readonly answer: string;
}

/** The FAQ as an accordion: each question is a button that shows or hides its answer. */
export function TripFaq({ questions }: { questions: readonly TripQuestion[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      {questions.map(({ question, answer }, index) => {
        const expanded = open.has(index);
        const panelId = `${baseId}-answer-${index}`;
        const buttonId = `${baseId}-question-${index}`;
        return (
          <div key={question}>
            <h3 className="font-sans text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-dark transition hover:bg-light/60 md:px-7"
              >
                {question}
                <ChevronDown
                  aria-hidden
                  className={cn(
                    "h-5 w-5 shrink-0 text-secondary transition duration-200",
                    expanded && "rotate-180",
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-6 text-[15px] leading-relaxed text-ink/85 md:px-7"
            >
              {answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
