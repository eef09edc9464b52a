import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { NO_CONTENT_PHOTOS, pageProps, renderUi } from "~/test/render-ui";
import type { ContentPhotos } from "~common/contract/media";
import { buildMediaImage } from "~common/testing/media-image";
import CoffeeStoriesPage from "./coffee-stories";

// jsdom's window is 1024 px wide: the carousel shows four cards.
async function drawStories(originStories: ContentPhotos["origin-story"] = {}) {
  stubApi();
  const contentPhotos = { ...NO_CONTENT_PHOTOS, "origin-story": originStories };
  const view = renderUi(<CoffeeStoriesPage {...pageProps({ sitePictures: {}, contentPhotos })} />, {
    path: "/coffee-stories",
  });
  const carousel = await screen.findByRole("region", { name: "Coffee origins" });
  return { ...view, carousel: within(carousel), region: carousel };
}

/** The cards in view: the others are hidden from screen readers. */
const cardsInView = (region: HTMLElement) =>
  within(region)
    .getAllByRole("button")
    .filter((button) => button.hasAttribute("aria-pressed"));

describe("the coffee origin stories", () => {
  it("show four of the ten origins, the first chosen, and its story", async () => {
    const { carousel, region } = await drawStories();
    expect(carousel.getByText("1–4 of 10")).toBeVisible();
    expect(carousel.getByRole("button", { pressed: true })).toHaveAccessibleName(
      /Yirgacheffe Chelchele/,
    );
    expect(cardsInView(region)).toHaveLength(4);
    expect(
      await screen.findByRole("heading", { level: 2, name: /Yirgacheffe Chelchele/ }),
    ).toBeVisible();
  });

  it("loop round with the buttons and the arrow keys", async () => {
    const { user, carousel, region } = await drawStories();
    await user.click(carousel.getByRole("button", { name: "Next origin" }));
    expect(carousel.getByText("2–5 of 10")).toBeVisible();
    await user.click(carousel.getByRole("button", { name: "Previous origin" }));
    await user.click(carousel.getByRole("button", { name: "Previous origin" }));
    expect(carousel.getByText("10–3 of 10")).toBeVisible();
    region.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(carousel.getByText("2–5 of 10")).toBeVisible();
  });

  it("tell the story of the origin chosen", async () => {
    const { user, carousel } = await drawStories();
    await user.click(carousel.getByRole("button", { name: /^Guji Arsosala/ }));
    expect(carousel.getByRole("button", { name: /^Guji Arsosala/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await screen.findByRole("heading", { level: 2, name: /Guji Arsosala/ })).toBeVisible();
  });

  it("show the photographs the desk added to the chosen origin's story", async () => {
    const photo = buildMediaImage({ alt: "Cherry delivery at the Chelchele station", caption: "" });
    const { user } = await drawStories({ "yirgacheffe-chelchele": [photo] });
    const detail = await screen.findByRole("article");
    const strip = within(detail).getByRole("list", { name: /^Photographs of Yirgacheffe/ });
    await user.click(within(strip).getByRole("button", { name: `View full screen: ${photo.alt}` }));
    const viewer = await screen.findByRole("dialog", { name: photo.alt });
    expect(within(viewer).getByRole("img", { name: photo.alt })).toBeVisible();
  });
});
