import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Proposal, ProposalView } from "~common/contract/proposals";
import { buildOfferRecord } from "~common/testing/offer-record";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { ProposalPage } from "./proposal-page";

const TOKEN = "P-4TQ8-ZX2M.c2lnbmF0dXJl";
const PROPOSAL: Proposal = {
  id: "P-4TQ8-ZX2M",
  requestId: "Q-7K3M-9P2X",
  pricePerLb: 6.3,
  priceBasis: "landed",
  basisPlace: "Hamburg",
  quantityBags: 40,
  shipmentPeriod: "March 2027",
  paymentTerms: "CAD, 30 days",
  validUntil: "2026-12-20",
  message: "Cupped at 87 in our Addis lab.",
  status: "open",
  acceptedBy: null,
  acceptedAt: null,
  declinedAt: null,
  createdAt: "2026-12-06T09:00:00.000Z",
};
const VIEW: ProposalView = {
  proposal: PROPOSAL,
  buyer: { name: "Maria Rossi", company: "Torrefazione Rossi" },
  coffeeName: "Guji Hambela",
  lot: buildOfferRecord({ name: "Guji Hambela Natural G1" }, { id: 7 }),
};
const ACCEPT = `POST /api/proposals/${TOKEN}/accept`;
const DECLINE = `POST /api/proposals/${TOKEN}/decline`;

function drawPage(view: ProposalView, routes: Record<string, Answer> = {}) {
  const api = stubApi(routes);
  return {
    ...renderUi(<ProposalPage token={TOKEN} view={view} />, { path: "/proposals/x" }),
    api,
  };
}

describe("the buyer's proposal page", () => {
  it("shows the terms, per lb and per kg, the message and the lot", () => {
    drawPage(VIEW);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Guji Hambela Natural G1");
    expect(screen.getByText("$6.30/lb ($13.89/kg)")).toBeVisible();
    expect(screen.getByText("Landed Hamburg")).toBeVisible();
    expect(screen.getByText("40 bags")).toBeVisible();
    expect(screen.getByText("20 Dec 2026 (end of day, UTC)")).toBeVisible();
    expect(screen.getByText("Cupped at 87 in our Addis lab.")).toBeVisible();
    // The lot's own price is not the proposal's: only the proposal's is shown.
    expect(screen.getAllByText(/\/lb/)).toHaveLength(1);
    expect(screen.getByRole("link", { name: "See the lot's page" })).toHaveAttribute(
      "href",
      "/offers/7",
    );
  });

  it("asks for a name before accepting, then records the acceptance", async () => {
    const page = drawPage(VIEW, {
      [ACCEPT]: ({ body }) => ({
        body: {
          ...VIEW,
          proposal: {
            ...PROPOSAL,
            status: "accepted",
            acceptedBy: (body as { name: string }).name,
            acceptedAt: "2026-12-06T10:00:00.000Z",
          },
        },
      }),
    });
    await page.user.click(screen.getByRole("button", { name: "Accept proposal" }));
    expect(screen.getByText("Please type your name to accept")).toBeVisible();
    expect(page.api.callsTo(ACCEPT)).toEqual([]);
    await page.user.type(screen.getByLabelText("Your name"), "Maria Rossi");
    await page.user.click(screen.getByRole("button", { name: "Accept proposal" }));
    const note = await screen.findByText(/Accepted by Maria Rossi on 6 Dec 2026/);
    expect(note).toBeVisible();
    // The form is gone; the reader is taken to what the proposal is now (once it has been drawn).
    await waitFor(() => expect(note.parentElement).toHaveFocus());
    expect(page.api.callsTo(ACCEPT)[0]).toMatchObject({
      body: { name: "Maria Rossi" },
      csrfToken: expect.any(String),
    });
    expect(screen.queryByRole("button", { name: "Accept proposal" })).toBeNull();
  });

  it("says why an acceptance is refused in the server's words, and shows the state it is in", async () => {
    const oversold =
      "Only 30 bags of this lot remain, fewer than the 40 bags of this proposal, so it can no longer be accepted. Our sales team will be in touch.";
    const page = drawPage(VIEW, {
      [ACCEPT]: errorReply(409, "DUPLICATE_RESOURCE", oversold, { reason: "oversold" }),
      [`GET /api/proposals/${TOKEN}`]: { body: VIEW },
    });
    await page.user.type(screen.getByLabelText("Your name"), "Maria Rossi");
    await page.user.click(screen.getByRole("button", { name: "Accept proposal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(oversold);
    // Still open: the buyer may decline it.
    expect(screen.getByRole("button", { name: "Accept proposal" })).toBeEnabled();
  });

  it("declines after a second thought", async () => {
    const page = drawPage(VIEW, {
      [DECLINE]: {
        body: {
          ...VIEW,
          proposal: { ...PROPOSAL, status: "declined", declinedAt: "2026-12-06T10:00:00.000Z" },
        },
      },
    });
    await page.user.click(screen.getByRole("button", { name: "Decline" }));
    await page.user.click(screen.getByRole("button", { name: "Keep it open" }));
    expect(page.api.callsTo(DECLINE)).toEqual([]);
    await page.user.click(screen.getByRole("button", { name: "Decline" }));
    await page.user.click(screen.getByRole("button", { name: "Yes, decline" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "This proposal was declined. Reply to our email if you would like a new one.",
    );
    expect(screen.queryByRole("button", { name: "Accept proposal" })).toBeNull();
  });

  it("an expired proposal says so and offers nothing to press", () => {
    drawPage({ ...VIEW, proposal: { ...PROPOSAL, status: "expired" } });
    const article = screen.getByRole("article");
    expect(within(article).getByText("Expired")).toBeVisible();
    expect(within(article).getByRole("status")).toHaveTextContent(/has expired/);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
