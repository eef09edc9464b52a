import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { pageProps, renderUi } from "~/test/render-ui";
import type { PhotoGallery } from "~common/contract/photo-galleries";
import { buildMediaImage } from "~common/testing/media-image";
import { seededGalleries } from "~common/testing/stories";
import PhotoGalleriesPage from "./photo-galleries";

function drawGalleries(galleries: PhotoGallery[] = seededGalleries()) {
  stubApi();
  return renderUi(<PhotoGalleriesPage {...pageProps({ sitePictures: {}, galleries })} />, {
    path: "/photo-galleries",
  });
}

const filters = () => within(screen.getByRole("group", { name: "Filter galleries by category" }));
const galleryTitles = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("the photo galleries", () => {
  it("show all four galleries, with All pressed among the five filters", async () => {
    drawGalleries();
    expect(await screen.findByRole("heading", { level: 2, name: "Events" })).toBeVisible();
    expect(galleryTitles()).toEqual(["Farm Life", "Processing", "Quality", "Events"]);
    const buttons = filters().getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "All",
      "Farm Life",
      "Processing",
      "Quality",
      "Events",
    ]);
    expect(filters().getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  it("show only the chosen category's gallery", async () => {
    const { user } = drawGalleries();
    await screen.findByRole("heading", { level: 2, name: "Events" });
    await user.click(filters().getByRole("button", { name: "Quality" }));
    expect(filters().getByRole("button", { name: "Quality" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(filters().getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(await screen.findByRole("heading", { level: 2, name: "Quality" })).toBeVisible();
    expect(galleryTitles()).toEqual(["Quality"]);
  });

  it("open a picture full screen, step through its gallery and return to it on Escape", async () => {
    const { user } = drawGalleries();
    const picture = await screen.findByRole("button", {
      name: "View full screen: Calibration cupping in our Addis Ababa lab",
    });
    await user.click(picture);

    const viewer = await screen.findByRole("dialog", {
      name: "Calibration cupping in our Addis Ababa lab",
    });
    expect(viewer).toHaveAccessibleDescription(/Image 1 of 3$/);
    await user.click(within(viewer).getByRole("button", { name: "Next image" }));
    expect(
      screen.getByRole("dialog", { name: "Screen sizing and a defect count on a 350 g sample" }),
    ).toHaveAccessibleDescription(/Image 2 of 3$/);
    // The arrows wrap round: left of the first is the last.
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(/Image 3 of 3$/);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(picture).toHaveFocus();
  });

  it("show the photographs the desk added to a gallery after its own pictures", async () => {
    const photo = buildMediaImage({
      alt: "Pickers sorting cherries on a tarpaulin at Hambela",
      caption: "Sorting the day's picking",
    });
    const { user } = drawGalleries(
      seededGalleries().map((gallery) =>
        gallery.slug === "events" ? { ...gallery, photos: [photo] } : gallery,
      ),
    );
    const events = (await screen.findByRole("heading", { level: 2, name: "Events" })).closest(
      "section",
    )!;
    const buttons = within(events).getAllByRole("button", { name: /^View full screen:/ });
    expect(buttons.at(-1)).toHaveAccessibleName("View full screen: Sorting the day's picking");
    expect(within(events).getByText(`${buttons.length} images`)).toBeVisible();
    expect(buttons.at(-1)!.querySelector("img")).toHaveAttribute("src", photo.jpeg.url);
    // It opens the viewer like the gallery's own pictures.
    await user.click(buttons.at(-1)!);
    const viewer = await screen.findByRole("dialog", { name: "Sorting the day's picking" });
    expect(within(viewer).getByRole("img", { name: photo.alt })).toBeVisible();
  });

  it("show a gallery the desk added, under its category, with its photographs only", async () => {
    const photo = buildMediaImage({ alt: "Visiting roasters cupping at Chelchele" });
    const added: PhotoGallery = {
      id: 9,
      slug: "roaster-visits",
      title: "Roaster visits",
      category: "Events",
      description: "Roasters at the stations, season by season.",
      photos: [photo],
    };
    const { user } = drawGalleries([...seededGalleries(), added]);
    await user.click(
      within(await screen.findByRole("group", { name: "Filter galleries by category" })).getByRole(
        "button",
        { name: "Events" },
      ),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Roaster visits" })).toBeVisible();
    expect(galleryTitles()).toEqual(["Events", "Roaster visits"]);
    const section = screen
      .getByRole("heading", { level: 2, name: "Roaster visits" })
      .closest("section")!;
    expect(within(section).getByText("1 image")).toBeVisible();
    expect(within(section).getByText("Roasters at the stations, season by season.")).toBeVisible();
  });
});
