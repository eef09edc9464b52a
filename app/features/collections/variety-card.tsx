import { useId } from "react";
import { gradeLabel, type CollectionProcessingMethod } from "~common/constants";
import { Button } from "~/components/ui/button";
import { availableFirst, type ShownVariety } from "./collection-groups";
import { ProcessingToggle } from "./processing-toggle";
import type { CoffeeOption } from "~common/contract/records";

export interface CoffeeChoices {
  /** A card's processing toggle pressed: that method for that card. */
  onPickMethod: (card: string, method: CollectionProcessingMethod) => void;
  onRequestSample: (coffee: CoffeeOption) => void;
}

interface VarietyCardProps extends CoffeeChoices {
  region: string;
  group: ShownVariety;
  methods: readonly CollectionProcessingMethod[];
}

/**
 * One variety (or sub-area) of a region: its processing toggle and the coffees of the method it
 * shows, each with its Request Sample.
 */
export function VarietyCard({
  region,
  group,
  methods,
  onPickMethod,
  onRequestSample,
}: VarietyCardProps) {
  const headingId = useId();
  const available = new Set(group.coffees.map((coffee) => coffee.processingMethod));
  const coffees = group.coffees.filter((coffee) => coffee.processingMethod === group.method);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-[0_1px_2px_rgb(27_26_23/0.04),0_8px_24px_-12px_rgb(27_26_23/0.12)] transition hover:border-primary/25"
    >
      <header className="flex flex-col items-start gap-3">
        <div>
          <h3 id={headingId} className="text-xl">
            {group.variety}
          </h3>
          <p className="text-xs font-medium uppercase tracking-[0.16em] text-muted">{region}</p>
        </div>
        <ProcessingToggle
          label={`Processing method for ${group.variety}`}
          card={group.card}
          methods={availableFirst(methods, available)}
          available={available}
          selected={group.method}
          onPick={onPickMethod}
        />
      </header>
      {coffees.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-3 text-sm text-muted">
          No {group.method} processed coffee available
        </p>
      ) : (
        <ul className="divide-y divide-line border-t border-line">
          {coffees.map((coffee) => (
            <li key={coffee.id} className="flex items-center justify-between gap-3 pt-4">
              <div>
                <p className="font-display text-lg text-dark tabular">{gradeLabel(coffee.grade)}</p>
                <p className="text-sm text-muted">{coffee.processingMethod} process</p>
              </div>
              <Button size="sm" onClick={() => onRequestSample(coffee)}>
                Request Sample
              </Button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
