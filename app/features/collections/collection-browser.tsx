// The body of /specialty and /commercial: filters, the page's own introduction, then the coffees
// grouped by region and variety, with loading, failure and empty states. A page the server
// rendered holds its coffees (decision 041); a page reached from another one draws at once with
// the loading state, and the read of the catalogue (catalogue-from-api.tsx, with the query layer)
// loads beside it (decision 033). The coffees themselves are a part kept as the server drew them
// (coffee-regions.tsx): the page holds the filters and each card's method, and draws it anew when
// they change (decisions 049, 052).
import { Suspense, useState, type ReactNode } from "react";
import {
  FILTER_ALL,
  isCollectionMethod,
  type CoffeeCategory,
  type CollectionProcessingMethod,
} from "../../../common/constants";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { staticPart, type PartActions } from "~/lib/static-part";
import {
  distinctValues,
  groupCollection,
  NO_FILTERS,
  showCollection,
  type CollectionFilters,
} from "./collection-groups";
import type { CoffeeOption } from "../../../common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

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

const CatalogueFromApi = lazyPart(() => import("./catalogue-from-api"));
const CoffeeRegions = staticPart(() => import("./coffee-regions").then((m) => m.CoffeeRegions));
const CatalogueFailed = staticPart(() =>
  import("./catalogue-notices").then((m) => m.CatalogueFailed),
);
const NoCoffeesFound = staticPart(() =>
  import("./catalogue-notices").then((m) => m.NoCoffeesFound),
);

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
    <div className="container-page pb-10 pt-8 md:pb-14">
      {readsApi ? (
        <Suspense fallback={null}>
          <CatalogueFromApi category={props.category} onRead={setCatalogue} />
        </Suspense>
      ) : null}
      <CollectionView {...props} catalogue={catalogue} />
    </div>
  );
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
  // The method a visitor picked on a card, by card; new filters start every card afresh.
  const [picked, setPicked] = useState<Record<string, CollectionProcessingMethod>>({});
  const filter = (change: Partial<CollectionFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPicked({});
  };
  const options = catalogue.state === "loaded" ? catalogue.coffees : [];
  const groups = groupCollection(options, filters);
  // A chosen processing filter becomes every card's starting method, so cards open on coffees that match.
  const initialMethod = isCollectionMethod(filters.processingMethod)
    ? filters.processingMethod
    : methods[0];
  const actions: PartActions = {
    method: ({ dataset: { card, method = "" } }) => {
      if (card && isCollectionMethod(method)) setPicked((now) => ({ ...now, [card]: method }));
    },
    sample: ({ dataset }) => {
      const coffee = options.find((option) => String(option.id) === dataset.coffee);
      if (coffee) onRequestSample(coffee);
    },
  };

  return (
    // A visitor at the filters or the cards is about to change what the coffees' part shows.
    <div
      className="flex flex-col gap-10"
      onPointerDownCapture={preloadCoffees}
      onFocusCapture={preloadCoffees}
    >
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

      {catalogue.state === "loading" ? (
        <LoadingCoffees />
      ) : catalogue.state === "failed" ? (
        <Suspense fallback={null}>
          <CatalogueFailed message={catalogue.message} actions={{ retry: catalogue.retry }} />
        </Suspense>
      ) : groups.length === 0 ? (
        <Suspense fallback={null}>
          <NoCoffeesFound title={emptyTitle} actions={{ clear: () => filter(NO_FILTERS) }} />
        </Suspense>
      ) : (
        <Suspense fallback={<LoadingCoffees />}>
          <CoffeeRegions
            regions={showCollection(groups, methods, initialMethod, picked)}
            groupNoun={groupNoun}
            methods={methods}
            actions={actions}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The coffees' code and the notice of no match, for a visitor about to filter or pick. */
function preloadCoffees() {
  CoffeeRegions.preload();
  NoCoffeesFound.preload();
}

function LoadingCoffees() {
  return (
    <p role="status" className="py-16 text-center text-muted">
      Loading coffees...
    </p>
  );
}
