import type { CollectionProcessingMethod } from "~common/constants";
import { cn } from "~/lib/cn";

interface ProcessingToggleProps {
  label: string;
  /** The card the toggle belongs to, as the page knows it (`cardKey`). */
  card: string;
  methods: readonly CollectionProcessingMethod[];
  available: ReadonlySet<string>;
  selected: CollectionProcessingMethod;
  onPick: (card: string, method: CollectionProcessingMethod) => void;
}

/**
 * Washed/Natural as pressed buttons; a method without coffee is disabled and marked (N/A).
 */
export function ProcessingToggle({
  label,
  card,
  methods,
  available,
  selected,
  onPick,
}: ProcessingToggleProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-line bg-light/80 p-1"
    >
      {methods.map((method) => {
        const isAvailable = available.has(method);
        return (
          <button
            key={method}
            type="button"
            aria-pressed={selected === method}
            disabled={!isAvailable}
            onClick={() => onPick(card, method)}
            className={cn(
              "rounded-full px-3.5 py-1.5 text-sm font-semibold transition duration-150",
              "text-muted hover:text-primary aria-pressed:bg-primary aria-pressed:text-white aria-pressed:shadow-sm",
              "disabled:cursor-not-allowed disabled:text-muted/60 disabled:hover:text-muted/60 disabled:aria-pressed:bg-primary/45 disabled:aria-pressed:text-white",
            )}
          >
            {isAvailable ? method : `${method} (N/A)`}
          </button>
        );
      })}
    </div>
  );
}
