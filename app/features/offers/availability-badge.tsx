import { availabilityLabel, type Availability } from "~common/constants";
import { Badge, type BadgeTone } from "~/components/ui/badge";

// The spec's colours hold in every palette: green In Stock, yellow Pre-Ship, red Sold Out, grey otherwise.
const TONES: Record<Availability, BadgeTone> = {
  "in-stock": "green",
  "pre-ship": "yellow",
  "sold-out": "red",
};

export function AvailabilityBadge({ availability }: { availability: string }) {
  const tone = (TONES as Record<string, BadgeTone | undefined>)[availability] ?? "grey";
  return (
    <Badge tone={tone} className="shrink-0 whitespace-nowrap">
      {availabilityLabel(availability)}
    </Badge>
  );
}
