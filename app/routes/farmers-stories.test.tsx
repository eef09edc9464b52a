import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { drawingsOnly, renderUi } from "~/test/render-ui";
import FarmersStoriesPage from "./farmers-stories";

function drawStories() {
  stubApi();
  return renderUi(<FarmersStoriesPage {...drawingsOnly()} />, { path: "/farmers-stories" });
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
});
