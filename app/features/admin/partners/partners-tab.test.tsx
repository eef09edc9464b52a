import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Partner } from "~common/contract/records";
import { buildMediaImage } from "~common/testing/media-image";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import PartnersTab from "./partners-tab";

const LOGO = buildMediaImage({ alt: "Kaffa Roasters' mark", fileName: "kaffa.png" });
const ROASTER: Partner = {
  id: 1,
  name: "Nordlicht Rösterei",
  description: "Specialty roaster, Hamburg",
  image: null,
  type: "customer",
  logo: null,
};
const FLEET: Partner = {
  id: 2,
  name: "Addis Logistics Fleet",
  description: "",
  image: null,
  type: "partner",
  logo: null,
};

/** A desk whose API keeps the partners in memory, as the server would. */
function drawTab(routes: Record<string, Answer> = {}) {
  let stored = [ROASTER, FLEET];
  const api = stubApi({
    "GET /api/partners": () => ({ body: stored }),
    "GET /api/media": { body: [LOGO] },
    "POST /api/partners": ({ body }) => {
      const created = { ...(body as Partner), id: 3, image: null, logo: null };
      stored = [...stored, created];
      return { status: 201, body: created };
    },
    "PUT /api/partner-order": ({ body }) => {
      const { ids } = body as { ids: number[] };
      stored = ids.map((id) => stored.find((partner) => partner.id === id)!);
      return { body: stored };
    },
    "DELETE /api/partners/2": () => {
      stored = stored.filter((partner) => partner.id !== 2);
      return { body: { success: true } };
    },
    "PUT /api/media/places/partner/1": () => {
      stored = stored.map((partner) =>
        partner.id === 1 ? { ...partner, logo: LOGO, image: LOGO.jpeg.url } : partner,
      );
      return { body: { kind: "partner", key: "1", label: ROASTER.name, images: [LOGO] } };
    },
    ...routes,
  });
  return { ...renderUi(<PartnersTab />, { path: "/admin" }), api };
}

const names = () =>
  within(screen.getByRole("list", { name: "Partners and customers, in the order shown" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

describe("the Partners tab", () => {
  it("lists them in the order shown, a tile without a logo saying so", async () => {
    drawTab();
    const roaster = await screen.findByRole("listitem", { name: ROASTER.name });
    expect(names()).toEqual([ROASTER.name, FLEET.name]);
    expect(within(roaster).getByText("No logo")).toBeVisible();
    expect(within(roaster).getByText("Customer")).toBeVisible();
    expect(screen.getByRole("button", { name: `Move ${ROASTER.name} up` })).toBeDisabled();
  });

  it("adds one with a labelled form, checked before it is sent", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: ROASTER.name });
    await tab.user.click(screen.getByRole("button", { name: "Add partner" }));
    const form = within(screen.getByRole("form", { name: "New partner" }));
    await tab.user.click(form.getByRole("button", { name: "Add" }));
    expect(await form.findByText("Name is required")).toBeVisible();
    expect(tab.api.callsTo("POST /api/partners")).toHaveLength(0);

    await tab.user.type(form.getByLabelText("Name"), "Kaffa Roasters");
    await tab.user.type(form.getByLabelText("Description"), "Specialty roaster, Oslo");
    await tab.user.click(form.getByRole("radio", { name: "Partner" }));
    await tab.user.click(form.getByRole("button", { name: "Add" }));
    expect(await findToast("Success")).toHaveTextContent("Kaffa Roasters added successfully");
    expect(tab.api.callsTo("POST /api/partners")[0]!.body).toEqual({
      name: "Kaffa Roasters",
      description: "Specialty roaster, Oslo",
      type: "partner",
    });
    expect(await screen.findByRole("listitem", { name: "Kaffa Roasters" })).toBeVisible();
    expect(screen.queryByRole("form", { name: "New partner" })).not.toBeInTheDocument();
  });

  it("moves one down by sending the whole order", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: ROASTER.name });
    await tab.user.click(screen.getByRole("button", { name: `Move ${ROASTER.name} down` }));
    await screen.findByRole("button", { name: `Move ${FLEET.name} down` });
    expect(tab.api.callsTo("PUT /api/partner-order")[0]!.body).toEqual({ ids: [2, 1] });
    expect(names()).toEqual([FLEET.name, ROASTER.name]);
  });

  it("gives one a logo from the image library", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: ROASTER.name });
    await tab.user.click(screen.getByRole("button", { name: `Choose a logo for ${ROASTER.name}` }));
    const chooser = screen.getByRole("dialog", { name: `Logo for ${ROASTER.name}` });
    await tab.user.click(within(chooser).getByRole("button", { name: `Choose ${LOGO.alt}` }));
    expect(await findToast("Logo set")).toBeVisible();
    expect(tab.api.callsTo("PUT /api/media/places/partner/1")[0]!.body).toEqual({
      imageIds: [LOGO.id],
    });
    const roaster = screen.getByRole("listitem", { name: ROASTER.name });
    expect(within(roaster).queryByText("No logo")).not.toBeInTheDocument();
    expect(within(roaster).getByRole("button", { name: `Remove the logo of ${ROASTER.name}` }));
  });

  it("deletes one after asking, and says when the server refuses", async () => {
    const tab = drawTab({ "DELETE /api/partners/1": errorReply(404, "NOT_FOUND", "Gone already") });
    await screen.findByRole("listitem", { name: FLEET.name });
    await tab.user.click(screen.getByRole("button", { name: `Delete ${FLEET.name}` }));
    const question = screen.getByRole("alertdialog", { name: "Delete partner" });
    await tab.user.click(within(question).getByRole("button", { name: "Delete" }));
    expect(await findToast("Success")).toHaveTextContent(`${FLEET.name} deleted successfully`);
    await screen.findByRole("button", { name: `Move ${ROASTER.name} down` });
    expect(names()).toEqual([ROASTER.name]);

    await tab.user.click(screen.getByRole("button", { name: `Delete ${ROASTER.name}` }));
    await tab.user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await findToast("Error")).toHaveTextContent("Gone already");
  });
});
