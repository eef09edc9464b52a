import { cn } from "~/lib/cn";
import { initialsOf } from "~/lib/initials";
import { island } from "~/lib/island";
import type { FarmerStory } from "~common/contract/farmer-stories";
import { farmerPictures } from "~/lib/farmer-pictures";

const FarmerAvatar = island(
  () => import("./farmer-avatar.island").then((m) => m.FarmerAvatar),
  "span",
);

/** The farmers whose stories the page tells; the chosen one is pressed. */
export function FarmerPicker({
  farmers,
  selectedId,
  onSelect,
}: {
  farmers: readonly FarmerStory[];
  selectedId: number;
  onSelect: (id: number) => void;
}) {
  return (
    <div role="group" aria-label="Choose a farmer" className="flex flex-wrap gap-3">
      {farmers.map((farmer) => {
        const selected = farmer.id === selectedId;
        const { portrait } = farmerPictures(farmer);
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
              {portrait ? (
                <FarmerAvatar portrait={portrait} />
              ) : (
                <span className="flex h-full w-full items-center justify-center text-xs font-semibold">
                  {initialsOf(farmer.farmerName)}
                </span>
              )}
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
