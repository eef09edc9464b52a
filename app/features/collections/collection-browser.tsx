// The body of /specialty and /commercial: filters, the page's own introduction, then the coffees
// grouped by region and variety. A page the server rendered holds its coffees (decision 041); one
// reached from another page shows at once, its coffees while its client loader reads them.
import { Suspense, useState, type ReactNode } from "react";
import { Await } from "react-router";
import {
  FILTER_ALL,
  isCollectionMethod,
  type CoffeeCategory,
  type CollectionProcessingMethod,
} from "~common/constants";
import { ReadFailed } from "~/components/layout/read-failed";
import { useLoaderList } from "~/lib/server-data";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { NoCoffeesFound } from "./catalog-notices";
import { CoffeeRegions } from "./coffee-regions";
import {
  distinctValues,
  groupCollection,
  NO_FILTERS,
  showCollection,
  type CollectionFilters,
} from "./collection-groups";
import type { CoffeeOption } from "~common/contract/records";

export interface CollectionBrowserProps {
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

/** The coffees as the page has them: read, being read, or not readable (with Try Again). */
type Catalog = CoffeeOption[] | "loading" | "failed";

export function CollectionBrowser({
  category,
  coffees,
  ...props
}: CollectionBrowserProps & {
  category: CoffeeCategory;
  /** The server's coffees, the client loader's read of them, or null: not read yet. */
  coffees: CoffeeOption[] | Promise<CoffeeOption[]> | null;
}) {
  useLoaderList("GET /api/coffee/options", { query: { category } }, coffees);
  const loading = <CollectionView {...props} catalog="loading" />;
  return (
    <div className="container-page pb-10 pt-8 md:pb-14">
      {coffees === null ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <Await resolve={coffees} errorElement={<CollectionView {...props} catalog="failed" />}>
            {(read) => <CollectionView {...props} catalog={read} />}
          </Await>
        </Suspense>
      )}
    </div>
  );
}

/** The filters and the coffees of a catalog in whichever state it is. */
export function CollectionView({
  catalog,
  methods,
  emptyTitle,
  groupNoun,
  intro,
  onRequestSample,
}: CollectionBrowserProps & { catalog: Catalog }) {
  const [filters, setFilters] = useState<CollectionFilters>(NO_FILTERS);
  // The method a visitor picked on a card, by card; new filters start every card afresh.
  const [picked, setPicked] = useState<Record<string, CollectionProcessingMethod>>({});
  const filter = (change: Partial<CollectionFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPicked({});
  };
  const options = Array.isArray(catalog) ? catalog : [];
  const groups = groupCollection(options, filters);
  // A chosen processing filter becomes every card's starting method, so cards open on coffees that match.
  const initialMethod = isCollectionMethod(filters.processingMethod)
    ? filters.processingMethod
    : methods[0];
  const onPickMethod = (card: string, method: CollectionProcessingMethod) =>
    setPicked((now) => ({ ...now, [card]: method }));

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 md:p-6">
        <Field label="Processing Method">
          {(control) => (
            <Select
              {...control}
              value={filters.processingMethod}
              onValueChange={(processingMethod) => filter({ processingMethod })}
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
              onValueChange={(region) => filter({ region })}
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

      {catalog === "loading" ? (
        <LoadingCoffees />
      ) : catalog === "failed" ? (
        <ReadFailed title="The collection could not be loaded" />
      ) : groups.length === 0 ? (
        <NoCoffeesFound title={emptyTitle} onClear={() => filter(NO_FILTERS)} />
      ) : (
        <CoffeeRegions
          regions={showCollection(groups, methods, initialMethod, picked)}
          groupNoun={groupNoun}
          methods={methods}
          onPickMethod={onPickMethod}
          onRequestSample={onRequestSample}
        />
      )}
    </div>
  );
}

function LoadingCoffees() {
  return (
    <p role="status" className="py-16 text-center text-muted">
      Loading coffees...
    </p>
  );
}
