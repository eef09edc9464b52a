import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { farmersIntro } from "../../../content/farmers";
import { impactIntro } from "../../../content/impact";
import { commitments, impactLinks, impactStats, pillars } from "../../../content/impact-programme";
import { buttonClass } from "~/components/ui/button";
import { ImpactCommitments, ImpactPillars, ImpactStats } from "./impact-sections";

/** The impact page below its title: commitments, figures, pillars and where to read on. */
export function ImpactStory() {
  return (
    <>
      <ImpactCommitments commitments={commitments} />
      <ImpactStats stats={impactStats} />
      <ImpactPillars pillars={pillars} image={impactIntro.image} />
      <nav aria-label="Continue reading" className="container-page pb-20 md:pb-28">
        <div className="grid items-center gap-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-line md:grid-cols-[minmax(0,1fr)_auto] md:p-12">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
              {farmersIntro.eyebrow}
            </p>
            <h2 className="mt-3 text-3xl">{farmersIntro.title}</h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-ink/85">{farmersIntro.body}</p>
          </div>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center md:flex-col md:items-stretch">
            <Link className={buttonClass({ size: "lg" })} to={impactLinks.farmerStories.href}>
              {impactLinks.farmerStories.label}
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
            <Link
              className={buttonClass({ variant: "ghost", size: "lg", className: "-ml-3 sm:ml-0" })}
              to={impactLinks.home.href}
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
              {impactLinks.home.label}
            </Link>
          </div>
        </div>
      </nav>
    </>
  );
}
