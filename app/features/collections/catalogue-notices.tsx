// What a collection page shows in place of its coffees when there are none to show: the read
// failed, or no coffee passes the filters. Parts drawn from their props (decision 049), their
// buttons acting through the page (decision 052): this code loads only when one is shown.
import { SearchX } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The catalogue could not be read; Try Again (`data-action="retry"`) reads it again. */
export function CatalogueFailed({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-display text-xl text-dark">The collection could not be loaded</p>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <Button variant="outline" className="mt-5" data-action="retry">
        Try Again
      </Button>
    </div>
  );
}

/** No coffee passes the filters; Clear Filters (`data-action="clear"`) drops them. */
export function NoCoffeesFound({ title }: { title: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
      <SearchX className="mx-auto h-10 w-10 text-muted/70" strokeWidth={1.5} aria-hidden />
      <h2 className="mt-4 text-2xl">{title}</h2>
      <p className="mt-2 text-muted">Try adjusting your filters to see more options.</p>
      <Button variant="outline" className="mt-6" data-action="clear">
        Clear Filters
      </Button>
    </div>
  );
}
