import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { WIZARD_STEPS, type WizardStep } from "./wizard-steps";

/** '1 Coffee Selection' ... '4 Address & Sample Details', the current one marked for assistive tech. */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <nav aria-label="Sample request progress">
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map(({ number, title }) => {
          const done = number < current;
          const active = number === current;
          return (
            <li
              key={number}
              aria-current={active ? "step" : undefined}
              className="flex flex-col gap-2"
            >
              <span
                className={cn("h-1 rounded-full", number <= current ? "bg-primary" : "bg-line")}
                aria-hidden
              />
              <span className="flex items-center gap-2 text-xs font-semibold sm:text-sm">
                <span
                  className={cn(
                    "flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs tabular",
                    active
                      ? "bg-primary text-white"
                      : done
                        ? "bg-primary/15 text-primary"
                        : "bg-light text-muted ring-1 ring-line",
                  )}
                >
                  {done ? <Check className="h-3.5 w-3.5" aria-hidden /> : number}
                  {done ? <span className="sr-only">{number}</span> : null}
                </span>
                <span
                  // On a phone the step's heading below names the current step.
                  className={cn(
                    "leading-tight max-sm:sr-only",
                    active ? "text-dark" : "text-muted",
                  )}
                >
                  {title}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
