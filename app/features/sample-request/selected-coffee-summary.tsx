import { COFFEE_CATEGORIES } from "~common/constants";
import type { SampleCoffee } from "./sample-coffee";

/** The fixed coffee of a single-sample request, read-only. */
export function SelectedCoffeeSummary({ coffee }: { coffee: SampleCoffee }) {
  const category = COFFEE_CATEGORIES.find(
    (choice) => choice.value === coffee.coffeeCategory,
  )?.label;
  const facts: [string, string | undefined][] = [
    ["Region", coffee.coffeeRegion],
    ["Variety", coffee.coffeeVariety || undefined],
    ["Processing", coffee.coffeeProcessing],
    ["Grade", coffee.coffeeGrade],
    ["Category", category],
  ];
  return (
    <section
      aria-labelledby="selected-coffee-heading"
      className="rounded-xl border border-primary/15 bg-light/70 p-4 sm:p-5"
    >
      <h3
        id="selected-coffee-heading"
        className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-primary"
      >
        Selected Coffee
      </h3>
      <p className="mt-1.5 font-display text-lg leading-snug text-dark">{coffee.name}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}
