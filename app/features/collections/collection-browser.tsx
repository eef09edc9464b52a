// The body of /specialty and /commercial: filters, the page's own introduction, then the coffees
// grouped by region and variety, with loading, failure and empty states. A page the server
// rendered holds its coffees (decision 041); a page reached from another one draws at once with
// the loading state, and the read of the catalogue (catalogue-from-api.tsx, with the query layer)
// loads beside it (decision 033).
import { SearchX } from "lucide-react";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import {
  COLLECTION_PROCESSING_METHODS,
  FILTER_ALL,
  type CoffeeCategory,
  type CollectionProcessingMethod,
} from "../../../common/constants";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import {
  distinctValues,
  groupCollection,
  NO_FILTERS,
  type CollectionFilters,
  type RegionGroup,
} from "./collection-groups";
import { VarietyCard } from "./variety-card";
import type { CoffeeOption } from "../../../common/contract/records";

export interface CollectionBrowserProps {
  category: CoffeeCategory;
  /** The variety cards' toggle, in the order shown; the first is the default method. */
  methods: readonly [CollectionProcessingMethod, CollectionProcessingMethod];
  /** e.g. 'No specialty coffees found'. */
  emptyTitle: string;
  /** What a card is, singular and plural: varieties on /specialty, sub-areas on /commercial. */
  groupNoun: readonly [string, string];
  /** Banner and profiles shown between the filters and the coffees. */
  intro?: ReactNode;
  onRequestSample: (coffee: CoffeeOption) => void;
}

/** The catalogue of one category as the page has it so far. */
export type Catalogue =
  | { state: "loading" }
  | { state: "failed"; message: string; retry: () => void }
  | { state: "loaded"; coffees: CoffeeOption[] };

const CatalogueFromApi = lazy(() => import("./catalogue-from-api"));

export function CollectionBrowser({
  rendered,
  ...props
}: CollectionBrowserProps & {
  /** The coffees in the server's HTML; null when the page came without them (then the API is asked). */
  rendered: CoffeeOption[] | null;
}) {
  // One view from the first paint on: a filter opened while the coffees load stays open. The
  // coffees the page was drawn with stay while it is open.
  const [catalogue, setCatalogue] = useState<Catalogue>(() =>
    rendered ? { state: "loaded", coffees: rendered } : { state: "loading" },
  );
  const [readsApi] = useState(rendered === null);
  return (
    <>
      {readsApi ? (
        <Suspense fallback={null}>
          <CatalogueFromApi category={props.category} onRead={setCatalogue} />
        </Suspense>
      ) : null}
      <CollectionView {...props} catalogue={catalogue} />
    </>
  );
}

function isCollectionMethod(value: string): value is CollectionProcessingMethod {
  return (COLLECTION_PROCESSING_METHODS as readonly string[]).includes(value);
}

/** The filters and the coffees of a catalogue in whichever state it is. */
export function CollectionView({
  catalogue,
  methods,
  emptyTitle,
  groupNoun,
  intro,
  onRequestSample,
}: CollectionBrowserProps & { catalogue: Catalogue }) {
  const [filters, setFilters] = useState<CollectionFilters>(NO_FILTERS);
  const options = catalogue.state === "loaded" ? catalogue.coffees : [];
  const groups = groupCollection(options, filters);
  // A chosen processing filter becomes every card's starting method, so cards open on coffees that match.
  const initialMethod = isCollectionMethod(filters.processingMethod)
    ? filters.processingMethod
    : methods[0];

  return (
    <div className="space-y-10">
      <div className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 md:p-6">
        <Field label="Processing Method">
          {(control) => (
            <Select
              {...control}
              value={filters.processingMethod}
              onValueChange={(processingMethod) =>
                setFilters((current) => ({ ...current, processingMethod }))
              }
              options={[
                { value: FILTER_ALL, label: "All Processing Methods" },
                ...distinctValues(options, "processingMethod").map((method) => ({
                  value: method,
                  label: method,
                })),
              ]}
            />
          )}
        </Field>
        <Field label="Region">
          {(control) => (
            <Select
              {...control}
              value={filters.region}
              onValueChange={(region) => setFilters((current) => ({ ...current, region }))}
              options={[
                { value: FILTER_ALL, label: "All Regions" },
                ...distinctValues(options, "region").map((region) => ({
                  value: region,
                  label: region,
                })),
              ]}
            />
          )}
        </Field>
      </div>

      {intro}

      {catalogue.state === "loading" ? (
        <p role="status" className="py-16 text-center text-muted">
          Loading coffees...
        </p>
      ) : catalogue.state === "failed" ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
        >
          <p className="font-display text-xl text-dark">The collection could not be loaded</p>
          <p className="mt-2 text-sm text-muted">{catalogue.message}</p>
          <Button variant="outline" className="mt-5" onClick={catalogue.retry}>
            Try Again
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <SearchX className="mx-auto h-10 w-10 text-muted/70" strokeWidth={1.5} aria-hidden />
          <h2 className="mt-4 text-2xl">{emptyTitle}</h2>
          <p className="mt-2 text-muted">Try adjusting your filters to see more options.</p>
          <Button variant="outline" className="mt-6" onClick={() => setFilters(NO_FILTERS)}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <div className="space-y-14">
          {groups.map((group) => (
            <RegionSection
              key={group.region}
              group={group}
              groupNoun={groupNoun}
              methods={methods}
              initialMethod={initialMethod}
              onRequestSample={onRequestSample}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface RegionSectionProps {
  group: RegionGroup;
  groupNoun: readonly [string, string];
  methods: readonly CollectionProcessingMethod[];
  initialMethod: CollectionProcessingMethod;
  onRequestSample: (coffee: CoffeeOption) => void;
}

function RegionSection({
  group,
  groupNoun,
  methods,
  initialMethod,
  onRequestSample,
}: RegionSectionProps) {
  const headingId = useId();
  const count = group.varieties.length;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5 flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <h2 id={headingId} className="text-3xl">
          {group.region}
        </h2>
        <p className="text-sm text-muted tabular">
          {count} {count === 1 ? groupNoun[0] : groupNoun[1]}
        </p>
      </div>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {group.varieties.map((variety) => (
          <VarietyCard
            // A new processing filter restarts each card on that method.
            key={`${variety.variety}:${initialMethod}`}
            region={group.region}
            group={variety}
            methods={methods}
            initialMethod={initialMethod}
            onRequestSample={onRequestSample}
          />
        ))}
      </div>
    </section>
  );
}
