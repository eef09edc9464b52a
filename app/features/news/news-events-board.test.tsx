import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { NewsEvent } from "~common/contract/records";
import { buildNewsEventRecord } from "~common/testing/records";
import { stubApi } from "~/test/api-stub";
import { chooseOption, renderUi } from "~/test/render-ui";
import { NewsBoard } from "./news-events-board";

const HARVEST = buildNewsEventRecord({
  id: 1,
  title: "Harvest 2025 begins in Guji",
  excerpt: "Cherry picking started this week across our Guji stations.",
  category: "Harvest",
  date: "2025-11-20",
});
const EXPO = buildNewsEventRecord({
  id: 2,
  title: "World of Coffee Copenhagen",
  excerpt: "Meet our export team and cup the new crop at our stand.",
  content: "Stand 4-210, all three days.",
  type: "event",
  category: "Trade Show",
  location: "Copenhagen",
  attendees: 400,
  featured: true,
  date: "2099-06-24",
});
const STATION = buildNewsEventRecord({
  id: 3,
  title: "A tenth washing station in Hambela",
  excerpt: "Our newest station serves 1,200 farmers.",
  category: "Community",
  date: "2025-10-02",
});

function drawBoard(items: NewsEvent[]) {
  return renderUi(<NewsBoard items={items} drawnOn={null} />, { path: "/news-events" });
}

/** The items' titles under a section's heading, once it is drawn. */
async function titlesIn(title: string) {
  const heading = await screen.findByRole("heading", { level: 2, name: title });
  return within(heading.closest("section")!)
    .getAllByRole("heading", { level: 3 })
    .map((item) => item.textContent);
}

/** The items' titles shown, once `count` of them are (the cards may be drawn a moment later). */
async function shownTitles(count: number) {
  await vi.waitFor(
    () => expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(count),
    { timeout: 5_000 },
  );
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

describe("the news and events board", () => {
  it("puts featured items under Featured and the rest under Latest Updates", async () => {
    stubApi();
    drawBoard([HARVEST, EXPO, STATION]);
    expect(await titlesIn("Featured")).toEqual(["World of Coffee Copenhagen"]);
    expect(await titlesIn("Latest Updates")).toEqual([
      "Harvest 2025 begins in Guji",
      "A tenth washing station in Hambela",
    ]);
  });

  it("searches titles, excerpts and categories without regard to case", async () => {
    stubApi();
    const { user } = drawBoard([HARVEST, EXPO, STATION]);
    await shownTitles(3);
    const search = screen.getByRole("searchbox", { name: "Search news and events" });
    await user.type(search, "1,200 FARMERS");
    expect(await shownTitles(1)).toEqual(["A tenth washing station in Hambela"]);
    await user.clear(search);
    await user.type(search, "trade show");
    expect(await shownTitles(1)).toEqual(["World of Coffee Copenhagen"]);
  });

  it("filters by type and by the categories the items have", async () => {
    stubApi();
    const { user } = drawBoard([HARVEST, EXPO, STATION]);
    await shownTitles(3);
    await chooseOption(user, "Type", "Events");
    expect(await shownTitles(1)).toEqual(["World of Coffee Copenhagen"]);
    await chooseOption(user, "Type", "All Types");

    await user.click(screen.getByRole("combobox", { name: "Category" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "All Categories",
      "Community",
      "Harvest",
      "Trade Show",
    ]);
    await user.click(screen.getByRole("option", { name: "Harvest" }));
    expect(await shownTitles(1)).toEqual(["Harvest 2025 begins in Guji"]);
  });

  it("says when nothing matches, and Clear Filters shows every item again", async () => {
    stubApi();
    const { user } = drawBoard([HARVEST, EXPO, STATION]);
    await shownTitles(3);
    await user.type(screen.getByRole("searchbox", { name: "Search news and events" }), "robusta");
    expect(await screen.findByRole("heading", { name: "No results found" })).toBeVisible();
    expect(screen.getByText("Try adjusting your search terms or filters.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await shownTitles(3)).toHaveLength(3);
    expect(screen.getByRole("searchbox", { name: "Search news and events" })).toHaveValue("");
  });

  it("opens an event in a dialog with its details", async () => {
    stubApi();
    const { user } = drawBoard([HARVEST, EXPO]);
    await user.click(
      await screen.findByRole("button", { name: "Read More: World of Coffee Copenhagen" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "World of Coffee Copenhagen" });
    expect(dialog).toHaveAccessibleDescription(
      "Meet our export team and cup the new crop at our stand.",
    );
    expect(within(dialog).getByText("Event Details")).toBeVisible();
    expect(within(dialog).getByText("Copenhagen")).toBeVisible();
    expect(within(dialog).getByText(/400/)).toBeVisible();
    expect(within(dialog).getByText("Stand 4-210, all three days.")).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens a news item with its article", async () => {
    stubApi();
    const { user } = drawBoard([HARVEST]);
    await user.click(
      screen.getByRole("button", { name: "Read More: Harvest 2025 begins in Guji" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Harvest 2025 begins in Guji" });
    expect(within(dialog).getByText("Article Content")).toBeVisible();
    expect(within(dialog).queryByText("Event Details")).not.toBeInTheDocument();
  });

  it("says so when nothing is published", async () => {
    stubApi();
    drawBoard([]);
    expect(
      await screen.findByText(
        "No news or events available at the moment. Our admin team will be adding content soon.",
      ),
    ).toBeVisible();
  });
});
