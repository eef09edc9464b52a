import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { galleryDrawings } from "../../../../content/gallery-pictures";
import type { PhotoGallery } from "~common/contract/photo-galleries";
import { buildMediaImage } from "~common/testing/media-image";
import { seededGalleries } from "~common/testing/stories";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import GalleriesTab from "./galleries-tab";

const CUPPING = buildMediaImage({
  id: "cuppingcuppingcuppingcup",
  alt: "Cupping bowls lined up on the table",
});
const BEDS = buildMediaImage({ id: "bedsbedsbedsbedsbedsbeds", alt: "Raised beds in the sun" });
const SEEDED = seededGalleries();
const [FARM_LIFE, PROCESSING, QUALITY, EVENTS] = SEEDED as [
  PhotoGallery,
  PhotoGallery,
  PhotoGallery,
  PhotoGallery,
];

/** A desk whose API keeps the galleries in memory, as the server would. */
function drawTab(routes: Record<string, Answer> = {}) {
  let stored: PhotoGallery[] = [{ ...FARM_LIFE, photos: [BEDS] }, PROCESSING, QUALITY, EVENTS];
  const api = stubApi({
    "GET /api/photo-galleries": () => ({ body: stored }),
    "GET /api/media": { body: [CUPPING, BEDS] },
    "POST /api/photo-galleries": ({ body }) => {
      const created: PhotoGallery = {
        ...(body as Pick<PhotoGallery, "title" | "category" | "description">),
        id: 5,
        slug: "harvest-2026",
        photos: [],
      };
      stored = [...stored, created];
      return { status: 201, body: created };
    },
    "PUT /api/photo-galleries/3": ({ body }) => {
      stored = stored.map((gallery) =>
        gallery.id === 3 ? { ...gallery, ...(body as Partial<PhotoGallery>) } : gallery,
      );
      return { body: stored[2] };
    },
    "PUT /api/photo-gallery-order": ({ body }) => {
      const { ids } = body as { ids: number[] };
      stored = ids.map((id) => stored.find((gallery) => gallery.id === id)!);
      return { body: stored };
    },
    "DELETE /api/photo-galleries/4": () => {
      stored = stored.filter((gallery) => gallery.id !== 4);
      return { body: { success: true } };
    },
    "PUT /api/media/places/gallery/harvest-2026": () => {
      stored = stored.map((gallery) =>
        gallery.id === 5 ? { ...gallery, photos: [CUPPING, BEDS] } : gallery,
      );
      return {
        body: { kind: "gallery", key: "harvest-2026", label: "Harvest 2026", images: [] },
      };
    },
    ...routes,
  });
  return { ...renderUi(<GalleriesTab />, { path: "/admin" }), api };
}

const titles = () =>
  within(screen.getByRole("list", { name: "Galleries, in the order shown" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"));

/** The file a row's thumbnail shows (decorative: the row's words name it). */
const pictureIn = (row: HTMLElement) => row.querySelector("picture img")?.getAttribute("src");

const drawingsOf = (gallery: PhotoGallery) => galleryDrawings(gallery.slug).length;

describe("the Galleries tab", () => {
  it("lists the galleries in the order shown, with their category and pictures", async () => {
    drawTab();
    const farmLife = await screen.findByRole("listitem", { name: FARM_LIFE.title });
    expect(titles()).toEqual(["Farm Life", "Processing", "Quality", "Events"]);
    expect(within(farmLife).getByText("Farm Life", { selector: "span" })).toBeVisible();
    expect(
      within(farmLife).getByText(`1 photograph, ${drawingsOf(FARM_LIFE)} drawings`),
    ).toBeVisible();
    // Each row shows the first picture the page shows: a seeded gallery's first drawing.
    expect(pictureIn(farmLife)).toContain(`/${galleryDrawings(FARM_LIFE.slug)[0]!.id}-`);
    const processing = screen.getByRole("listitem", { name: PROCESSING.title });
    expect(pictureIn(processing)).toContain(`/${galleryDrawings(PROCESSING.slug)[0]!.id}-`);
    expect(
      within(processing).getByText(`0 photographs, ${drawingsOf(PROCESSING)} drawings`),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Move Farm Life up" })).toBeDisabled();
  });

  it("checks the form before anything is sent", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: FARM_LIFE.title });
    await tab.user.click(screen.getByRole("button", { name: "Add gallery" }));
    const form = within(screen.getByRole("form", { name: "New gallery" }));
    expect(screen.getByRole("heading", { name: "Add a gallery" })).toBeVisible();
    expect(form.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "Farm Life",
      "Processing",
      "Quality",
      "Events",
    ]);
    await tab.user.click(form.getByRole("button", { name: "Add" }));
    expect(await form.findByText("Title is required")).toBeVisible();
    expect(form.getByLabelText("Title")).toHaveAccessibleDescription("Title is required");
    expect(form.getByRole("group", { name: "Category" })).toHaveAccessibleDescription(
      "Category is required",
    );
    expect(form.getByLabelText("Description")).toHaveAccessibleDescription(
      "Description is required",
    );
    expect(tab.api.callsTo("POST /api/photo-galleries")).toHaveLength(0);

    await tab.user.click(form.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "New gallery" })).not.toBeInTheDocument();
  });

  it("adds one under the category chosen, then sets its photographs in order", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: FARM_LIFE.title });
    await tab.user.click(screen.getByRole("button", { name: "Add gallery" }));
    const form = within(screen.getByRole("form", { name: "New gallery" }));
    await tab.user.type(form.getByLabelText("Title"), "  Harvest 2026 ");
    await tab.user.click(form.getByRole("radio", { name: "Events" }));
    await tab.user.type(form.getByLabelText("Description"), "The first cherry of the season.");
    await waitFor(() => expect(form.getByRole("button", { name: "Add photograph" })).toBeEnabled());
    for (const image of [BEDS, CUPPING]) {
      await tab.user.click(form.getByRole("button", { name: "Add photograph" }));
      const chooser = await screen.findByRole("dialog", { name: "Choose a photograph" });
      await tab.user.click(within(chooser).getByRole("button", { name: `Choose ${image.alt}` }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
    await tab.user.click(form.getByRole("button", { name: `Move up: ${CUPPING.alt}` }));
    await tab.user.click(form.getByRole("button", { name: "Add" }));

    expect(await findToast("Success")).toHaveTextContent("Harvest 2026 added successfully");
    expect(tab.api.callsTo("POST /api/photo-galleries")[0]!.body).toEqual({
      title: "Harvest 2026",
      category: "Events",
      description: "The first cherry of the season.",
    });
    expect(tab.api.callsTo("PUT /api/media/places/gallery/harvest-2026")[0]!.body).toEqual({
      imageIds: [CUPPING.id, BEDS.id],
    });
    const harvest = await screen.findByRole("listitem", { name: "Harvest 2026" });
    expect(within(harvest).getByText("2 photographs")).toBeVisible();
    expect(titles()).toEqual(["Farm Life", "Processing", "Quality", "Events", "Harvest 2026"]);
    expect(screen.queryByRole("form", { name: "New gallery" })).not.toBeInTheDocument();
  });

  it("edits one in a form filled from the record", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: QUALITY.title });
    await tab.user.click(screen.getByRole("button", { name: `Edit ${QUALITY.title}` }));
    const form = within(screen.getByRole("form", { name: "Edit gallery" }));
    expect(screen.getByRole("heading", { name: "Edit Quality" })).toBeVisible();
    expect(form.getByLabelText("Title")).toHaveValue("Quality");
    expect(form.getByRole("radio", { name: "Quality" })).toBeChecked();
    expect(form.getByLabelText("Description")).toHaveValue(QUALITY.description);

    await tab.user.clear(form.getByLabelText("Title"));
    await tab.user.type(form.getByLabelText("Title"), "Cupping");
    await tab.user.click(form.getByRole("radio", { name: "Processing" }));
    await tab.user.click(form.getByRole("button", { name: "Update" }));
    expect(await findToast("Success")).toHaveTextContent("Cupping updated successfully");
    expect(tab.api.callsTo("PUT /api/photo-galleries/3")[0]!.body).toEqual({
      title: "Cupping",
      category: "Processing",
      description: QUALITY.description,
    });
    expect(await screen.findByRole("listitem", { name: "Cupping" })).toBeVisible();
    expect(tab.api.calls.filter((call) => call.path.startsWith("/api/media/places"))).toEqual([]);
  });

  it("moves one down by sending the whole order", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: FARM_LIFE.title });
    await tab.user.click(screen.getByRole("button", { name: "Move Farm Life down" }));
    await screen.findByRole("button", { name: "Move Processing up" });
    await waitFor(() => expect(titles()).toEqual(["Processing", "Farm Life", "Quality", "Events"]));
    expect(tab.api.callsTo("PUT /api/photo-gallery-order")[0]!.body).toEqual({
      ids: [2, 1, 3, 4],
    });
  });

  it("deletes one only once the dialog is confirmed", async () => {
    const tab = drawTab();
    await screen.findByRole("listitem", { name: EVENTS.title });
    await tab.user.click(screen.getByRole("button", { name: `Delete ${EVENTS.title}` }));
    let question = screen.getByRole("alertdialog", { name: "Delete gallery" });
    expect(question).toHaveTextContent(
      "Are you sure you want to delete Events? It leaves /photo-galleries at once",
    );
    await tab.user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(tab.api.callsTo("DELETE /api/photo-galleries/4")).toHaveLength(0);

    await tab.user.click(screen.getByRole("button", { name: `Delete ${EVENTS.title}` }));
    question = screen.getByRole("alertdialog", { name: "Delete gallery" });
    await tab.user.click(within(question).getByRole("button", { name: "Delete" }));
    expect(await findToast("Success")).toHaveTextContent("Events deleted successfully");
    expect(tab.api.callsTo("DELETE /api/photo-galleries/4")).toHaveLength(1);
    await waitFor(() => expect(titles()).toEqual(["Farm Life", "Processing", "Quality"]));
  });

  it("shows the server's refusal next to the field it names", async () => {
    const tab = drawTab({
      "PUT /api/photo-galleries/3": errorReply(400, "VALIDATION_ERROR", "Invalid input", {
        fields: [
          { field: "title", message: "Title contains an invalid character" },
          { field: "category", message: "The category must be one of the four" },
        ],
      }),
    });
    await screen.findByRole("listitem", { name: QUALITY.title });
    await tab.user.click(screen.getByRole("button", { name: `Edit ${QUALITY.title}` }));
    const form = within(screen.getByRole("form", { name: "Edit gallery" }));
    await tab.user.click(form.getByRole("button", { name: "Update" }));
    expect(await findToast("Error")).toHaveTextContent("Invalid input");
    expect(form.getByLabelText("Title")).toHaveAccessibleDescription(
      "Title contains an invalid character",
    );
    expect(form.getByRole("group", { name: "Category" })).toHaveAccessibleDescription(
      "The category must be one of the four",
    );
    expect(screen.getByRole("form", { name: "Edit gallery" })).toBeVisible();
  });
});
