// The coffees of /specialty and /commercial, region by region.
import { useId } from "react";
import type { CollectionProcessingMethod } from "~common/constants";
import type { ShownRegion } from "./collection-groups";
import { VarietyCard, type CoffeeChoices } from "./variety-card";

export interface CoffeeRegionsProps extends CoffeeChoices {
  regions: ShownRegion[];
  /** What a card is, singular and plural: varieties on /specialty, sub-areas on /commercial. */
  groupNoun: readonly [string, string];
  /** The variety cards' toggle, in the order shown. */
  methods: readonly CollectionProcessingMethod[];
}

export function CoffeeRegions({ regions, ...cards }: CoffeeRegionsProps) {
  return (
    <div className="space-y-14">
      {regions.map((region) => (
        <RegionSection key={region.region} region={region} {...cards} />
      ))}
    </div>
  );
}

function RegionSection({
  region,
  groupNoun,
  ...cards
}: Omit<CoffeeRegionsProps, "regions"> & { region: ShownRegion }) {
  const headingId = useId();
  const count = region.varieties.length;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5 flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <h2 id={headingId} className="text-3xl">
          {region.region}
        </h2>
        <p className="text-sm text-muted tabular">
          {count} {count === 1 ? groupNoun[0] : groupNoun[1]}
        </p>
      </div>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {region.varieties.map((variety) => (
          <VarietyCard key={variety.card} region={region.region} group={variety} {...cards} />
        ))}
      </div>
    </section>
  );
}
