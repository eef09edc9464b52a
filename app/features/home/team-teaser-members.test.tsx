import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TeamMember } from "~common/contract/team-members";
import { buildMediaImage } from "~common/testing/media-image";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import TeamTeaserMembers from "./team-teaser-members";

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 1,
  slug: "hirut-alemu",
  name: "Hirut Alemu",
  role: "Head of Quality",
  badge: "Quality",
  bio: "Cups every lot before it is offered.",
  email: null,
  social: [],
  portrait: null,
  ...overrides,
});

describe("the home page's team teaser", () => {
  it("shows each person's portrait from the desk, else their initials", async () => {
    const portrait = buildMediaImage({ id: "portraitportraitportrait", alt: "Hirut at the table" });
    stubApi({
      "GET /api/team-members": {
        body: [
          member({ portrait }),
          member({ id: 2, slug: "abebe-kebede", name: "Abebe Kebede", badge: "Logistics" }),
        ],
      },
    });
    renderUi(<TeamTeaserMembers loading={<p>Loading the team...</p>} />);
    await screen.findByText("Hirut Alemu");
    const [hirut, abebe] = screen.getAllByRole("listitem");
    expect(hirut).toHaveTextContent("Hirut Alemu");
    const img = hirut!.querySelector("img");
    expect(img).toHaveAttribute("src", portrait.jpeg.url);
    expect(hirut!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      `/media/library/${portrait.id}/640.avif`,
    );
    expect(abebe!.querySelector("img")).toBeNull();
    expect(abebe).toHaveTextContent("AK");
  });
});
