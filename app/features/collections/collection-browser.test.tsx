import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CoffeeOption } from "~common/contract/records";
import { stubApi } from "~/test/api-stub";
import { chooseOption, renderUi } from "~/test/render-ui";
import { CollectionBrowser } from "./collection-browser";

const coffee = (
  id: number,
  region: string,
  variety: string,
  processingMethod: string,
  grade: number,
): CoffeeOption => ({ id, region, variety, processingMethod, grade });

const KOCHERE_WASHED = coffee(1, "Yirgacheffe", "Kochere", "Washed", 1);
const KOCHERE_NATURAL = coffee(2, "Yirgacheffe", "Kochere", "Natural", 2);
const GEDEB_NATURAL = coffee(3, "Yirgacheffe", "Gedeb", "Natural", 1);
const HAMBELA_WASHED = coffee(4, "Guji", "Hambela", "Washed", 1);
const CATALOG = [KOCHERE_WASHED, KOCHERE_NATURAL, GEDEB_NATURAL, HAMBELA_WASHED];

function drawSpecialty(coffees: CoffeeOption[] | Promise<CoffeeOption[]> = CATALOG) {
  const onRequestSample = vi.fn();
  const view = renderUi(
    <CollectionBrowser
      category="Speciality"
      coffees={coffees}
      methods={["Washed", "Natural"]}
      emptyTitle="No specialty coffees found"
      groupNoun={["variety or locality", "varieties and localities"]}
      onRequestSample={onRequestSample}
    />,
    { path: "/specialty" },
  );
  return { ...view, onRequestSample };
}

/** A region's section, once the coffees are drawn. */
const region = (name: string) =>
  screen.findByRole("heading", { level: 2, name }).then((heading) => heading.closest("section")!);
const card = (name: string) => screen.getByRole("article", { name });
const toggle = (variety: string) =>
  within(screen.getByRole("group", { name: `Processing method for ${variety}` }));

describe("a coffee collection (/specialty)", () => {
  it("groups the coffees by region, then by variety", async () => {
    stubApi();
    drawSpecialty();
    const yirgacheffe = within(await region("Yirgacheffe"));
    expect(
      yirgacheffe
        .getAllByRole("article")
        .map((each) => within(each).getByRole("heading").textContent),
    ).toEqual(expect.arrayContaining(["Kochere", "Gedeb"]));
    expect(within(await region("Guji")).getByRole("article", { name: "Hambela" })).toBeVisible();
  });

  it("shows each card's Washed coffees first, and Natural on its toggle", async () => {
    stubApi();
    const { user } = drawSpecialty();
    await region("Yirgacheffe");
    const kochere = within(card("Kochere"));
    expect(toggle("Kochere").getByRole("button", { name: "Washed" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(kochere.getByText("Grade 1")).toBeVisible();

    await user.click(toggle("Kochere").getByRole("button", { name: "Natural" }));
    expect(await within(card("Kochere")).findByText("Natural process")).toBeVisible();
    expect(toggle("Kochere").getByRole("button", { name: "Natural" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(card("Kochere")).getByText("Grade 2")).toBeVisible();
  });

  it("disables and marks a method a card has no coffee of", async () => {
    stubApi();
    drawSpecialty();
    await region("Yirgacheffe");
    expect(toggle("Gedeb").getByRole("button", { name: "Washed (N/A)" })).toBeDisabled();
    expect(toggle("Hambela").getByRole("button", { name: "Natural (N/A)" })).toBeDisabled();
  });

  it("filters by region and processing method, hiding what has no coffee left", async () => {
    stubApi();
    const { user } = drawSpecialty();
    await region("Yirgacheffe");
    expect(screen.getByRole("combobox", { name: "Processing Method" })).toHaveTextContent(
      "All Processing Methods",
    );
    expect(screen.getByRole("combobox", { name: "Region" })).toHaveTextContent("All Regions");

    await chooseOption(user, "Region", "Guji");
    await vi.waitFor(() =>
      expect(screen.queryByRole("heading", { level: 2, name: "Yirgacheffe" })).toBeNull(),
    );
    expect(screen.getByRole("article", { name: "Hambela" })).toBeVisible();

    await chooseOption(user, "Region", "All Regions");
    await chooseOption(user, "Processing Method", "Natural");
    await vi.waitFor(() => expect(screen.queryByRole("article", { name: "Hambela" })).toBeNull());
    expect(screen.getByRole("article", { name: "Gedeb" })).toBeVisible();
  });

  it("says when no coffee passes the filters, and Clear Filters shows them all", async () => {
    stubApi();
    const { user } = drawSpecialty();
    await region("Guji");
    await chooseOption(user, "Region", "Guji");
    await chooseOption(user, "Processing Method", "Natural");
    expect(
      await screen.findByRole("heading", { name: "No specialty coffees found" }),
    ).toBeVisible();
    expect(screen.getByText("Try adjusting your filters to see more options.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await region("Yirgacheffe")).toBeVisible();
  });

  it("asks for a sample of the coffee whose button is pressed", async () => {
    stubApi();
    const { user, onRequestSample } = drawSpecialty();
    await region("Guji");
    await user.click(within(card("Hambela")).getByRole("button", { name: "Request Sample" }));
    expect(onRequestSample).toHaveBeenCalledWith(HAMBELA_WASHED);
  });

  it("says the coffees are loading while the page's loader reads them, then shows them", async () => {
    stubApi();
    let arrive: (coffees: CoffeeOption[]) => void = () => undefined;
    drawSpecialty(new Promise((resolve) => (arrive = resolve)));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading coffees...");
    arrive([HAMBELA_WASHED]);
    expect(await region("Guji")).toBeVisible();
  });

  it("says when the coffees could not be read, in the error catalog's words", async () => {
    stubApi();
    drawSpecialty(Promise.reject(new Error("A database error occurred. Please try again later.")));
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("The collection could not be loaded");
    expect(failure).toHaveTextContent("A database error occurred. Please try again later.");
    expect(within(failure).getByRole("button", { name: "Try Again" })).toBeEnabled();
  });
});
