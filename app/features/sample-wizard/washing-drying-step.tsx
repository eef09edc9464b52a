// Step 2: how our washing stations process, before the visitor chooses a sample (no fields).
import { Clock, Droplets, Sun, Thermometer } from "lucide-react";
import { processing } from "../../../content/facts";

const STAGES = [
  {
    icon: Clock,
    figure: `Within ${processing.pulpingWithinHours} hours`,
    title: "Pulping",
    text: "Cherries picked that day are pulped before they can start to ferment on their own.",
  },
  {
    icon: Droplets,
    figure: `${processing.fermentationHours} hours`,
    title: "Fermentation",
    text: "Parchment rests in tanks of cool spring water until the mucilage lets go, then is washed in channels.",
  },
  {
    icon: Sun,
    figure: `${processing.dryingDays} days`,
    title: "Drying",
    text: `On raised African beds, turned every ${processing.turningEveryHours} hours so every bean dries evenly.`,
  },
  {
    icon: Thermometer,
    figure: processing.moisture,
    title: "Moisture",
    text: "Each lot is measured before it leaves the bed and rests in the warehouse before milling.",
  },
] as const;

export function WashingDryingStep() {
  return (
    <div className="space-y-5">
      <p className="text-ink">
        Every sample we send is milled from lots processed the same way at our own washing stations.
        Knowing the steps helps you read the cup.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {STAGES.map(({ icon: Icon, figure, title, text }) => (
          <li key={title} className="rounded-xl border border-line bg-light/60 p-4">
            <div className="flex items-center gap-2 text-primary">
              <Icon className="h-4 w-4" aria-hidden />
              <p className="text-xs font-semibold uppercase tracking-[0.14em]">{title}</p>
            </div>
            <p className="mt-2 font-display text-2xl text-dark tabular">{figure}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        Naturals skip pulping and fermentation: whole cherries dry on the same beds, turned just as
        often, until they reach the same 10-12% moisture.
      </p>
    </div>
  );
}
