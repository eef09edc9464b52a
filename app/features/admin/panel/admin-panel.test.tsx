import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildBuyerRecord,
  buildContactMessageRecord,
  buildNewsEventRecord,
  buildQuoteRequestRecord,
  buildSampleRequestRecord,
} from "~common/testing/records";
import { stubApi, type Answer } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import AdminPanel from "./admin-panel";

function drawPanel({ undelivered = 0 } = {}, routes: Record<string, Answer> = {}) {
  const api = stubApi({
    "GET /api/offers": { body: [] },
    "GET /api/media": { body: [] },
    "GET /api/news-events": {
      body: [buildNewsEventRecord({ id: 1 }), buildNewsEventRecord({ id: 2 })],
    },
    "GET /api/quote-requests": {
      body: [1, 2, 3].map((id) => buildQuoteRequestRecord({ id: `Q-000${id}-TEST` })),
    },
    "GET /api/sample-requests": { body: [buildSampleRequestRecord()] },
    "GET /api/origin-trips": { body: [] },
    "GET /api/contact": { body: [buildContactMessageRecord()] },
    "GET /api/outbox/counts": {
      body: { pending: undelivered, failed: 0, undelivered },
    },
    "GET /api/outbox": { body: { messages: [], total: 0, page: 1, pageSize: 20 } },
    ...routes,
  });
  return { ...renderUi(<AdminPanel />, { path: "/admin" }), api };
}

const tabs = () => within(screen.getByRole("tablist", { name: "Admin sections" }));

describe("the admin panel", () => {
  it("names each tab, with the number of items it holds", async () => {
    drawPanel({ undelivered: 0 });
    await screen.findByRole("tab", { name: "Quotes (3)" });
    expect(
      tabs()
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Offers",
      "News & Events (2)",
      "Media",
      "Quotes (3)",
      "Samples (1)",
      "Trips (0)",
      "Messages (1)",
      "Buyers",
      "Outbox",
      "Subscribers",
      "Team",
      "Farmers",
      "Galleries",
      "Partners",
      "Site settings",
      "Security",
    ]);
    expect(tabs().getByRole("tab", { name: "Offers" })).toHaveAttribute("aria-selected", "true");
  });

  it("names the undelivered mail on the Outbox tab, and the header's notice opens it", async () => {
    const panel = drawPanel({ undelivered: 2 });
    expect(
      await screen.findByRole("tab", { name: "Outbox, 2 undelivered messages" }),
    ).toBeVisible();
    await panel.user.click(screen.getByRole("button", { name: "2 undelivered messages" }));
    expect(tabs().getByRole("tab", { name: /^Outbox/ })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No mail has been queued yet.")).toBeVisible();
  });

  it("counts the overdue requests in the header, and the notice opens the first tab holding one", async () => {
    const panel = drawPanel(
      {},
      {
        "GET /api/sample-requests": {
          body: [
            { ...buildSampleRequestRecord({ id: "S-0001-LATE" }), overdue: true },
            { ...buildSampleRequestRecord({ id: "S-0002-LATE" }), overdue: true },
            { ...buildSampleRequestRecord({ id: "S-0003-ONTM" }), overdue: false },
          ],
        },
        "GET /api/contact": {
          body: [{ ...buildContactMessageRecord(), overdue: true }],
        },
      },
    );
    await panel.user.click(await screen.findByRole("button", { name: "3 overdue requests" }));
    expect(tabs().getByRole("tab", { name: "Samples (3)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = await screen.findByRole("table", { name: "Sample Requests" });
    expect(within(table).getAllByText("Overdue")).toHaveLength(2);
  });

  it("opens the Buyers tab, which lists the buyers", async () => {
    const { user } = drawPanel({}, { "GET /api/buyers": { body: [buildBuyerRecord()] } });
    await user.click(await screen.findByRole("tab", { name: "Buyers" }));
    expect(
      await screen.findByRole("table", { name: "Buyers, the latest to write first" }),
    ).toHaveTextContent("Torrefazione Rossi");
  });

  it("shows no overdue notice while nothing is overdue", async () => {
    drawPanel();
    await screen.findByRole("tab", { name: "Quotes (3)" });
    expect(screen.queryByRole("button", { name: /overdue/ })).not.toBeInTheDocument();
  });

  it("offers to add an offer, or a news item on the News & Events tab", async () => {
    const panel = drawPanel();
    expect(screen.getByRole("button", { name: "Add New Offer" })).toBeVisible();
    await panel.user.click(await screen.findByRole("tab", { name: /^News & Events/ }));
    expect(screen.getByRole("button", { name: "Add News/Event" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add New Offer" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
