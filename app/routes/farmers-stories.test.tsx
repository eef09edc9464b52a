import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { NO_CONTENT_PHOTOS, pageProps, renderUi } from "~/test/render-ui";
import type { ContentPhotos } from "~common/contract/media";
import { buildMediaImage } from "~common/testing/media-image";
import FarmersStoriesPage from "./farmers-stories";

function drawStories(farmerStories: ContentPhotos["farmer-story"] = {}) {
  stubApi();
  const contentPhotos = { ...NO_CONTENT_PHOTOS, "farmer-story": farmerStories };
  return renderUi(<FarmersStoriesPage {...pageProps({ sitePictures: {}, contentPhotos })} />, {
    path: "/farmers-stories",
  });
}

describe("the farmer stories", () => {
  it("show the chosen farmer, pressed in the picker, with the facts of the farm", async () => {
    drawStories();
    const picker = within(await screen.findByRole("group", { name: "Choose a farmer" }));
    expect(picker.getByRole("button", { name: /Tamiru Dube/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const story = await screen.findByRole("article", { name: "Tamiru Dube" });
    for (const fact of [
      "Altitude",
      "Land Size",
      "Family",
      "Production",
      "Cherry Price",
      "Pick Season",
    ])
      expect(within(story).getByText(fact)).toBeVisible();
    for (const heading of ["The Story", "Impact", "Farming Practices"])
      expect(within(story).getByRole("heading", { name: heading })).toBeVisible();
  });

  it("open the farmer's picture full screen", async () => {
    const { user } = drawStories();
    const picture = await screen.findByRole("button", { name: /^View full screen:/ });
    await user.click(picture);
    // The viewer is titled with what the picture's button named.
    const viewer = await screen.findByRole("dialog", {
      name: picture.getAttribute("aria-label")!.replace("View full screen: ", ""),
    });
    await user.click(within(viewer).getByRole("button", { name: "Close image viewer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("go back to the home page's impact section", async () => {
    const { user, router } = drawStories();
    await user.click(await screen.findByRole("button", { name: "Back to Impact" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("show the photographs the desk added to a farmer's story, each opening the viewer", async () => {
    const photo = buildMediaImage({
      alt: "Tamiru's raised beds on the hillside",
      caption: "The beds behind the house",
    });
    const { user } = drawStories({ "tamiru-dube": [photo] });
    const strip = await screen.findByRole("list", { name: "Photographs of Tamiru Dube's farm" });
    const thumbnail = within(strip).getByRole("button", {
      name: "View full screen: The beds behind the house",
    });
    expect(thumbnail.querySelector("img")).toHaveAttribute("src", photo.jpeg.url);
    await user.click(thumbnail);
    const viewer = await screen.findByRole("dialog", { name: "The beds behind the house" });
    expect(within(viewer).getByRole("img", { name: photo.alt })).toBeVisible();
  });

  it("show no strip where the desk added none", async () => {
    drawStories();
    await screen.findByRole("article", { name: "Tamiru Dube" });
    expect(screen.queryByRole("list", { name: /^Photographs of/ })).toBeNull();
  });
});
