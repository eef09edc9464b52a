import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildNewsEventRecord,
  buildQuoteRequestRecord,
  buildSampleRequestRecord,
} from "../../../../common/testing/records";
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
      "Outbox",
      "Subscribers",
      "Team",
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

  it("offers to add an offer, or a news item on the News & Events tab", async () => {
    const panel = drawPanel();
    expect(screen.getByRole("button", { name: "Add New Offer" })).toBeVisible();
    await panel.user.click(await screen.findByRole("tab", { name: /^News & Events/ }));
    expect(screen.getByRole("button", { name: "Add News/Event" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add New Offer" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
