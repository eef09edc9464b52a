import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

function InclusionList({
  title,
  items,
  icon,
  tone,
}: {
  title: string;
  items: readonly string[];
  icon: ReactNode;
  tone: string;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-7 shadow-sm md:p-9">
      <h3 className="text-2xl">{title}</h3>
      <ul className="mt-6 space-y-3.5">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-[15px] leading-relaxed text-ink/85">
            <span
              aria-hidden
              className={cn(
                "mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full",
                tone,
              )}
            >
              {icon}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the price covers and what it does not. */
export function TripInclusions({
  inclusions,
  exclusions,
}: {
  inclusions: readonly string[];
  exclusions: readonly string[];
}) {
  return (
    <section aria-labelledby="inclusions-heading" className="container-page py-16 md:py-24">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
        Practicalities
      </p>
      <h2 id="inclusions-heading" className="mt-3 text-3xl md:text-4xl">
        Inclusions and Exclusions
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <InclusionList
          title="What's Included"
          items={inclusions}
          icon={<Check className="h-3.5 w-3.5" />}
          tone="bg-primary/10 text-primary"
        />
        <InclusionList
          title="Not Included"
          items={exclusions}
          icon={<X className="h-3.5 w-3.5" />}
          tone="bg-dark/5 text-muted"
        />
      </div>
    </section>
  );
}
