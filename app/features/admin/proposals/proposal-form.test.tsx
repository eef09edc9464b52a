import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Proposal } from "~common/contract/proposals";
import { buildQuoteRequestRecord } from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import { ProposalsSection } from "./proposals-section";

const REQUEST = buildQuoteRequestRecord({
  id: "Q-7K3M-9P2X",
  coffeeName: "Guji Hambela Natural G1",
  company: "Torrefazione Rossi",
  email: "maria@torrefazione.example",
  quantity: 2,
  quantityUnit: "containers",
});
const LIST = `GET /api/quote-requests/${REQUEST.id}/proposals`;
const WRITE = `POST /api/quote-requests/${REQUEST.id}/proposals`;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function proposalOf(body: Record<string, unknown>, id = "P-4TQ8-ZX2M"): Proposal {
  return {
    id,
    requestId: REQUEST.id,
    pricePerLb: Number(body.pricePerLb),
    priceBasis: body.priceBasis as Proposal["priceBasis"],
    basisPlace: (body.basisPlace as string | null) ?? null,
    quantityBags: Number(body.quantityBags),
    shipmentPeriod: String(body.shipmentPeriod),
    paymentTerms: String(body.paymentTerms),
    validUntil: String(body.validUntil),
    message: (body.message as string | null) ?? null,
    status: "open",
    acceptedBy: null,
    acceptedAt: null,
    declinedAt: null,
    createdAt: "2026-12-06T09:00:00.000Z",
  };
}

function drawSection(routes: Record<string, Answer> = {}) {
  let stored: Proposal[] = [];
  const api = stubApi({
    [LIST]: () => ({ body: stored }),
    [WRITE]: ({ body }) => {
      const created = proposalOf(body as Record<string, unknown>);
      stored = [...stored, created];
      return { status: 201, body: created };
    },
    "GET /api/quote-requests": { body: [REQUEST] },
    ...routes,
  });
  return { ...renderUi(<ProposalsSection request={REQUEST} />, { path: "/admin" }), api };
}

const dialog = () => within(screen.getByRole("dialog", { name: /Write proposal for Q-7K3M-9P2X/ }));

async function openForm(desk: ReturnType<typeof drawSection>) {
  expect(await screen.findByText("No proposal yet.")).toBeVisible();
  await desk.user.click(screen.getByRole("button", { name: "Write proposal" }));
  return dialog();
}

async function fillTerms(desk: ReturnType<typeof drawSection>) {
  const form = dialog();
  await desk.user.type(form.getByLabelText("Price per lb (USD)"), "4.85");
  await desk.user.type(form.getByLabelText("Shipment period"), "March 2027");
  await desk.user.type(form.getByLabelText("Payment terms"), "CAD, 30 days");
}

describe("the proposal form", () => {
  it("is a titled dialog with labelled fields, the request's quantity in bags and two weeks' validity", async () => {
    const desk = drawSection();
    const form = await openForm(desk);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      "Guji Hambela Natural G1 for Torrefazione Rossi: they asked for 640 bags.",
    );
    expect(form.getByLabelText("Quantity (bags)")).toHaveValue(640);
    expect(form.getByLabelText("Valid until")).toHaveValue(inDays(14));
    expect(form.getByRole("combobox", { name: "Price basis" })).toHaveTextContent("FOB Djibouti");
    // FOB names its place: no warehouse or destination to ask for.
    expect(form.queryByLabelText("Warehouse")).toBeNull();
    expect(form.getByLabelText("Message")).toBeInTheDocument();
  });

  it("shows the price per kg beside the price per lb as it is typed", async () => {
    const desk = drawSection();
    const form = await openForm(desk);
    expect(form.getByText("— /kg")).toBeVisible();
    await desk.user.type(form.getByLabelText("Price per lb (USD)"), "6.30");
    expect(form.getByText("$13.89/kg")).toBeVisible();
  });

  it("shows each field's message and sends nothing while the form is wrong", async () => {
    const desk = drawSection();
    const form = await openForm(desk);
    await desk.user.clear(form.getByLabelText("Quantity (bags)"));
    await desk.user.clear(form.getByLabelText("Valid until"));
    await chooseOption(desk.user, "Price basis", "Landed");
    await desk.user.click(form.getByRole("button", { name: "Send proposal" }));
    for (const message of [
      "Price is required",
      "Quantity is required",
      "Shipment period is required",
      "Payment terms is required",
      "Valid until is required",
    ])
      expect(await form.findByText(message)).toBeVisible();
    // The rule across fields speaks once the fields themselves are right.
    await fillTerms(desk);
    await desk.user.type(form.getByLabelText("Quantity (bags)"), "300");
    await desk.user.type(form.getByLabelText("Valid until"), inDays(3));
    await desk.user.click(form.getByRole("button", { name: "Send proposal" }));
    expect(await form.findByText("Name the destination of a landed price")).toBeVisible();
    expect(form.getByLabelText("Destination")).toHaveAttribute("aria-invalid", "true");
    expect(desk.api.callsTo(WRITE)).toEqual([]);
  });

  it("sends the proposal, says so, and lists it as open", async () => {
    const desk = drawSection();
    const form = await openForm(desk);
    await fillTerms(desk);
    await chooseOption(desk.user, "Price basis", "Ex-warehouse");
    await desk.user.type(form.getByLabelText("Warehouse"), "Antwerp");
    await desk.user.type(form.getByLabelText("Message"), "Cupped at 87.");
    await desk.user.click(form.getByRole("button", { name: "Send proposal" }));
    expect(await findToast("Proposal sent")).toHaveTextContent(
      "Proposal P-4TQ8-ZX2M is on its way to maria@torrefazione.example.",
    );
    expect(desk.api.callsTo(WRITE).map((call) => call.body)).toEqual([
      {
        pricePerLb: 4.85,
        priceBasis: "ex-warehouse",
        basisPlace: "Antwerp",
        quantityBags: 640,
        shipmentPeriod: "March 2027",
        paymentTerms: "CAD, 30 days",
        validUntil: inDays(14),
        message: "Cupped at 87.",
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    const item = await screen.findByRole("listitem", { name: "Proposal P-4TQ8-ZX2M" });
    expect(item).toHaveTextContent("Open");
    expect(item).toHaveTextContent("640 bags at $4.85/lb ($10.69/kg) Ex-warehouse Antwerp");
  });

  it("puts the server's refusal on its field: more bags than the lot has", async () => {
    const message = "640 bags is more than the 120 bags remaining of this lot";
    const desk = drawSection({
      [WRITE]: errorReply(400, "VALIDATION_ERROR", message, {
        fields: [{ field: "quantityBags", message }],
      }),
    });
    const form = await openForm(desk);
    await fillTerms(desk);
    await desk.user.click(form.getByRole("button", { name: "Send proposal" }));
    expect(await form.findByText(message)).toBeVisible();
    expect(form.getByLabelText("Quantity (bags)")).toHaveAttribute("aria-invalid", "true");
    expect(await findToast("Error")).toBeVisible();
    expect(screen.getByRole("dialog")).toBeVisible();
  });
});
