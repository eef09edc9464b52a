import { Search } from "lucide-react";
import { Field, Input } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { OFFER_FILTER_CHOICES, type OfferChoiceFilter, type OfferFilters } from "./offer-filters";

// Two dropdowns share a row on a phone; availability takes the next row whole.
const DROPDOWNS: readonly { key: OfferChoiceFilter; label: string; className?: string }[] = [
  { key: "region", label: "Region" },
  { key: "processing", label: "Processing" },
  { key: "availability", label: "Availability", className: "col-span-2 md:col-span-1" },
];

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
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <Field label="Search" className="col-span-2 md:col-span-3 lg:col-span-1">
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
        {DROPDOWNS.map(({ key, label, className }) => (
          <Field key={key} label={label} className={className}>
            {(control) => (
              <Select
                {...control}
                value={filters[key]}
                onValueChange={(value) => onChoiceChange(key, value)}
                options={OFFER_FILTER_CHOICES[key]}
              />
            )}
          </Field>
        ))}
      </div>
    </search>
  );
}
