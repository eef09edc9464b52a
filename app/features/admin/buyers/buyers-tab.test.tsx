import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Buyer } from "~common/contract/buyers";
import { buildBuyerDetail, buildBuyerRecord } from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { catchDownloads } from "~/test/downloads";
import { findToast, renderUi } from "~/test/render-ui";
import BuyersTab from "./buyers-tab";

const ROSSI = buildBuyerRecord();
const NORDIC = buildBuyerRecord({
  id: 2,
  companyName: "Nordic Roasters AB",
  emailDomain: "nordicroasters.example",
  country: "Sweden",
  requests: 3,
  lastRequestAt: "2026-01-12T08:00:00.000Z",
});
const KISSATEN = buildBuyerRecord({
  id: 3,
  companyName: "Kissaten Sato",
  emailDomain: null,
  country: null,
  note: "Met at the Tokyo cupping.",
});

/** GET /api/buyers as the server answers it: `q` over the company, domain, country and note. */
function searched(buyers: Buyer[]): Answer {
  return ({ search }) => {
    const q = (new URLSearchParams(search).get("q") ?? "").toLowerCase();
    return {
      body: buyers.filter((buyer) =>
        [buyer.companyName, buyer.emailDomain, buyer.country, buyer.note].some((field) =>
          (field ?? "").toLowerCase().includes(q),
        ),
      ),
    };
  };
}

function drawTab(routes: Record<string, Answer> = {}) {
  const api = stubApi({ "GET /api/buyers": searched([NORDIC, ROSSI, KISSATEN]), ...routes });
  return { ...renderUi(<BuyersTab />, { path: "/admin" }), api };
}

const companies = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("the Buyers tab", () => {
  it("lists each company with its domain, country, requests and last request", async () => {
    drawTab();
    await screen.findByRole("table", { name: "Buyers, the latest to write first" });
    expect(companies()).toEqual(["Nordic Roasters AB", "Torrefazione Rossi", "Kissaten Sato"]);
    const nordic = screen.getByText("Nordic Roasters AB").closest("tr")!;
    expect(
      within(nordic)
        .getAllByRole("cell")
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(["nordicroasters.example", "Sweden", "3"]);
    const kissaten = screen.getByText("Kissaten Sato").closest("tr")!;
    expect(within(kissaten).getAllByText("—")).toHaveLength(2);
    expect(screen.getByText("Showing 1 to 3 of 3 entries")).toBeVisible();
  });

  it("searches on the server once typing pauses, and says when nothing matches", async () => {
    const { user, api } = drawTab();
    await screen.findByRole("table");
    await user.type(screen.getByRole("searchbox", { name: "Search buyers" }), "tokyo");
    expect(await screen.findByText("Kissaten Sato", {}, { timeout: 2_000 })).toBeVisible();
    await screen.findByText("Showing 1 to 1 of 1 entries", {}, { timeout: 2_000 });
    expect(companies()).toEqual(["Kissaten Sato"]);
    // One read per pause, not one per letter.
    expect(api.callsTo("GET /api/buyers").map((call) => call.search)).toEqual(["", "?q=tokyo"]);
    await user.type(screen.getByRole("searchbox", { name: "Search buyers" }), "zzz");
    expect(
      await screen.findByText("No buyer matches the search.", {}, { timeout: 2_000 }),
    ).toBeVisible();
  });

  it("says when there are no buyers yet", async () => {
    drawTab({ "GET /api/buyers": { body: [] } });
    expect(await screen.findByText("No buyers yet.")).toBeVisible();
  });

  it("shows why the list could not be read", async () => {
    drawTab({
      "GET /api/buyers": errorReply(
        400,
        "VALIDATION_ERROR",
        "Search must be at most 200 characters",
      ),
    });
    expect(await screen.findByRole("alert", {}, { timeout: 5_000 })).toBeVisible();
  });

  it("exports the buyers as CSV and Excel", async () => {
    const downloads = catchDownloads();
    const { user } = drawTab({
      "GET /api/exports/buyers/csv": {
        file: "id,companyName\n1,Torrefazione Rossi\n",
        headers: { "content-disposition": 'attachment; filename="buyers-2026-01-12.csv"' },
      },
      "GET /api/exports/buyers/excel": errorReply(500, "INTERNAL_ERROR", "Boom"),
    });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await findToast("Export Successful")).toHaveTextContent(
      "Buyers saved as buyers-2026-01-12.csv",
    );
    expect(downloads.map((file) => file.filename)).toEqual(["buyers-2026-01-12.csv"]);
    await user.click(screen.getByRole("button", { name: "Export Excel" }));
    expect(await findToast("Export Failed")).toHaveTextContent("Failed to export buyers");
  });

  it("opens a buyer's details from its row", async () => {
    const { user } = drawTab({
      "GET /api/buyers/2": { body: buildBuyerDetail({ ...NORDIC }) },
      "GET /api/buyers/3": { body: buildBuyerDetail({ ...KISSATEN }) },
    });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "View Nordic Roasters AB" }));
    const dialog = await screen.findByRole("dialog", { name: "Nordic Roasters AB" });
    expect(await within(dialog).findByLabelText("Company name")).toHaveValue("Nordic Roasters AB");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByText("Kissaten Sato"));
    expect(await screen.findByRole("dialog", { name: "Kissaten Sato" })).toBeVisible();
  });
});
