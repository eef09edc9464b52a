import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { teamTeaser } from "../../../content/home";
import { teamIntro, teamMembers } from "../../../content/team";
import { buttonClass } from "~/components/ui/button";
import { SectionHeading } from "./section-heading";

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
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:col-span-7">
          {teamMembers.map((member) => (
            <li key={member.id} className="rounded-2xl border border-line bg-light/60 p-4 md:p-5">
              <span
                aria-hidden
                className="flex h-12 w-12 items-center justify-center rounded-full bg-primary font-display text-base text-light"
              >
                {member.initials}
              </span>
              <p className="mt-4 font-display text-lg leading-tight text-dark">{member.name}</p>
              <p className="mt-1 text-xs font-semibold uppercase tracking-[0.14em] text-secondary">
                {member.badge}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
