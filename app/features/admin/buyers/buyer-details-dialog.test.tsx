import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BuyerDetail } from "~common/contract/buyers";
import { buildBuyerDetail, buildBuyerRecord, buildProposalRecord } from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import { BuyerDetailsDialog, type OpenedBuyer } from "./buyer-details-dialog";

const ROSSI: BuyerDetail = buildBuyerDetail({
  note: "Prefers naturals.",
  requests: 3,
  requestList: [
    {
      type: "sample-requests",
      id: "S-4TQ2-8HJK",
      status: "completed",
      name: "Luca Bianchi",
      email: "luca@torrefazione.example",
      receivedAt: "2026-01-12T09:30:00.000Z",
    },
    {
      type: "quote-requests",
      id: "Q-7K3M-9P2X",
      status: "processing",
      name: "Maria Rossi",
      email: "maria@torrefazione.example",
      receivedAt: "2026-01-10T09:30:00.000Z",
    },
    {
      type: "contact",
      id: "C-1AB2-3CD4",
      status: "pending",
      name: "Maria Rossi",
      email: "maria@torrefazione.example",
      receivedAt: "2026-01-09T09:30:00.000Z",
    },
  ],
  proposals: [buildProposalRecord({ createdAt: "2026-01-11T09:30:00.000Z" })],
  dispatches: [
    {
      kind: "dispatch",
      at: "2026-01-13T09:30:00.000Z",
      courier: "DHL Express",
      trackingNumber: "JD014600003828",
      dispatchedOn: "2026-01-13",
      requestId: "S-4TQ2-8HJK",
    },
  ],
});
const DETAIL = `GET /api/buyers/${ROSSI.id}`;
const UPDATE = `PATCH /api/buyers/${ROSSI.id}`;

function drawDialog(routes: Record<string, Answer> = {}, buyer: OpenedBuyer = ROSSI) {
  let stored = ROSSI;
  const api = stubApi({
    [DETAIL]: () => ({ body: stored }),
    "GET /api/buyers": {
      body: [buildBuyerRecord(), buildBuyerRecord({ id: 2, companyName: "Rossi Group" })],
    },
    [UPDATE]: ({ body }) => {
      stored = {
        ...stored,
        ...(body as Partial<BuyerDetail>),
        updatedAt: "2026-01-14T09:00:00.000Z",
      };
      return { body: buildBuyerRecord({ ...stored }) };
    },
    ...routes,
  });
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const view = renderUi(<BuyerDetailsDialog buyer={buyer} onOpen={onOpen} onClose={onClose} />, {
    path: "/admin",
  });
  return { ...view, api, onOpen, onClose };
}

const dialog = () => screen.findByRole("dialog", { name: "Torrefazione Rossi" });
const form = () => within(screen.getByRole("form", { name: "Edit buyer" }));

describe("a buyer's details", () => {
  it("shows every request newest first, each proposal and each sample dispatch", async () => {
    drawDialog();
    const shown = await dialog();
    const requests = within(
      await within(shown).findByRole("region", { name: "Requests (3)" }),
    ).getAllByRole("listitem");
    expect(requests.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Sample request S-4TQ2-8HJK",
      "Quote request Q-7K3M-9P2X",
      "Contact message C-1AB2-3CD4",
    ]);
    expect(within(requests[0]!).getByText("Completed")).toBeVisible();
    expect(
      within(requests[0]!).getByText(/Luca Bianchi <luca@torrefazione.example>/),
    ).toBeVisible();
    const proposals = within(screen.getByRole("region", { name: "Proposals" }));
    expect(proposals.getByRole("listitem", { name: "Proposal P-8Z2K-4M7Q" })).toHaveTextContent(
      /20 bags at \$4\.85\/lb/,
    );
    expect(screen.getByRole("region", { name: "Sample dispatches" })).toHaveTextContent(
      "S-4TQ2-8HJK: sent on Jan 13, 2026 with DHL Express, tracking number JD014600003828",
    );
    expect(screen.getByText(/torrefazione\.example · Italy/)).toBeVisible();
  });

  it("says what a buyer does not have yet", async () => {
    drawDialog({ [DETAIL]: { body: buildBuyerDetail() } });
    await dialog();
    expect(await screen.findByText("No proposal written yet.")).toBeVisible();
    expect(screen.getByText("No sample dispatched yet.")).toBeVisible();
    expect(screen.getByText("No requests: they were deleted or moved.")).toBeVisible();
  });

  it("saves the note, country and company name, and says so", async () => {
    const { user, api } = drawDialog();
    await dialog();
    const note = await screen.findByLabelText("Note");
    expect(note).toHaveValue("Prefers naturals.");
    await user.clear(note);
    await user.type(note, "Cups on Fridays; pays on time.");
    await user.clear(form().getByLabelText("Country"));
    await user.click(form().getByRole("button", { name: "Save buyer" }));
    expect(await findToast("Buyer saved")).toHaveTextContent("Torrefazione Rossi is up to date.");
    expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([
      { companyName: "Torrefazione Rossi", country: null, note: "Cups on Fridays; pays on time." },
    ]);
    expect(await screen.findByLabelText("Note")).toHaveValue("Cups on Fridays; pays on time.");
  });

  it("refuses a blank company name with the schema's words and sends nothing", async () => {
    const { user, api } = drawDialog();
    await dialog();
    await user.clear(await screen.findByLabelText("Company name"));
    await user.click(form().getByRole("button", { name: "Save buyer" }));
    expect(await form().findByText("Company name is required")).toBeVisible();
    expect(form().getByLabelText("Company name")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo(UPDATE)).toEqual([]);
  });

  it("puts the server's refusal on its field", async () => {
    const { user } = drawDialog({
      [UPDATE]: errorReply(400, "VALIDATION_ERROR", "Country must be at most 100 characters", {
        fields: [{ field: "country", message: "Country must be at most 100 characters" }],
      }),
    });
    await dialog();
    await user.type(await screen.findByLabelText("Country"), "!");
    await user.click(form().getByRole("button", { name: "Save buyer" }));
    expect(await findToast("Error")).toBeVisible();
    expect(form().getByLabelText("Country")).toHaveAccessibleDescription(
      "Country must be at most 100 characters",
    );
  });

  it("offers Delete only to a buyer with no request, asks first, then closes", async () => {
    const empty = buildBuyerDetail({ requests: 0 });
    const { user, api, onClose } = drawDialog({
      [DETAIL]: { body: empty },
      [`DELETE /api/buyers/${empty.id}`]: { body: { success: true } },
    });
    await dialog();
    await user.click(await screen.findByRole("button", { name: "Delete Torrefazione Rossi" }));
    expect(await screen.findByRole("alertdialog", { name: "Delete buyer?" })).toHaveTextContent(
      "Torrefazione Rossi has no request left.",
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await findToast("Deleted Successfully")).toHaveTextContent(
      "The buyer Torrefazione Rossi has been removed.",
    );
    expect(api.callsTo(`DELETE /api/buyers/${empty.id}`)).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
  });

  it("offers no Delete while the buyer has requests", async () => {
    drawDialog();
    await dialog();
    await screen.findByRole("region", { name: "Requests (3)" });
    expect(screen.queryByRole("button", { name: "Delete Torrefazione Rossi" })).toBeNull();
  });

  it("says why a delete was refused", async () => {
    const empty = buildBuyerDetail({ requests: 0 });
    const { user, onClose } = drawDialog({
      [DETAIL]: { body: empty },
      [`DELETE /api/buyers/${empty.id}`]: errorReply(
        409,
        "DUPLICATE_RESOURCE",
        "Only a buyer with no requests can be deleted; merge it into another buyer instead.",
      ),
    });
    await dialog();
    await user.click(await screen.findByRole("button", { name: "Delete Torrefazione Rossi" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await findToast("Delete Failed")).toHaveTextContent(
      "Only a buyer with no requests can be deleted",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says when the buyer is gone", async () => {
    drawDialog({ [DETAIL]: errorReply(404, "NOT_FOUND", "The buyer was not found.") });
    await dialog();
    expect(await screen.findByRole("alert", {}, { timeout: 5_000 })).toBeVisible();
  });
});
