import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { farmerDrawing } from "../../../../content/farmers";
import type { FarmerStory } from "~common/contract/farmer-stories";
import { buildMediaImage } from "~common/testing/media-image";
import { buildFarmerStory } from "~common/testing/stories";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import FarmersTab from "./farmers-tab";

const PORTRAIT = buildMediaImage({
  id: "portraitportraitportrait",
  alt: "Tadesse Wolde among his coffee trees",
});
/** Seeded with a drawing. */
const TAMIRU = buildFarmerStory();
/** Added in the desk: no drawing, no photograph. */
const TADESSE = buildFarmerStory({
  id: 2,
  slug: "tadesse-wolde",
  farmerName: "Tadesse Wolde",
  farmerWife: "Genet Abebe",
  village: "Banko",
  region: "Guji",
  children: 3,
  schoolChildren: 2,
  farmingPractices: ["Hand weeding", "Compost from pulp"],
});

/** A desk whose API keeps the farmers in memory, as the server would. */
function drawTab(routes: Record<string, Answer> = {}) {
  let stored = [TAMIRU, TADESSE];
  const api = stubApi({
    "GET /api/farmer-stories": () => ({ body: stored }),
    "GET /api/media": { body: [PORTRAIT] },
    "POST /api/farmer-stories": ({ body }) => {
      const created: FarmerStory = {
        ...(body as Omit<FarmerStory, "id" | "slug" | "photos">),
        id: 3,
        slug: "bekele-gutu",
        photos: [],
      };
      stored = [...stored, created];
      return { status: 201, body: created };
    },
    "PUT /api/farmer-stories/2": ({ body }) => {
      stored = stored.map((farmer) =>
        farmer.id === 2 ? { ...farmer, ...(body as Partial<FarmerStory>) } : farmer,
      );
      return { body: stored[1] };
    },
    "PUT /api/farmer-story-order": ({ body }) => {
      const { ids } = body as { ids: number[] };
      stored = ids.map((id) => stored.find((farmer) => farmer.id === id)!);
      return { body: stored };
    },
    "DELETE /api/farmer-stories/2": () => {
      stored = stored.filter((farmer) => farmer.id !== 2);
      return { body: { success: true } };
    },
    "PUT /api/media/places/farmer-story/bekele-gutu": () => {
      stored = stored.map((farmer) =>
        farmer.id === 3 ? { ...farmer, photos: [PORTRAIT] } : farmer,
      );
      return {
        body: {
          kind: "farmer-story",
          key: "bekele-gutu",
          label: "Bekele Gutu",
          images: [PORTRAIT],
        },
      };
    },
    ...routes,
  });
  return { ...renderUi(<FarmersTab />, { path: "/admin" }), api };
}

const names = () =>
  within(screen.getByRole("list", { name: "Farmers, in the order shown" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

/** The new farmer's facts, typed as the administrator types them. */
const BEKELE = {
  "Farmer name": "Bekele Gutu",
  Wife: "Tigist Haile",
  Village: "Hambela",
  Region: "Guji",
  Altitude: "2,200 m",
  "Land size": "2 hectares",
  Production: "About 4,000 kg of red cherry a season",
  "Cherry price": "ETB 120 per kg of red cherry",
  "Walk to school": "30 minutes each way",
  "Pick season": "November to January",
  "Farming experience": "18 years",
  Story: "Bekele planted his first trees in 2008.",
  Challenges: "Roads wash out in the rains.",
  Impact: "A new drying bed.",
} as const;

describe("the Farmers tab", () => {
  it("lists the farmers in the order shown, each with the portrait the page shows", async () => {
    drawTab();
    const tamiru = await screen.findByRole("listitem", { name: TAMIRU.farmerName });
    // A seeded farmer's drawing; initials stand in for a farmer without a picture.
    expect(tamiru.querySelector("picture img")?.getAttribute("src")).toContain(
      `/${farmerDrawing(TAMIRU.slug)!.id}-`,
    );
    expect(names()).toEqual([TAMIRU.farmerName, TADESSE.farmerName]);
    expect(
      within(tamiru).getByText("Chelchele, Gedeb, Yirgacheffe · 0 photographs and a drawing"),
    ).toBeVisible();
    const tadesse = screen.getByRole("listitem", { name: TADESSE.farmerName });
    expect(within(tadesse).getByText("TW")).toBeVisible();
    expect(within(tadesse).getByText("Banko, Guji · 0 photographs")).toBeVisible();
    expect(screen.getByRole("button", { name: `Move ${TAMIRU.farmerName} up` })).toBeDisabled();
    expect(screen.getByRole("button", { name: `Move ${TADESSE.farmerName} down` })).toBeDisabled();
  });

  it("checks the form before anything is sent", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: TAMIRU.farmerName });
    await tab.user.click(screen.getByRole("button", { name: "Add farmer" }));
    const form = within(screen.getByRole("form", { name: "New farmer" }));
    expect(screen.getByRole("heading", { name: "Add a farmer" })).toBeVisible();
    await tab.user.click(form.getByRole("button", { name: "Add" }));
    expect(await form.findByText("Farmer name is required")).toBeVisible();
    expect(form.getByLabelText("Farmer name")).toHaveAccessibleDescription(
      "Farmer name is required",
    );
    expect(form.getByText("Children is required")).toBeVisible();
    expect(form.getByText("Name at least one farming practice")).toBeVisible();

    await tab.user.type(form.getByLabelText("Children"), "five");
    await tab.user.type(form.getByLabelText("Farming practices"), "\n  \n");
    await tab.user.click(form.getByRole("button", { name: "Add" }));
    expect(await form.findByText("Children must be a whole number from 0 to 30")).toBeVisible();
    expect(form.getByText("Name at least one farming practice")).toBeVisible();
    expect(tab.api.callsTo("POST /api/farmer-stories")).toHaveLength(0);

    await tab.user.click(form.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "New farmer" })).not.toBeInTheDocument();
  });

  it("adds one with its practices one a line and its photographs", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: TAMIRU.farmerName });
    await tab.user.click(screen.getByRole("button", { name: "Add farmer" }));
    const form = within(screen.getByRole("form", { name: "New farmer" }));
    for (const [label, value] of Object.entries(BEKELE))
      await tab.user.type(form.getByLabelText(label), value);
    await tab.user.type(form.getByLabelText("Children"), "4");
    await tab.user.type(form.getByLabelText("Children in school"), "3");
    await tab.user.type(
      form.getByLabelText("Farming practices"),
      "Selective picking\n\n  Shade from enset  \n",
    );
    await waitFor(() => expect(form.getByRole("button", { name: "Add photograph" })).toBeEnabled());
    await tab.user.click(form.getByRole("button", { name: "Add photograph" }));
    const chooser = await screen.findByRole("dialog", { name: "Choose a photograph" });
    await tab.user.click(within(chooser).getByRole("button", { name: `Choose ${PORTRAIT.alt}` }));
    await tab.user.click(form.getByRole("button", { name: "Add" }));

    expect(await findToast("Success")).toHaveTextContent("Bekele Gutu added successfully");
    expect(tab.api.callsTo("POST /api/farmer-stories")[0]!.body).toEqual({
      farmerName: "Bekele Gutu",
      farmerWife: "Tigist Haile",
      village: "Hambela",
      region: "Guji",
      altitude: "2,200 m",
      landSize: "2 hectares",
      production: "About 4,000 kg of red cherry a season",
      cherryPrice: "ETB 120 per kg of red cherry",
      children: 4,
      schoolChildren: 3,
      walkToSchool: "30 minutes each way",
      pickSeason: "November to January",
      farmingExperience: "18 years",
      story: "Bekele planted his first trees in 2008.",
      challenges: "Roads wash out in the rains.",
      impact: "A new drying bed.",
      farmingPractices: ["Selective picking", "Shade from enset"],
    });
    expect(tab.api.callsTo("PUT /api/media/places/farmer-story/bekele-gutu")[0]!.body).toEqual({
      imageIds: [PORTRAIT.id],
    });
    const bekele = await screen.findByRole("listitem", { name: "Bekele Gutu" });
    expect(within(bekele).getByText("Hambela, Guji · 1 photograph")).toBeVisible();
    expect(bekele.querySelector("picture img")?.getAttribute("src")).toContain(
      `/media/library/${PORTRAIT.id}/`,
    );
    expect(names()).toEqual([TAMIRU.farmerName, TADESSE.farmerName, "Bekele Gutu"]);
    expect(screen.queryByRole("form", { name: "New farmer" })).not.toBeInTheDocument();
  });

  it("edits one in a form filled from the record, leaving unchanged photographs alone", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: TADESSE.farmerName });
    await tab.user.click(screen.getByRole("button", { name: `Edit ${TADESSE.farmerName}` }));
    const form = within(screen.getByRole("form", { name: "Edit farmer" }));
    expect(screen.getByRole("heading", { name: `Edit ${TADESSE.farmerName}` })).toBeVisible();
    expect(form.getByLabelText("Farmer name")).toHaveValue(TADESSE.farmerName);
    expect(form.getByLabelText("Wife")).toHaveValue(TADESSE.farmerWife);
    expect(form.getByLabelText("Children")).toHaveValue("3");
    expect(form.getByLabelText("Children in school")).toHaveValue("2");
    expect(form.getByLabelText("Story")).toHaveValue(TADESSE.story);
    expect(form.getByLabelText("Farming practices")).toHaveValue("Hand weeding\nCompost from pulp");

    await tab.user.clear(form.getByLabelText("Village"));
    await tab.user.type(form.getByLabelText("Village"), "Bule Hora");
    await tab.user.click(form.getByRole("button", { name: "Update" }));
    expect(await findToast("Success")).toHaveTextContent("Tadesse Wolde updated successfully");
    const { id: _id, slug: _slug, photos: _photos, ...facts } = TADESSE;
    expect(tab.api.callsTo("PUT /api/farmer-stories/2")[0]!.body).toEqual({
      ...facts,
      village: "Bule Hora",
    });
    expect(await screen.findByText("Bule Hora, Guji · 0 photographs")).toBeVisible();
    expect(tab.api.calls.filter((call) => call.path.startsWith("/api/media/places"))).toEqual([]);
  });

  it("moves one down by sending the whole order", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: TAMIRU.farmerName });
    await tab.user.click(screen.getByRole("button", { name: `Move ${TAMIRU.farmerName} down` }));
    await screen.findByRole("button", { name: `Move ${TADESSE.farmerName} down` });
    expect(tab.api.callsTo("PUT /api/farmer-story-order")[0]!.body).toEqual({ ids: [2, 1] });
    expect(names()).toEqual([TADESSE.farmerName, TAMIRU.farmerName]);
  });

  it("deletes one only once the dialog is confirmed", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: TADESSE.farmerName });
    await tab.user.click(screen.getByRole("button", { name: `Delete ${TADESSE.farmerName}` }));
    let question = screen.getByRole("alertdialog", { name: "Delete farmer" });
    expect(question).toHaveTextContent(
      `Are you sure you want to delete ${TADESSE.farmerName}? Their story leaves /farmers-stories at once`,
    );
    await tab.user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(tab.api.callsTo("DELETE /api/farmer-stories/2")).toHaveLength(0);

    await tab.user.click(screen.getByRole("button", { name: `Delete ${TADESSE.farmerName}` }));
    question = screen.getByRole("alertdialog", { name: "Delete farmer" });
    await tab.user.click(within(question).getByRole("button", { name: "Delete" }));
    expect(await findToast("Success")).toHaveTextContent(
      `${TADESSE.farmerName} deleted successfully`,
    );
    expect(tab.api.callsTo("DELETE /api/farmer-stories/2")).toHaveLength(1);
    await waitFor(() => expect(names()).toEqual([TAMIRU.farmerName]));
  });

  it("closes the form of the farmer deleted while it was being edited", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: TADESSE.farmerName });
    await tab.user.click(screen.getByRole("button", { name: `Edit ${TADESSE.farmerName}` }));
    expect(screen.getByRole("form", { name: "Edit farmer" })).toBeVisible();
    await tab.user.click(screen.getByRole("button", { name: `Delete ${TADESSE.farmerName}` }));
    await tab.user.click(
      within(screen.getByRole("alertdialog", { name: "Delete farmer" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await findToast("Success")).toHaveTextContent(
      `${TADESSE.farmerName} deleted successfully`,
    );
    await waitFor(() => expect(names()).toEqual([TAMIRU.farmerName]));
    expect(screen.queryByRole("form", { name: "Edit farmer" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal next to the field it names", async () => {
    const tab = drawTab({
      "PUT /api/farmer-stories/2": errorReply(400, "VALIDATION_ERROR", "Invalid input", {
        fields: [
          { field: "altitude", message: "Altitude must be at most 60 characters" },
          { field: "farmingPractices.1", message: "Each farming practice must be text" },
        ],
      }),
    });
    await screen.findByRole("listitem", { name: TADESSE.farmerName });
    await tab.user.click(screen.getByRole("button", { name: `Edit ${TADESSE.farmerName}` }));
    const form = within(screen.getByRole("form", { name: "Edit farmer" }));
    await tab.user.click(form.getByRole("button", { name: "Update" }));
    expect(await findToast("Error")).toHaveTextContent("Invalid input");
    expect(form.getByLabelText("Altitude")).toHaveAccessibleDescription(
      "Altitude must be at most 60 characters e.g. 2,050 m",
    );
    expect(form.getByLabelText("Farming practices")).toHaveAccessibleDescription(
      "Each farming practice must be text One a line.",
    );
    expect(screen.getByRole("form", { name: "Edit farmer" })).toBeVisible();
  });
});
