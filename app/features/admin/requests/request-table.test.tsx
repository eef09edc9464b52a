import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RequestType } from "~common/constants";
import type { QuoteRequest } from "~common/contract/records";
import {
  buildContactMessageRecord,
  buildOriginTripRequestRecord,
  buildQuoteRequestRecord,
  buildSampleRequestRecord,
} from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { catchDownloads } from "~/test/downloads";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import RequestTable from "./request-table";
import { REQUEST_TABLES } from "./request-tables";

const MARIA = buildQuoteRequestRecord({
  id: "Q-MARI-A001",
  createdAt: "2026-01-08T10:00:00.000Z",
});
const KENJI = buildQuoteRequestRecord({
  id: "Q-KENJ-I002",
  firstName: "Kenji",
  lastName: "Sato",
  email: "kenji@kissaten.example",
  company: "Kissaten Sato",
  coffeeName: "Guji Hambela Natural G1",
  status: "completed",
  createdAt: "2026-01-09T10:00:00.000Z",
});
const ERIK = buildQuoteRequestRecord({
  id: "Q-ERIK-L003",
  firstName: "Erik",
  lastName: "Lund",
  email: "erik@nordicroasters.example",
  company: "Nordic Roasters AB",
  status: "processing",
  // Received today: the date filter's 'Today' keeps it alone.
  createdAt: new Date().toISOString(),
});

/** A request list as the server keeps it: status changes and deletions change the next read. */
function drawTable(type: RequestType, stored: unknown[], routes: Record<string, Answer> = {}) {
  let records = stored as QuoteRequest[];
  const api = stubApi({
    [`GET /api/${type}`]: () => ({ body: records }),
    ...routes,
  });
  for (const record of records) {
    api.route(`PATCH /api/${type}/${record.id}/status`, ({ body }) => {
      records = records.map((each) =>
        each.id === record.id ? { ...each, ...(body as { status: QuoteRequest["status"] }) } : each,
      );
      return { body: records.find((each) => each.id === record.id) };
    });
    api.route(`DELETE /api/${type}/${record.id}`, () => {
      records = records.filter((each) => each.id !== record.id);
      return { body: { success: true } };
    });
  }
  for (const [key, answer] of Object.entries(routes)) api.route(key, answer);
  const config = REQUEST_TABLES[type] as (typeof REQUEST_TABLES)["quote-requests"];
  return { ...renderUi(<RequestTable config={config} />, { path: "/admin" }), api };
}

const table = () => screen.findByRole("table");
const references = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).queryAllByRole("cell")[0]?.textContent);
const rowOf = (name: string) => screen.getByText(name, { selector: "div" }).closest("tr")!;

describe("the quote requests table", () => {
  it("lists requests newest first, offering Delete only for completed or cancelled ones", async () => {
    drawTable("quote-requests", [MARIA, KENJI, ERIK]);
    await table();
    expect(references()).toEqual(["Q-ERIK-L003", "Q-KENJ-I002", "Q-MARI-A001"]);
    expect(screen.getByText("3 received in all")).toBeVisible();
    expect(screen.getByText("Showing 1 to 3 of 3 entries")).toBeVisible();
    expect(within(rowOf("Kenji Sato")).getByText("Completed")).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Delete quote request Q-KENJ-I002 of Kenji Sato" }),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Delete quote request Q-MARI-A001 of Maria Rossi" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Delete quote request Q-ERIK-L003 of Erik Lund" }),
    ).not.toBeInTheDocument();
  });

  it("searches any field without regard to case, and filters by status and date", async () => {
    const { user } = drawTable("quote-requests", [MARIA, KENJI, ERIK]);
    await table();
    const search = screen.getByRole("searchbox", { name: "Search quote requests" });
    await user.type(search, "NORDIC");
    expect(references()).toEqual(["Q-ERIK-L003"]);
    await user.clear(search);
    await user.type(search, "q-kenj");
    expect(references()).toEqual(["Q-KENJ-I002"]);
    await user.type(search, "zzz");
    expect(screen.getByText("No requests match these filters.")).toBeVisible();
    await user.clear(search);

    await chooseOption(user, "Filter by status", "Pending");
    expect(references()).toEqual(["Q-MARI-A001"]);
    await chooseOption(user, "Filter by status", "All statuses");
    await chooseOption(user, "Filter by date", "Today");
    expect(references()).toEqual(["Q-ERIK-L003"]);
  });

  it("changes a request's status and says so", async () => {
    const { user, api } = drawTable("quote-requests", [MARIA]);
    await table();
    await user.click(screen.getByRole("button", { name: "Edit status of Maria Rossi" }));
    await chooseOption(user, "Status of Maria Rossi", "Processing");
    // Processing is not told to the buyer unless the desk says so.
    expect(screen.getByRole("checkbox", { name: "Notify the buyer" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save status of Maria Rossi" }));

    expect(await findToast("Status Updated")).toHaveTextContent(
      "Request status has been updated successfully.",
    );
    expect(api.callsTo("PATCH /api/quote-requests/Q-MARI-A001/status")[0]?.body).toEqual({
      status: "processing",
      notify: false,
    });
    expect(await within(rowOf("Maria Rossi")).findByText("Processing")).toBeVisible();
    expect(screen.getByRole("button", { name: "Edit status of Maria Rossi" })).toBeVisible();
  });

  it("notifies the buyer of completed and cancelled by default, as the desk chooses", async () => {
    const { user, api } = drawTable("quote-requests", [MARIA]);
    await table();
    const patches = () =>
      api.callsTo("PATCH /api/quote-requests/Q-MARI-A001/status").map((call) => call.body);
    await user.click(screen.getByRole("button", { name: "Edit status of Maria Rossi" }));
    const notify = () => screen.getByRole("checkbox", { name: "Notify the buyer" });
    await chooseOption(user, "Status of Maria Rossi", "Cancelled");
    expect(notify()).toBeChecked();
    await chooseOption(user, "Status of Maria Rossi", "Processing");
    expect(notify()).not.toBeChecked();
    await user.click(notify());
    expect(notify()).toBeChecked();
    // Another status brings back that status's default.
    await chooseOption(user, "Status of Maria Rossi", "Completed");
    expect(notify()).toBeChecked();
    await user.click(notify());
    await user.click(screen.getByRole("button", { name: "Save status of Maria Rossi" }));
    expect(await findToast("Status Updated")).toBeVisible();
    expect(patches()).toEqual([{ status: "completed", notify: false }]);

    await user.click(screen.getByRole("button", { name: "Edit status of Maria Rossi" }));
    await chooseOption(user, "Status of Maria Rossi", "Cancelled");
    await user.click(screen.getByRole("button", { name: "Save status of Maria Rossi" }));
    await within(rowOf("Maria Rossi")).findByText("Cancelled");
    expect(patches()).toEqual([
      { status: "completed", notify: false },
      { status: "cancelled", notify: true },
    ]);
  });

  it("keeps the status when the change fails", async () => {
    const { user } = drawTable("quote-requests", [MARIA], {
      "PATCH /api/quote-requests/Q-MARI-A001/status": errorReply(500, "INTERNAL_ERROR", "Boom"),
    });
    await table();
    await user.click(screen.getByRole("button", { name: "Edit status of Maria Rossi" }));
    await chooseOption(user, "Status of Maria Rossi", "Completed");
    await user.click(screen.getByRole("button", { name: "Save status of Maria Rossi" }));
    expect(await findToast("Error")).toHaveTextContent(
      "Failed to update status. Please try again.",
    );
    // The choice stays to try again; the request keeps its status.
    expect(screen.getByRole("combobox", { name: "Status of Maria Rossi" })).toHaveTextContent(
      "Completed",
    );
    await user.click(within(rowOf("Maria Rossi")).getByRole("button", { name: "Cancel" }));
    expect(within(rowOf("Maria Rossi")).getByText("Pending")).toBeVisible();
  });

  it("deletes a finished request by its reference once the question is answered", async () => {
    const { user, api } = drawTable("quote-requests", [MARIA, KENJI]);
    await table();
    await user.click(
      screen.getByRole("button", { name: "Delete quote request Q-KENJ-I002 of Kenji Sato" }),
    );
    const question = screen.getByRole("alertdialog", { name: "Delete quote request Q-KENJ-I002" });
    expect(question).toHaveAccessibleDescription(
      "Are you sure you want to delete this request? This action cannot be undone.",
    );
    await user.click(within(question).getByRole("button", { name: "Delete" }));

    expect(await findToast("Deleted Successfully")).toHaveTextContent(
      "The quote request Q-KENJ-I002 has been removed.",
    );
    expect(api.callsTo("DELETE /api/quote-requests/Q-KENJ-I002")).toHaveLength(1);
    await screen.findByText("1 received in all");
    expect(references()).toEqual(["Q-MARI-A001"]);
  });

  it("gives the server's reason when a deletion is refused", async () => {
    const { user } = drawTable("quote-requests", [KENJI], {
      "DELETE /api/quote-requests/Q-KENJ-I002": errorReply(
        409,
        "DUPLICATE_RESOURCE",
        "Only completed or cancelled requests can be deleted",
      ),
    });
    await table();
    await user.click(
      screen.getByRole("button", { name: "Delete quote request Q-KENJ-I002 of Kenji Sato" }),
    );
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await findToast("Delete Failed")).toHaveTextContent(
      "Only completed or cancelled requests can be deleted",
    );
    expect(references()).toEqual(["Q-KENJ-I002"]);
  });

  it("exports the requests as a file named by the server, and says when it cannot", async () => {
    const downloads = catchDownloads();
    const { user, api } = drawTable("quote-requests", [MARIA], {
      "GET /api/exports/quote-requests/csv": {
        file: "id,firstName\nQ-MARI-A001,Maria\n",
        headers: {
          "content-type": "text/csv",
          "content-disposition": 'attachment; filename="quote-requests-2026-01-10.csv"',
        },
      },
      "GET /api/exports/quote-requests/excel": errorReply(500, "INTERNAL_ERROR", "Boom"),
    });
    await table();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await findToast("Export Successful")).toHaveTextContent(
      "Quote Requests saved as quote-requests-2026-01-10.csv",
    );
    expect(downloads.map((file) => file.filename)).toEqual(["quote-requests-2026-01-10.csv"]);

    await user.click(screen.getByRole("button", { name: "Export Excel" }));
    expect(await findToast("Export Failed")).toHaveTextContent("Failed to export quote-requests");
    expect(api.callsTo("GET /api/exports/quote-requests/excel")).toHaveLength(1);
  });

  it("shows every field of a request in its dialog", async () => {
    const { user } = drawTable("quote-requests", [MARIA], {
      // A quote's dialog lists its proposals too (issue 49).
      "GET /api/quote-requests/Q-MARI-A001/proposals": { body: [] },
      // ...and its history (request-details-dialog.test.tsx).
      "GET /api/quote-requests/Q-MARI-A001": {
        body: { ...MARIA, timeline: [{ kind: "filed", at: MARIA.createdAt }] },
      },
    });
    await table();
    await user.click(screen.getByRole("button", { name: "View details of Maria Rossi" }));
    const dialog = screen.getByRole("dialog", { name: "Quote request Q-MARI-A001" });
    expect(dialog).toHaveAccessibleDescription("From Maria Rossi");
    const coffee = within(within(dialog).getByRole("region", { name: "Coffee" }));
    expect(coffee.getByText("Yirgacheffe Chelchele G1")).toBeVisible();
    expect(coffee.getByText("10 bags")).toBeVisible();
    expect(
      within(within(dialog).getByRole("region", { name: "Address" })).getAllByText("Not provided"),
    ).toHaveLength(2);
    expect(await within(dialog).findByText("No proposal yet.")).toBeVisible();
  });

  it("pages 15 requests at a time", async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      buildQuoteRequestRecord({
        id: `Q-PAGE-${String(index + 1).padStart(4, "0")}`,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
      }),
    );
    const { user } = drawTable("quote-requests", many);
    await table();
    expect(screen.getByText("Showing 1 to 15 of 20 entries")).toBeVisible();
    expect(references()).toHaveLength(15);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(screen.getByText("Showing 16 to 20 of 20 entries")).toBeVisible();
    expect(references()).toEqual([
      "Q-PAGE-0005",
      "Q-PAGE-0004",
      "Q-PAGE-0003",
      "Q-PAGE-0002",
      "Q-PAGE-0001",
    ]);
  });
});

describe("the sample and trip request tables", () => {
  it("list samples by company and coffee, searchable by variety", async () => {
    const { user } = drawTable("sample-requests", [
      buildSampleRequestRecord(),
      buildSampleRequestRecord({
        id: "S-YIRG-0002",
        contactName: "Ana Costa",
        coffeeRegion: "Yirgacheffe",
        coffeeVariety: "Kurume",
      }),
    ]);
    await table();
    expect(screen.getByRole("table", { name: "Sample Requests" })).toBeVisible();
    await user.type(screen.getByRole("searchbox", { name: "Search sample requests" }), "kurume");
    expect(references()).toEqual(["S-YIRG-0002"]);
    expect(screen.getByRole("button", { name: "Edit status of Ana Costa" })).toBeVisible();
  });

  it("list trips by guest, with their experiences", async () => {
    drawTable("origin-trips", [buildOriginTripRequestRecord()]);
    await table();
    expect(screen.getByRole("table", { name: "Origin Trip Requests" })).toBeVisible();
    expect(screen.getByText("Harvest Tour, Quality Lab")).toBeVisible();
    expect(screen.getByRole("button", { name: "View details of Kenji Sato" })).toBeVisible();
  });
});

describe("overdue requests and contact messages", () => {
  it("marks an overdue request in its row", async () => {
    drawTable("quote-requests", [
      { ...MARIA, overdue: true },
      { ...KENJI, overdue: false },
    ]);
    await table();
    expect(within(rowOf("Maria Rossi")).getByText("Overdue")).toBeVisible();
    expect(within(rowOf("Kenji Sato")).queryByText("Overdue")).toBeNull();
  });

  it("lists contact messages like requests: searchable by their words, status, delete once finished", async () => {
    const { user, api } = drawTable("contact", [
      buildContactMessageRecord(),
      buildContactMessageRecord({
        id: "C-HANA-0002",
        name: "Hana Tesfaye",
        email: "hana@cafe.example",
        message: "Do you ship washed Limmu to Osaka?",
        status: "completed",
      }),
    ]);
    await table();
    expect(screen.getByRole("table", { name: "Contact Messages" })).toBeVisible();
    expect(screen.getByText("2 received in all")).toBeVisible();
    await user.type(screen.getByRole("searchbox", { name: "Search contact messages" }), "osaka");
    expect(references()).toEqual(["C-HANA-0002"]);
    await user.click(
      screen.getByRole("button", { name: "Delete contact message C-HANA-0002 of Hana Tesfaye" }),
    );
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await findToast("Deleted Successfully")).toBeVisible();
    expect(api.callsTo("DELETE /api/contact/C-HANA-0002")).toHaveLength(1);
    await user.clear(screen.getByRole("searchbox", { name: "Search contact messages" }));
    expect(references()).toEqual(["C-8N2W-4RTB"]);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeVisible();
  });
});
