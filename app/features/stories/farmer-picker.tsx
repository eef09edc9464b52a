import type { FarmerProfile } from "../../../content/farmers";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

/** The farmers whose stories the page tells; the chosen one is pressed. */
export function FarmerPicker({
  farmers,
  selectedId,
  onSelect,
}: {
  farmers: readonly FarmerProfile[];
  selectedId: string;
  onSelect: (id: string) => void;
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
              <ResponsiveImage
                id={farmer.image.id}
                alt=""
                sizes="40px"
                className="h-full w-full object-cover"
              />
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
