import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TeamMember } from "~common/contract/team-members";
import { TEAM_PROFILE_MESSAGE } from "~common/schemas/team-member";
import { buildMediaImage } from "~common/testing/media-image";
import { stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import TeamTab from "./team-tab";

const PORTRAIT = buildMediaImage({ alt: "Hirut Alemu at the cupping table" });
const FOUNDER: TeamMember = {
  id: 1,
  slug: "tesfaye-bekele",
  name: "Tesfaye Bekele",
  role: "Founder & Chief Executive",
  badge: "Founder",
  bio: "Tesfaye started buying cherry in Limmu.",
  email: "tesfaye@abyssiniagreencoffee.com",
  social: [],
  portrait: null,
};
const GRADER: TeamMember = {
  ...FOUNDER,
  id: 2,
  slug: "hirut-alemu",
  name: "Hirut Alemu",
  role: "Head of Quality",
  badge: "Quality",
  social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/hirut" }],
};

function drawTab(routes: Record<string, Answer> = {}) {
  let stored = [FOUNDER, GRADER];
  const api = stubApi({
    "GET /api/team-members": () => ({ body: stored }),
    "GET /api/media": { body: [PORTRAIT] },
    "PUT /api/team-members/2": ({ body }) => {
      stored = stored.map((member) =>
        member.id === 2 ? { ...member, ...(body as Partial<TeamMember>) } : member,
      );
      return { body: stored[1] };
    },
    "PUT /api/team-member-order": ({ body }) => {
      const { ids } = body as { ids: number[] };
      stored = ids.map((id) => stored.find((member) => member.id === id)!);
      return { body: stored };
    },
    "PUT /api/media/places/team-member/hirut-alemu": () => {
      stored = stored.map((member) =>
        member.id === 2 ? { ...member, portrait: PORTRAIT } : member,
      );
      return {
        body: { kind: "team-member", key: "hirut-alemu", label: GRADER.name, images: [PORTRAIT] },
      };
    },
    ...routes,
  });
  return { ...renderUi(<TeamTab />, { path: "/admin" }), api };
}

describe("the Team tab", () => {
  it("lists the team in the order shown, initials standing in for a portrait", async () => {
    drawTab();
    const founder = await screen.findByRole("listitem", { name: FOUNDER.name });
    expect(within(founder).getByText("TB")).toBeVisible();
    expect(within(founder).getByText("Founder & Chief Executive")).toBeVisible();
    expect(
      within(screen.getByRole("list", { name: "Team members, in the order shown" }))
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual([FOUNDER.name, GRADER.name]);
  });

  it("edits one in a labelled form holding one profile link per network", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: GRADER.name });
    await tab.user.click(screen.getByRole("button", { name: `Edit ${GRADER.name}` }));
    const form = within(screen.getByRole("form", { name: "Edit team member" }));
    expect(form.getByLabelText("LinkedIn profile")).toHaveValue(GRADER.social[0]!.href);
    expect(form.getByLabelText("X profile")).toHaveValue("");

    await tab.user.type(form.getByLabelText("Instagram profile"), "instagram.com/hirut");
    await tab.user.click(form.getByRole("button", { name: "Update" }));
    expect(await form.findByText(TEAM_PROFILE_MESSAGE)).toBeVisible();
    expect(tab.api.callsTo("PUT /api/team-members/2")).toHaveLength(0);

    await tab.user.clear(form.getByLabelText("Instagram profile"));
    await tab.user.clear(form.getByLabelText("Role"));
    await tab.user.type(form.getByLabelText("Role"), "Head of Quality & Q Grader");
    await tab.user.click(form.getByRole("button", { name: "Update" }));
    expect(await findToast("Success")).toHaveTextContent("Hirut Alemu updated successfully");
    expect(tab.api.callsTo("PUT /api/team-members/2")[0]!.body).toEqual({
      name: GRADER.name,
      role: "Head of Quality & Q Grader",
      badge: GRADER.badge,
      bio: GRADER.bio,
      email: GRADER.email,
      social: GRADER.social,
    });
    expect(await screen.findByText("Head of Quality & Q Grader")).toBeVisible();
  });

  it("moves one up and gives one a portrait from the library", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: GRADER.name });
    await tab.user.click(screen.getByRole("button", { name: `Move ${GRADER.name} up` }));
    await screen.findByRole("button", { name: `Move ${FOUNDER.name} down` });
    expect(tab.api.callsTo("PUT /api/team-member-order")[0]!.body).toEqual({ ids: [2, 1] });

    await tab.user.click(
      screen.getByRole("button", { name: `Choose a portrait for ${GRADER.name}` }),
    );
    const chooser = screen.getByRole("dialog", { name: `Portrait of ${GRADER.name}` });
    await tab.user.click(within(chooser).getByRole("button", { name: `Choose ${PORTRAIT.alt}` }));
    expect(await findToast("Portrait set")).toBeVisible();
    expect(
      within(screen.getByRole("listitem", { name: GRADER.name })).queryByText("HA"),
    ).not.toBeInTheDocument();
  });
});
