import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { pageProps, renderUi } from "~/test/render-ui";
import type { FarmerStory } from "~common/contract/farmer-stories";
import { buildMediaImage } from "~common/testing/media-image";
import { buildFarmerStory } from "~common/testing/stories";
import FarmersStoriesPage from "./farmers-stories";

function drawStories(farmers: FarmerStory[] = [buildFarmerStory()]) {
  stubApi();
  return renderUi(<FarmersStoriesPage {...pageProps({ sitePictures: {}, farmers })} />, {
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
    const { user } = drawStories([buildFarmerStory({ photos: [photo] })]);
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

  it("show a farmer the desk added with their first photograph as the portrait, and switch to them", async () => {
    const portrait = buildMediaImage({
      id: "bbbbbbbbbbbbbbbbbbbbbbbb",
      alt: "Worku Tadesse among his trees in Hambela",
    });
    const worku = buildFarmerStory({
      id: 2,
      slug: "worku-tadesse",
      farmerName: "Worku Tadesse",
      village: "Hambela",
      region: "Guji",
      photos: [portrait],
    });
    const { user } = drawStories([buildFarmerStory(), worku]);
    const picker = within(await screen.findByRole("group", { name: "Choose a farmer" }));
    await user.click(picker.getByRole("button", { name: /Worku Tadesse/ }));
    expect(picker.getByRole("button", { name: /Worku Tadesse/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const story = await screen.findByRole("article", { name: "Worku Tadesse" });
    const picture = within(story).getByRole("button", { name: /^View full screen:/ });
    expect(picture.querySelector("img")).toHaveAttribute("src", portrait.jpeg.url);
    // The portrait is not shown again in the strip.
    expect(within(story).queryByRole("list", { name: /^Photographs of/ })).toBeNull();
  });

  it("say so when there is no farmer yet", async () => {
    drawStories([]);
    expect(await screen.findByText("No farmer stories yet.")).toBeVisible();
  });

  it("offer the way back while the farmers are still being read", async () => {
    stubApi();
    renderUi(<FarmersStoriesPage {...pageProps({ sitePictures: {}, farmers: null })} />, {
      path: "/farmers-stories",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the farmers...");
    expect(screen.getByRole("button", { name: "Back to Impact" })).toBeVisible();
  });
});
