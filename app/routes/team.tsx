import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { Await, useLocation } from "react-router";
import { teamIntro } from "../../content/team";
import { PageHeader } from "~/components/layout/page-header";
import { ReadFailed } from "~/components/layout/read-failed";
import { Button } from "~/components/ui/button";
import { readDevApi } from "~/lib/dev-api";
import { useScrollToSection } from "~/lib/scroll-to-section";
import { useLoaderList } from "~/lib/server-data";
import type { Route } from "./+types/team";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";
import type { TeamMember } from "~common/contract/team-members";

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

/** Server: the team as the desk keeps it (issue 50), in the HTML the server sends. */
export async function loader({ context }: Route.LoaderArgs) {
  const members = context.listTeamMembers
    ? await context.listTeamMembers()
    : await readDevApi<TeamMember[]>("/api/team-members");
  return { members };
}

/** Browser, arriving from another page: the page shows at once, the team as the API answers. */
export function clientLoader() {
  const members = import("~/lib/query-layer").then(({ readThroughCache }) =>
    readThroughCache("GET /api/team-members", {}),
  );
  return { members };
}

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

function LoadingTeam() {
  return (
    <p role="status" className="py-16 text-center text-muted">
      Loading the team...
    </p>
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  useLoaderList("GET /api/team-members", {}, members);
  return (
    <>
      <PageHeader eyebrow={teamIntro.eyebrow} title={teamIntro.title}>
        <p>{teamIntro.body}</p>
      </PageHeader>
      <div className="container-page py-14 md:py-20">
        <BackHome />
        {members === null ? (
          <LoadingTeam />
        ) : (
          <Suspense fallback={<LoadingTeam />}>
            <Await
              resolve={members}
              errorElement={<ReadFailed title="The team could not be loaded" />}
            >
              {(members) => <TeamRoster members={members} />}
            </Await>
          </Suspense>
        )}
      </div>
      <TeamValues />
    </>
  );
}
