import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NewsEvent } from "~common/contract/records";
import { buildNewsEventRecord } from "~common/testing/records";
import { toIsoDate } from "~common/dates";
import { errorReply, heldReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import NewsAdminPage from "./news-admin-page";

const HARVEST = buildNewsEventRecord({
  id: 3,
  title: "Harvest 2025 begins in Guji",
  content: `Cherry picking started this week. ${"Early lots are cupping well. ".repeat(12).trim()}`,
});
const EXPO = buildNewsEventRecord({
  id: 4,
  title: "World of Coffee Copenhagen",
  type: "event",
  category: "Trade Show",
  location: "Copenhagen",
  attendees: 400,
  featured: true,
});

/** The news list as the server keeps it: each write changes what the next read answers. */
function drawDesk(stored: NewsEvent[], routes: Record<string, Answer> = {}) {
  let items = stored;
  const api = stubApi({
    "GET /api/news-events": () => ({ body: items }),
    "POST /api/news-events": ({ body }) => {
      const created = buildNewsEventRecord({ ...(body as Partial<NewsEvent>), id: 9 });
      items = [...items, created];
      return { status: 201, body: created };
    },
    "DELETE /api/news-events/3": () => {
      items = items.filter((item) => item.id !== 3);
      return { body: { success: true } };
    },
    ...routes,
  });
  return { ...renderUi(<NewsAdminPage />, { path: "/admin-news" }), api };
}

const form = (name: string) => screen.getByRole("form", { name });
/** The titles in the list of published items, once it holds `count` of them. */
const publishedTitles = async (count: number) =>
  within((await screen.findByRole("heading", { name: `Published (${count})` })).closest("section")!)
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

async function writeNews(user: ReturnType<typeof drawDesk>["user"]) {
  const create = form("New news/event");
  await user.type(within(create).getByLabelText("Title"), "New washing station in Hambela");
  await user.type(within(create).getByLabelText("Excerpt"), "Our tenth station opens.");
  await user.type(within(create).getByLabelText("Content"), "It serves 1,200 farmers.");
}

describe("the news desk (/admin-news)", () => {
  it("is titled, and says when there is nothing yet", async () => {
    drawDesk([]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("News & Events Admin");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("No news or events yet. Create your first one!")).toBeVisible();
  });

  it("lists featured items first, cutting each preview at 200 characters", async () => {
    drawDesk([HARVEST, EXPO]);
    expect(await publishedTitles(2)).toEqual([
      "World of Coffee Copenhagen",
      "Harvest 2025 begins in Guji",
    ]);
    const preview = screen.getByText(/^Cherry picking started this week\. Early/);
    expect(preview.textContent).toMatch(/\.\.\.$/);
    const shownText = preview.textContent!.replace(/\.\.\.$/, "");
    expect(shownText.length).toBeLessThanOrEqual(200);
    expect(HARVEST.content.startsWith(shownText)).toBe(true);
    expect(screen.getByText("Copenhagen")).toBeVisible();
    expect(screen.getByText("400 attendees")).toBeVisible();
  });

  it("starts a new item as news, dated today, and asks for title, excerpt and content", async () => {
    const desk = drawDesk([]);
    const create = form("New news/event");
    expect(within(create).getByRole("combobox", { name: "Type" })).toHaveTextContent("News");
    expect(within(create).getByLabelText("Date")).toHaveValue(toIsoDate(new Date()));
    expect(within(create).getByRole("checkbox", { name: "Featured" })).not.toBeChecked();
    expect(within(create).queryByLabelText("Location")).not.toBeInTheDocument();

    await desk.user.click(within(create).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Excerpt is required")).toBeVisible();
    expect(screen.getByText("Content is required")).toBeVisible();
    expect(desk.api.callsTo("POST /api/news-events")).toEqual([]);
  });

  it("creates an item, says so and shows it in the list", async () => {
    const desk = drawDesk([HARVEST]);
    await writeNews(desk.user);
    await desk.user.click(screen.getByRole("button", { name: "Create" }));

    const shown = await findToast("Success");
    expect(shown).toHaveTextContent("News/Event created successfully");
    expect(desk.api.callsTo("POST /api/news-events")[0]?.body).toEqual({
      title: "New washing station in Hambela",
      excerpt: "Our tenth station opens.",
      content: "It serves 1,200 farmers.",
      type: "news",
      category: "",
      date: toIsoDate(new Date()),
      location: null,
      attendees: null,
      imageUrl: null,
      featured: false,
    });
    expect(await publishedTitles(2)).toContain("New washing station in Hambela");
    expect(within(form("New news/event")).getByLabelText("Title")).toHaveValue("");
  });

  it("takes an event's place and attendees, the attendees as a number", async () => {
    const desk = drawDesk([]);
    await writeNews(desk.user);
    await chooseOption(desk.user, "Type", "Event");
    await desk.user.type(screen.getByLabelText("Location"), "Addis Ababa");
    await desk.user.type(screen.getByLabelText("Attendees"), "150");
    await desk.user.click(screen.getByRole("checkbox", { name: "Featured" }));
    await desk.user.click(screen.getByRole("button", { name: "Create" }));

    await findToast("Success");
    expect(desk.api.callsTo("POST /api/news-events")[0]?.body).toMatchObject({
      type: "event",
      location: "Addis Ababa",
      attendees: 150,
      featured: true,
    });
  });

  it("edits an item in place with Update and Cancel", async () => {
    const desk = drawDesk([HARVEST], {
      "PUT /api/news-events/3": ({ body }) => ({ body: { ...HARVEST, ...(body as object) } }),
    });
    await desk.user.click(
      await screen.findByRole("button", { name: "Edit Harvest 2025 begins in Guji" }),
    );
    const edit = form("Edit news/event");
    expect(within(edit).getByLabelText("Title")).toHaveValue("Harvest 2025 begins in Guji");
    expect(within(edit).getByRole("button", { name: "Cancel" })).toBeVisible();
    await desk.user.clear(within(edit).getByLabelText("Title"));
    await desk.user.type(within(edit).getByLabelText("Title"), "Harvest 2025 in full swing");
    await desk.user.click(within(edit).getByRole("button", { name: "Update" }));

    expect(await findToast("Success")).toHaveTextContent("News/Event updated successfully");
    expect(desk.api.callsTo("PUT /api/news-events/3")[0]?.body).toMatchObject({
      title: "Harvest 2025 in full swing",
      content: HARVEST.content,
    });
    expect(form("New news/event")).toBeVisible();

    await desk.user.click(screen.getByRole("button", { name: "Edit Harvest 2025 begins in Guji" }));
    await desk.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(within(form("New news/event")).getByLabelText("Title")).toHaveValue("");
  });

  it("deletes an item once the question is answered", async () => {
    const desk = drawDesk([HARVEST, EXPO]);
    await desk.user.click(
      await screen.findByRole("button", { name: "Delete Harvest 2025 begins in Guji" }),
    );
    const question = screen.getByRole("alertdialog", { name: "Delete news/event" });
    expect(question).toHaveAccessibleDescription(
      "Are you sure you want to delete this news/event?",
    );
    await desk.user.click(within(question).getByRole("button", { name: "Delete" }));

    expect(await findToast("Success")).toHaveTextContent("News/Event deleted successfully");
    expect(await publishedTitles(1)).toEqual(["World of Coffee Copenhagen"]);
    expect(desk.api.callsTo("DELETE /api/news-events/3")).toHaveLength(1);
  });

  it("keeps the item when the question is cancelled", async () => {
    const desk = drawDesk([HARVEST]);
    await desk.user.click(
      await screen.findByRole("button", { name: "Delete Harvest 2025 begins in Guji" }),
    );
    await desk.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(desk.api.callsTo("DELETE /api/news-events/3")).toEqual([]);
  });

  it("says what failed, as an error, and keeps what was typed", async () => {
    const desk = drawDesk([HARVEST], {
      "POST /api/news-events": errorReply(500, "INTERNAL_ERROR", "Boom"),
      "DELETE /api/news-events/3": errorReply(500, "INTERNAL_ERROR", "Boom"),
    });
    await writeNews(desk.user);
    await desk.user.click(screen.getByRole("button", { name: "Create" }));
    expect(await findToast("Error")).toHaveTextContent("Failed to create news/event");
    expect(within(form("New news/event")).getByLabelText("Title")).toHaveValue(
      "New washing station in Hambela",
    );

    await desk.user.click(
      screen.getByRole("button", { name: "Delete Harvest 2025 begins in Guji" }),
    );
    await desk.user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await findToast("Error")).toHaveTextContent("Failed to delete news/event");
    expect(screen.getByRole("heading", { name: "Published (1)" })).toBeVisible();
  });

  it("shows Saving... and cannot send twice while the server answers", async () => {
    const reply = heldReply();
    const desk = drawDesk([], { "POST /api/news-events": reply.answer });
    await writeNews(desk.user);
    await desk.user.click(screen.getByRole("button", { name: "Create" }));
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toBeDisabled();
    reply.send({ status: 201, body: buildNewsEventRecord({ id: 9 }) });
    await findToast("Success");
    expect(desk.api.callsTo("POST /api/news-events")).toHaveLength(1);
  });
});
