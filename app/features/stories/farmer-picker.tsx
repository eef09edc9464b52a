import type { Farmer } from "../../../content/farmers";
import { cn } from "~/lib/cn";
import { island } from "~/lib/island";

const FarmerAvatar = island(
  () => import("./farmer-avatar.island").then((m) => m.FarmerAvatar),
  "span",
);

/** The farmers whose stories the page tells; the chosen one is pressed. */
export function FarmerPicker<Id extends string>({
  farmers,
  selectedId,
  onSelect,
}: {
  farmers: readonly (Farmer & { readonly id: Id })[];
  selectedId: Id;
  onSelect: (id: Id) => void;
}) {
  return (
    <div role="group" aria-label="Choose a farmer" className="flex flex-wrap gap-3">
      {farmers.map((farmer) => {
        const selected = farmer.id === selectedId;
        return (
          <button
            key={farmer.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(farmer.id)}
            className={cn(
              "flex items-center gap-3 rounded-full border py-1.5 pl-1.5 pr-5 text-left transition",
              selected
                ? "border-primary bg-primary text-white shadow-sm"
                : "border-line bg-white text-ink hover:border-primary/40",
            )}
          >
            <span className="block h-10 w-10 shrink-0 overflow-hidden rounded-full bg-primary/10">
              <FarmerAvatar id={farmer.image.id} />
            </span>
            <span className="leading-tight">
              <span className="block text-sm font-semibold">{farmer.farmerName}</span>
              <span className={cn("block text-xs", selected ? "text-white/75" : "text-muted")}>
                {farmer.village}, {farmer.region}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
