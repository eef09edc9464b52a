import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { catchDownloads } from "~/test/downloads";
import { findToast, renderUi } from "~/test/render-ui";
import SubscribersTab from "./subscribers-tab";

const CONFIRMED = {
  id: 2,
  email: "roaster@cafe.example",
  createdAt: "2026-01-09T08:00:00.000Z",
  confirmedAt: "2026-01-09T08:05:00.000Z",
};
const WAITING = {
  id: 3,
  email: "importer@trade.example",
  createdAt: "2026-01-10T08:00:00.000Z",
  confirmedAt: null,
};

function drawTab(routes: Record<string, Answer>) {
  const api = stubApi(routes);
  return { ...renderUi(<SubscribersTab />, { path: "/admin" }), api };
}

describe("the admin's newsletter subscribers", () => {
  it("lists who signed up, marking those who have not confirmed", async () => {
    drawTab({ "GET /api/newsletter-subscriptions": { body: [WAITING, CONFIRMED] } });
    const table = await screen.findByRole("table", {
      name: "Newsletter subscribers, newest first",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "importer@trade.example",
      "roaster@cafe.example",
    ]);
    expect(within(rows[0]!).getByText("Pending")).toBeVisible();
    expect(within(rows[1]!).queryByText("Pending")).not.toBeInTheDocument();
  });

  it("says when no one has signed up", async () => {
    drawTab({ "GET /api/newsletter-subscriptions": { body: [] } });
    expect(await screen.findByText("No one has signed up for the newsletter yet.")).toBeVisible();
  });

  it("exports the list as CSV, and says when it cannot", async () => {
    const downloads = catchDownloads();
    const tab = drawTab({
      "GET /api/newsletter-subscriptions": { body: [CONFIRMED] },
      "GET /api/exports/newsletter-subscriptions/csv": {
        file: "email\nroaster@cafe.example\n",
        headers: { "content-disposition": 'attachment; filename="subscribers.csv"' },
      },
    });
    await screen.findByRole("table");
    await tab.user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await findToast("Export Successful")).toHaveTextContent(
      "Subscribers saved as subscribers.csv",
    );
    expect(downloads.map((file) => file.filename)).toEqual(["subscribers.csv"]);

    tab.api.route(
      "GET /api/exports/newsletter-subscriptions/csv",
      errorReply(500, "INTERNAL_ERROR", "Boom"),
    );
    await tab.user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await findToast("Export Failed")).toHaveTextContent(
      "Failed to export newsletter-subscriptions",
    );
  });
});
