import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";
import type { TeamMember } from "~common/contract/team-members";
import { browserQueryClient } from "~/lib/query-layer";
import { takeServerData } from "~/lib/server-data";
import { stubApi } from "~/test/api-stub";
import TeamPage, { clientLoader } from "./team";

const HIRUT: TeamMember = {
  id: 2,
  slug: "hirut-alemu",
  name: "Hirut Alemu",
  role: "Head of Quality",
  badge: "Quality",
  bio: "A licensed Q Arabica Grader who cups every lot before it is offered.",
  email: "hirut@abyssinia-green.example",
  social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/hirut-alemu" }],
  portrait: null,
};
const NEW_HIRE: TeamMember = {
  ...HIRUT,
  id: 7,
  slug: "abebe-kebede",
  name: "Abebe Kebede",
  role: "Warehouse Lead",
  badge: "Logistics",
  email: null,
  social: [],
};

function drawTeam(members: TeamMember[] | null) {
  onTestFinished(() => browserQueryClient().clear());
  // What a test's page kept to seed the cache is not the next test's.
  onTestFinished(() => void takeServerData("/api/team-members"));
  const Page = createRoutesStub([
    { id: "team", path: "/team", Component: TeamPage, loader: clientLoader },
  ]);
  render(<Page initialEntries={["/team"]} hydrationData={{ loaderData: { team: { members } } }} />);
}

const card = (name: string) =>
  screen.findByRole("heading", { name }).then((heading) => within(heading.closest("article")!));

describe("/team (issue 50: the team as the desk keeps it)", () => {
  it("shows each member the server read, in its order, with how to reach them", async () => {
    stubApi();
    drawTeam([HIRUT, NEW_HIRE]);
    const hirut = await card("Hirut Alemu");
    expect(hirut.getByText("HA")).toBeInTheDocument();
    expect(hirut.getByRole("link", { name: "Email Hirut Alemu" })).toHaveAttribute(
      "href",
      "mailto:hirut@abyssinia-green.example",
    );
    expect(hirut.getByRole("link", { name: "LinkedIn profile of Hirut Alemu" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/hirut-alemu",
    );
    const abebe = await card("Abebe Kebede");
    // No address given: no mail link made up.
    expect(abebe.queryByRole("link", { name: /Email/ })).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(["Hirut Alemu", "Abebe Kebede"]);
  });

  it("reads the team through the API when the server could not", async () => {
    const api = stubApi({ "GET /api/team-members": { body: [NEW_HIRE] } });
    drawTeam(null);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the team...");
    expect(await card("Abebe Kebede")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(api.callsTo("GET /api/team-members")).toHaveLength(1);
  });
});
