// A lot's photographs on the public pages (issue 50): the card's picture, the table's thumbnail,
// the lot page's gallery and its viewer.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildMediaImage } from "~common/testing/media-image";
import { buildOfferRecord } from "~common/testing/offer-record";
import { renderUi } from "~/test/render-ui";
import { LotSheet } from "./lot-sheet";
import { OfferCard } from "./offer-card";
import { OfferTable } from "./offer-table";

const BEDS = buildMediaImage({
  id: "bedsbedsbedsbedsbedsbeds",
  alt: "Raised drying beds at the Hambela station",
  caption: "Cherries drying at Hambela",
  credit: "Abyssinia Green Coffee",
});
const CHERRIES = buildMediaImage({
  id: "cherriescherriescherries",
  alt: "Ripe red cherries in a picker's hands",
  caption: "Picking in November",
});
const LOT = buildOfferRecord({ name: "Guji Hambela Natural G1" }, { id: 7 });
const PHOTOGRAPHED = { ...LOT, images: [BEDS, CHERRIES] };
const actions = { onRequestQuote: vi.fn(), onRequestSample: vi.fn() };

/** The <source> of a picture in one format. */
const source = (img: HTMLElement, type: string) =>
  img.closest("picture")!.querySelector(`source[type="${type}"]`)!;

describe("a lot's card on /offers", () => {
  // Drawn in the browser, the card's picture (an island) arrives with its code.
  it("shows its first photograph: alt text, AVIF and WebP srcset at the card's width, its size, lazily below the first row", async () => {
    renderUi(<OfferCard offer={PHOTOGRAPHED} {...actions} />, { path: "/offers" });
    const card = await screen.findByRole("article", { name: LOT.name });
    const img = await within(card).findByRole("img", { name: BEDS.alt });
    expect(within(card).getAllByRole("img")).toHaveLength(1);
    expect(source(img, "image/avif").getAttribute("srcset")).toBe(
      "/media/library/bedsbedsbedsbedsbedsbeds/640.avif 640w, " +
        "/media/library/bedsbedsbedsbedsbedsbeds/960.avif 960w, " +
        "/media/library/bedsbedsbedsbedsbedsbeds/1280.avif 1280w, " +
        "/media/library/bedsbedsbedsbedsbedsbeds/1920.avif 1920w",
    );
    expect(source(img, "image/webp").getAttribute("srcset")).toContain(
      "/media/library/bedsbedsbedsbedsbedsbeds/640.webp 640w",
    );
    expect(source(img, "image/avif").getAttribute("sizes")).toMatch(/22rem, .*100vw$/);
    expect(img).toHaveAttribute("src", BEDS.jpeg.url);
    expect(img).toHaveAttribute("width", "1920");
    expect(img).toHaveAttribute("height", "1280");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    // The blurred placeholder behind it while it loads.
    expect(img.style.backgroundImage).toContain(BEDS.placeholder);
  });

  it("loads it at once in the first row", async () => {
    renderUi(<OfferCard offer={PHOTOGRAPHED} firstRow {...actions} />, { path: "/offers" });
    const img = await screen.findByRole("img", { name: BEDS.alt });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).not.toHaveAttribute("decoding");
  });

  it("keeps today's card, with no picture, for a lot without photographs", async () => {
    renderUi(<OfferCard offer={LOT} {...actions} />, { path: "/offers" });
    const card = await screen.findByRole("article", { name: LOT.name });
    expect(within(card).queryByRole("img")).toBeNull();
    expect(card.querySelector("picture")).toBeNull();
  });

  it("has a small thumbnail beside the lot's name in the table, for a lot with photographs", () => {
    renderUi(<OfferTable offers={[PHOTOGRAPHED, { ...LOT, id: 8 }]} {...actions} />, {
      path: "/offers",
    });
    const [withPhoto, without] = screen.getAllByRole("rowheader");
    const thumbnail = withPhoto!.querySelector("img")!;
    // Its name beside it says what it is.
    expect(thumbnail).toHaveAttribute("alt", "");
    expect(thumbnail).toHaveAttribute("loading", "lazy");
    expect(source(thumbnail, "image/avif").getAttribute("sizes")).toBe("3.5rem");
    expect(without!.querySelector("img")).toBeNull();
  });
});

describe("a lot's page", () => {
  it("shows its photographs, the first large with its caption and credit, loaded at once", async () => {
    renderUi(<LotSheet lot={PHOTOGRAPHED} onRequestQuote={vi.fn()} onRequestSample={vi.fn()} />, {
      path: "/offers/7",
    });
    const gallery = await screen.findByRole("region", { name: `Photographs of ${LOT.name}` });
    const [first, second] = within(gallery).getAllByRole("button", { name: /^View full screen/ });
    expect(first).toHaveAccessibleName(`View full screen: ${BEDS.caption}`);
    expect(second).toHaveAccessibleName(`View full screen: ${CHERRIES.caption}`);
    const firstImg = first!.querySelector("img")!;
    expect(firstImg).toHaveAttribute("fetchpriority", "high");
    expect(firstImg).toHaveAttribute("loading", "eager");
    expect(firstImg).toHaveAttribute("width", "1920");
    expect(second!.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(within(gallery).getByText(BEDS.caption)).toBeVisible();
    expect(within(gallery).getByText(`Photograph: ${BEDS.credit}`)).toBeVisible();
  });

  it("opens a photograph in the full-screen viewer, with its words, and moves to the next", async () => {
    const user = userEvent.setup();
    renderUi(<LotSheet lot={PHOTOGRAPHED} onRequestQuote={vi.fn()} onRequestSample={vi.fn()} />, {
      path: "/offers/7",
    });
    await user.click(
      await screen.findByRole("button", { name: `View full screen: ${CHERRIES.caption}` }),
    );
    const viewer = await screen.findByRole("dialog", { name: CHERRIES.caption });
    expect(within(viewer).getByText(/Image 2 of 2/)).toBeVisible();
    const shown = within(viewer).getByRole("img", { name: CHERRIES.alt });
    expect(source(shown, "image/avif").getAttribute("srcset")).toContain(
      "/media/library/cherriescherriescherries/1920.avif 1920w",
    );
    await user.click(within(viewer).getByRole("button", { name: "Next image" }));
    const next = await screen.findByRole("dialog", { name: BEDS.caption });
    expect(within(next).getByText(/Photograph: Abyssinia Green Coffee/)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has no gallery for a lot without photographs", () => {
    renderUi(<LotSheet lot={LOT} onRequestQuote={vi.fn()} onRequestSample={vi.fn()} />, {
      path: "/offers/7",
    });
    expect(screen.queryByRole("region", { name: /^Photographs of/ })).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
