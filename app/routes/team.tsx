import { ArrowLeft } from "lucide-react";
import { useLocation } from "react-router";
import { teamIntro } from "../../content/team";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { useScrollToSection } from "~/lib/scroll-to-section";
import type { Route } from "./+types/team";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// Text and links only: islands, kept as the server drew them.
const TeamRoster = island(() =>
  import("~/features/team/team-member-card.island").then((m) => m.TeamRoster),
);
const TeamValues = island(() =>
  import("~/features/team/team-values.island").then((m) => m.TeamValues),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/team",
    [
      { title: "Our Team | Abyssinia Green Coffee" },
      { name: "description", content: teamIntro.body },
    ],
    { image: "/media/founder-heritage-1280.webp" },
  );

/** Back returns to where the visitor came from: the team teaser (#from-team) or the story. */
function BackHome() {
  const { hash } = useLocation();
  const scrollTo = useScrollToSection();
  return (
    <Button
      variant="outline"
      size="sm"
      className="mb-10"
      onClick={() => scrollTo(hash === "#from-team" ? "team" : "about")}
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      Back
    </Button>
  );
}

export default function TeamPage() {
  return (
    <>
      <PageHeader eyebrow={teamIntro.eyebrow} title={teamIntro.title}>
        <p>{teamIntro.body}</p>
      </PageHeader>
      <div className="container-page py-14 md:py-20">
        <BackHome />
        <TeamRoster />
      </div>
      <TeamValues />
    </>
  );
}
