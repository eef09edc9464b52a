import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildOfferRecord } from "~common/testing/offer-record";
import { stubApi } from "~/test/api-stub";
import { chooseOption, renderUi } from "~/test/render-ui";
import { OfferListing } from "./offer-listing";

const HAMBELA = buildOfferRecord(
  { name: "Guji Hambela Natural G1", region: "Guji", processing: "Natural" },
  { id: 1, createdAt: "2026-01-03" },
);
const KOCHERE = buildOfferRecord(
  {
    name: "Yirgacheffe Kochere Washed G1",
    region: "Yirgacheffe",
    processing: "Washed",
    producer: "Kochere Farmers Union",
    availability: "pre-ship",
    sampleAvailable: false,
  },
  { id: 2, createdAt: "2026-01-02" },
);
const BENSA = buildOfferRecord(
  {
    name: "Sidamo Bensa Honey G2",
    region: "Sidamo",
    processing: "Honey",
    availability: "sold-out",
    bagsRemaining: 0,
  },
  { id: 3, createdAt: "2026-01-04" },
);

function drawOffers(path = "/offers") {
  stubApi();
  const onRequestQuote = vi.fn();
  const onRequestSample = vi.fn();
  const view = renderUi(
    <OfferListing
      offers={[HAMBELA, KOCHERE, BENSA]}
      onRequestQuote={onRequestQuote}
      onRequestSample={onRequestSample}
    />,
    { path },
  );
  return { ...view, onRequestQuote, onRequestSample };
}

/** The lots' names as listed, once the list shows `count` of them. */
async function listed(count: number) {
  await vi.waitFor(() => expect(screen.queryAllByRole("article")).toHaveLength(count), {
    timeout: 5_000,
  });
  return screen.getAllByRole("article").map((lot) => within(lot).getByRole("heading").textContent);
}

const counter = () => screen.getByText(/^Showing \d+ of \d+ available lots$/);
const lot = (name: string) => screen.getByRole("article", { name });

describe("the current offers", () => {
  it("list every lot, sold-out ones last and left out of the count", async () => {
    drawOffers();
    expect(await listed(3)).toEqual([
      "Guji Hambela Natural G1",
      "Yirgacheffe Kochere Washed G1",
      "Sidamo Bensa Honey G2",
    ]);
    expect(counter()).toHaveTextContent("Showing 2 of 2 available lots");
    expect(within(lot("Sidamo Bensa Honey G2")).getByText("Sold Out")).toBeVisible();
    expect(within(lot("Yirgacheffe Kochere Washed G1")).getByText("Pre-Ship")).toBeVisible();
    expect(within(lot("Guji Hambela Natural G1")).getByText("In Stock")).toBeVisible();
  });

  it("offer a quote for a lot not sold out, and a sample where one is available", async () => {
    const { user, onRequestQuote, onRequestSample } = drawOffers();
    await listed(3);
    const soldOut = within(lot("Sidamo Bensa Honey G2"));
    expect(soldOut.getByRole("button", { name: "Request Quote" })).toBeDisabled();
    expect(
      within(lot("Yirgacheffe Kochere Washed G1")).queryByRole("button", {
        name: "Request Sample",
      }),
    ).not.toBeInTheDocument();

    const hambela = within(lot("Guji Hambela Natural G1"));
    await user.click(hambela.getByRole("button", { name: "Request Quote" }));
    expect(onRequestQuote).toHaveBeenCalledWith(HAMBELA);
    await user.click(hambela.getByRole("button", { name: "Request Sample" }));
    expect(onRequestSample).toHaveBeenCalledWith(HAMBELA);
  });

  it("narrow by region, processing and availability, kept in the address", async () => {
    const { user, router } = drawOffers();
    await listed(3);
    await chooseOption(user, "Region", "Guji");
    expect(await listed(1)).toEqual(["Guji Hambela Natural G1"]);
    expect(counter()).toHaveTextContent("Showing 1 of 2 available lots");
    expect(router.state.location.search).toContain("region=Guji");

    await chooseOption(user, "Region", "All");
    await chooseOption(user, "Availability", "Sold Out");
    expect(await listed(1)).toEqual(["Sidamo Bensa Honey G2"]);
    expect(counter()).toHaveTextContent("Showing 0 of 2 available lots");

    await chooseOption(user, "Availability", "All");
    await chooseOption(user, "Processing", "Washed");
    expect(await listed(1)).toEqual(["Yirgacheffe Kochere Washed G1"]);
  });

  it("search name, region and producer without regard to case", async () => {
    const { user } = drawOffers();
    await listed(3);
    const search = screen.getByRole("searchbox", { name: "Search" });
    await user.type(search, "KOCHERE FARMERS");
    expect(await listed(1)).toEqual(["Yirgacheffe Kochere Washed G1"]);
    await user.clear(search);
    await user.type(search, "sidamo");
    expect(await listed(1)).toEqual(["Sidamo Bensa Honey G2"]);
  });

  it("say when no lot matches, and clear the filters back to every lot", async () => {
    const { user } = drawOffers("/offers?region=Guji&processing=Washed");
    expect(await screen.findByRole("heading", { name: "No coffees found" })).toBeVisible();
    expect(counter()).toHaveTextContent("Showing 0 of 2 available lots");
    const clears = screen.getAllByRole("button", { name: /clear filters/i });
    await user.click(clears.at(-1)!);
    expect(await listed(3)).toHaveLength(3);
    expect(screen.getByRole("combobox", { name: "Region" })).toHaveTextContent("All");
  });

  it("switch between cards and a table, the switch saying which is on", async () => {
    const { user, router } = drawOffers();
    await listed(3);
    const layout = within(screen.getByRole("group", { name: "Layout" }));
    expect(layout.getByRole("button", { name: "Cards" })).toHaveAttribute("aria-pressed", "true");
    expect(layout.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "false");

    await user.click(layout.getByRole("button", { name: "Table" }));
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(layout.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    expect(layout.getByRole("button", { name: "Cards" })).toHaveAttribute("aria-pressed", "false");
    expect(router.state.location.search).toContain("view=table");
  });

  it("download the list as it is filtered", async () => {
    const { user } = drawOffers();
    await listed(3);
    await chooseOption(user, "Region", "Guji");
    await listed(1);
    const csv = screen.getByRole("link", { name: "Download CSV" });
    expect(csv).toHaveAttribute("download");
    expect(csv.getAttribute("href")).toMatch(/^\/api\/offers\/export\.csv\?(.*&)?region=Guji/);
    expect(screen.getByRole("link", { name: "Download Excel" }).getAttribute("href")).toMatch(
      /^\/api\/offers\/export\.xlsx\?(.*&)?region=Guji/,
    );
  });
});
