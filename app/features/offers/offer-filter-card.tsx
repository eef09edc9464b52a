import { Search } from "lucide-react";
import { Field, Input } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import {
  isUnknownRegion,
  OFFER_FILTER_CHOICES,
  type OfferChoiceFilter,
  type OfferFilters,
} from "~common/offer-list";

// Two dropdowns share a row on a phone, three on a tablet, all five beside each other on a desktop.
const DROPDOWNS: readonly { key: Exclude<OfferChoiceFilter, "sort">; label: string }[] = [
  { key: "region", label: "Region" },
  { key: "processing", label: "Processing" },
  { key: "availability", label: "Availability" },
  { key: "certification", label: "Certification" },
  { key: "position", label: "Position" },
];

/** A dropdown's choices; a region the link named and no lot has is shown as chosen, listing none. */
function choicesFor(key: OfferChoiceFilter, filters: OfferFilters) {
  const choices = OFFER_FILTER_CHOICES[key];
  if (key !== "region" || !isUnknownRegion(filters)) return choices;
  return [...choices, { value: filters.region, label: filters.region }];
}

export interface OfferFilterCardProps {
  filters: OfferFilters;
  onSearchChange: (text: string) => void;
  onChoiceChange: (key: OfferChoiceFilter, value: string) => void;
}

export function OfferFilterCard({ filters, onSearchChange, onChoiceChange }: OfferFilterCardProps) {
  return (
    <search
      aria-label="Filter offers"
      className="block rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6"
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        <Field label="Search" className="col-span-2 md:col-span-3 lg:col-span-5">
          {(control) => (
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              />
              <Input
                {...control}
                type="search"
                value={filters.q}
                onChange={(event) => onSearchChange(event.target.value)}
                placeholder="Name, region or producer"
                autoComplete="off"
                className="pl-10"
              />
            </div>
          )}
        </Field>
        {DROPDOWNS.map(({ key, label }) => (
          <Field
            key={key}
            label={label}
            className={key === "position" ? "col-span-2 md:col-span-1" : undefined}
          >
            {(control) => (
              <Select
                {...control}
                value={filters[key]}
                onValueChange={(value) => onChoiceChange(key, value)}
                options={choicesFor(key, filters)}
              />
            )}
          </Field>
        ))}
      </div>
    </search>
  );
}
