// What a collection page shows in place of its coffees when none passes the filters.
import { SearchX } from "lucide-react";
import { Button } from "~/components/ui/button";

/** No coffee passes the filters; Clear Filters drops them. */
export function NoCoffeesFound({ title, onClear }: { title: string; onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
      <SearchX className="mx-auto h-10 w-10 text-muted/70" strokeWidth={1.5} aria-hidden />
      <h2 className="mt-4 text-2xl">{title}</h2>
      <p className="mt-2 text-muted">Try adjusting your filters to see more options.</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
