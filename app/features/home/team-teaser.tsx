import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { teamTeaser } from "../../../content/home";
import { teamIntro } from "../../../content/team";
import { buttonClass } from "~/components/ui/button";
import { lazyPart } from "~/lib/lazy-part";
import { SectionHeading } from "./section-heading";

// The people come through the query layer, which loads after the page's own code.
const TeamTeaserMembers = lazyPart(() => import("./team-teaser-members"));

/** The people's place while they are read: about two rows of tiles. */
const loadingMembers = (
  <div aria-busy="true" className="min-h-[28rem] sm:min-h-[19rem] lg:col-span-7">
    <p role="status" className="sr-only">
      Loading the team...
    </p>
  </div>
);

export function TeamTeaser() {
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-white py-20 md:py-28">
      <div className="container-page grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading
            id="team-heading"
            eyebrow={teamIntro.eyebrow}
            title={teamTeaser.title}
            intro={teamTeaser.body}
          />
          <Link className={buttonClass({ size: "lg", className: "mt-8" })} to={teamTeaser.cta.href}>
            {teamTeaser.cta.label}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
        <Suspense fallback={loadingMembers}>
          <TeamTeaserMembers loading={loadingMembers} />
        </Suspense>
      </div>
    </section>
  );
}
