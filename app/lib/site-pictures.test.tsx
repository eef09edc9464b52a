import { screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { browserQueryClient } from "~/lib/query-layer";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { buildMediaImage } from "~common/testing/media-image";
import { linkPreview, readSitePictures, SitePicturesProvider } from "./site-pictures";

const HERO = buildMediaImage({
  id: "heroheroheroheroherohero",
  alt: "Terraced coffee gardens above the mist at Hambela",
});

function drawPicture(alt: string, pictures: Record<string, typeof HERO> | null) {
  return renderUi(
    <SitePicturesProvider pictures={pictures}>
      <figure>
        <ResponsiveImage id="hero-highlands" alt={alt} sizes="100vw" />
      </figure>
    </SitePicturesProvider>,
  );
}

describe("a site picture", () => {
  it("shows the photograph set in the drawing's place, with the photograph's own words", () => {
    const { container } = drawPicture("Highland coffee farms", { "hero-highlands": HERO });
    const img = screen.getByRole("img", { name: HERO.alt });
    expect(img).toHaveAttribute("src", HERO.jpeg.url);
    expect(img).toHaveAttribute("width", "1920");
    expect(img).toHaveAttribute("height", "1280");
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute("srcset")).toBe(
      `/media/library/${HERO.id}/640.avif 640w, /media/library/${HERO.id}/960.avif 960w, ` +
        `/media/library/${HERO.id}/1280.avif 1280w, /media/library/${HERO.id}/1920.avif 1920w`,
    );
  });

  it("keeps a decorative picture decorative", () => {
    const { container } = drawPicture("", { "hero-highlands": HERO });
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", HERO.jpeg.url);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("shows the drawing where no photograph is set, or while they could not be read", () => {
    for (const pictures of [{ "teaser-impact": HERO }, null]) {
      const { container, unmount } = drawPicture("Highland coffee farms", pictures);
      expect(within(container).getByRole("img", { name: "Highland coffee farms" })).toBeVisible();
      expect(container.innerHTML).not.toContain("/media/library/");
      unmount();
    }
  });
});

describe("the site pictures read in the browser", () => {
  it("come from GET /api/site-pictures, read once a visit", async () => {
    onTestFinished(() => browserQueryClient().clear());
    const api = stubApi({ "GET /api/site-pictures": { body: { "hero-highlands": HERO } } });
    expect(await readSitePictures()).toEqual({ sitePictures: { "hero-highlands": HERO } });
    await readSitePictures();
    expect(api.callsTo("GET /api/site-pictures")).toHaveLength(1);
  });

  it("leave the drawings in place when the read fails", async () => {
    onTestFinished(() => browserQueryClient().clear());
    stubApi({ "GET /api/site-pictures": { status: 503, body: {} } });
    expect(await readSitePictures()).toEqual({ sitePictures: {} });
  });
});

describe("a page's link preview", () => {
  it("is the photograph set in its picture's place, else the drawing", () => {
    expect(linkPreview({ "farmer-portrait": HERO }, "farmer-portrait")).toBe(HERO.jpeg.url);
    expect(linkPreview({ "farmer-portrait": HERO }, "teaser-impact")).toBe(
      "/media/teaser-impact-1280.webp",
    );
    expect(linkPreview(null, "farmer-portrait")).toBe("/media/farmer-portrait-1280.webp");
  });
});
