import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Offer } from "~common/contract/records";
import { buildOfferRecord } from "~common/testing/offer-record";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import QuoteRequestDialog from "./quote-request-dialog";

const HAMBELA = buildOfferRecord({ name: "Guji Hambela Natural G1", region: "Guji" }, { id: 7 });
const KOCHERE = buildOfferRecord(
  { name: "Yirgacheffe Kochere Washed G1", region: "Yirgacheffe", processing: "Washed" },
  { id: 8 },
);

/** A lot's card: its Request Quote button opens the dialog for that lot. */
function LotsWithQuotes({ lots }: { lots: Offer[] }) {
  const [quoted, setQuoted] = useState<Offer | null>(null);
  return (
    <>
      {lots.map((lot) => (
        <button key={lot.id} type="button" onClick={() => setQuoted(lot)}>
          Request Quote for {lot.name}
        </button>
      ))}
      {quoted ? (
        <QuoteRequestDialog
          offer={quoted}
          open
          onOpenChange={(open) => (open ? undefined : setQuoted(null))}
        />
      ) : null}
    </>
  );
}

function drawLots(routes: Record<string, Answer> = {}, lots = [HAMBELA, KOCHERE]) {
  const api = stubApi(routes);
  const view = renderUi(<LotsWithQuotes lots={lots} />, { path: "/offers" });
  const openQuote = (lot: Offer) =>
    view.user.click(screen.getByRole("button", { name: `Request Quote for ${lot.name}` }));
  const dialog = () => screen.getByRole("dialog");
  const type = (label: string, text: string) =>
    view.user.type(within(dialog()).getByLabelText(label), text);
  const press = (name: string) => view.user.click(within(dialog()).getByRole("button", { name }));
  return { ...view, api, openQuote, dialog, type, press };
}

type Lots = ReturnType<typeof drawLots>;

async function fillContact({ type }: Lots) {
  await type("First name", "Maria");
  await type("Last name", "Rossi");
  await type("Email", "maria@torrefazione.example");
  await type("Company", "Torrefazione Rossi");
  await type("Job title/role", "Green coffee buyer");
  await type("Address line 1", "Via Roma 1");
  await type("City", "Florence");
  await type("Postal code", "50123");
  await type("Country", "Italy");
}

async function toCoffeeStep(lots: Lots) {
  await lots.press("Next");
  await screen.findByRole("dialog", { name: "Coffee Specifications" });
}

describe("the quote request dialog", () => {
  it("opens on the contact step, naming the lot, and asks for what it needs before Next", async () => {
    const lots = drawLots();
    await lots.openQuote(HAMBELA);
    const dialog = screen.getByRole("dialog", { name: "Request Quote" });
    expect(dialog).toHaveAccessibleDescription("Step 1 of 2");
    expect(within(dialog).getByText("Guji Hambela Natural G1")).toBeVisible();
    expect(within(dialog).getByLabelText("First name")).toHaveFocus();

    await lots.press("Next");
    expect(await within(dialog).findByText("First name is required")).toBeVisible();
    expect(within(dialog).getByText("Last name is required")).toBeVisible();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeVisible();
    expect(within(dialog).getByText("Company is required")).toBeVisible();
    expect(within(dialog).getByText("Country is required")).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Request Quote" })).toBeVisible();
  });

  it("fills the coffee step from the lot: name, region with Ethiopia, grade and processing", async () => {
    const lots = drawLots();
    await lots.openQuote(HAMBELA);
    await fillContact(lots);
    await toCoffeeStep(lots);
    const dialog = lots.dialog();
    expect(dialog).toHaveAccessibleDescription("Step 2 of 2");
    expect(within(dialog).getByLabelText("Coffee")).toHaveValue("Guji Hambela Natural G1");
    expect(within(dialog).getByLabelText("Coffee")).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Region")).toHaveValue("Guji, Ethiopia");
    // The lot fixes its grade and processing; the quantity starts at its minimum order.
    expect(within(dialog).getByLabelText("Grade")).toHaveValue("Grade 1");
    expect(within(dialog).getByLabelText("Grade")).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Processing")).toHaveValue("Natural (Sun-dried)");
    expect(within(dialog).getByLabelText("Processing")).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Quantity")).toHaveValue(10);
    expect(within(dialog).getByRole("combobox", { name: "Unit" })).toHaveTextContent("bags (60kg)");
    const terms = within(within(dialog).getByRole("group", { name: "Terms of this lot" }));
    expect(terms.getByText("Minimum order").nextSibling).toHaveTextContent("10 bags");
    expect(terms.getByText("Bags remaining").nextSibling).toHaveTextContent("100 bags");
    expect(within(dialog).getByLabelText("Coffee")).toHaveFocus();

    await lots.press("Back");
    expect(await screen.findByRole("dialog", { name: "Request Quote" })).toBeVisible();
    expect(within(lots.dialog()).getByLabelText("City")).toHaveValue("Florence");
  });

  it("sends the quote, says so with the reference and the address, and closes", async () => {
    const lots = drawLots({
      "POST /api/quote-requests": { status: 201, body: { quoteRequest: { id: "Q-7K3M-9P2X" } } },
    });
    await lots.openQuote(HAMBELA);
    await fillContact(lots);
    await toCoffeeStep(lots);
    const quantity = within(lots.dialog()).getByLabelText("Quantity");
    await lots.user.clear(quantity);
    await lots.user.type(quantity, "20");
    await lots.press("Submit");

    const shown = await findToast("Quote Request Submitted Successfully!");
    expect(shown).toHaveTextContent(
      "Thank you for your interest in Guji Hambela Natural G1. Reference ID: Q-7K3M-9P2X. We will send a detailed quote to maria@torrefazione.example within 24 hours.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(lots.api.callsTo("POST /api/quote-requests")[0]?.body).toMatchObject({
      firstName: "Maria",
      lastName: "Rossi",
      email: "maria@torrefazione.example",
      company: "Torrefazione Rossi",
      role: "Green coffee buyer",
      addressLine1: "Via Roma 1",
      city: "Florence",
      postalCode: "50123",
      country: "Italy",
      coffeeName: "Guji Hambela Natural G1",
      region: "Guji, Ethiopia",
      grade: "Grade 1",
      processing: "Natural",
      quantity: 20,
      quantityUnit: "bags",
      offerId: 7,
    });

    // The draft went with the request: the next quote starts empty.
    await lots.openQuote(KOCHERE);
    expect(within(lots.dialog()).getByLabelText("First name")).toHaveValue("");
  });

  it("refuses more than the bags remaining of the lot, in the server's words, and sends nothing", async () => {
    const lots = drawLots();
    await lots.openQuote(HAMBELA);
    await fillContact(lots);
    await toCoffeeStep(lots);
    const quantity = within(lots.dialog()).getByLabelText("Quantity");
    await lots.user.clear(quantity);
    await lots.user.type(quantity, "1");
    await chooseOption(lots.user, "Unit", "containers (320 bags)");
    await lots.press("Submit");

    expect(
      await within(lots.dialog()).findByText(
        "1 container (320 bags) is more than the 100 bags remaining of this lot",
      ),
    ).toBeVisible();
    expect(lots.api.callsTo("POST /api/quote-requests")).toEqual([]);
  });

  it("returns to the contact step when Submit finds a field there missing", async () => {
    const lots = drawLots();
    await lots.openQuote(HAMBELA);
    await lots.type("First name", "Maria");
    await lots.type("Last name", "Rossi");
    await lots.type("Email", "maria@torrefazione.example");
    await lots.type("Company", "Torrefazione Rossi");
    await lots.type("Country", "Italy");
    await toCoffeeStep(lots);
    await lots.press("Submit");

    const dialog = await screen.findByRole("dialog", { name: "Request Quote" });
    expect(within(dialog).getByText("Job title/role is required")).toBeVisible();
    expect(within(dialog).getByText("Address line 1 is required")).toBeVisible();
    expect(within(dialog).getByLabelText("Job title/role")).toHaveFocus();
    expect(lots.api.callsTo("POST /api/quote-requests")).toEqual([]);
  });

  it("keeps the dialog and what was typed when the server refuses, in its words", async () => {
    const lots = drawLots({
      "POST /api/quote-requests": errorReply(
        409,
        "DUPLICATE_RESOURCE",
        "This lot has just sold out.",
      ),
    });
    await lots.openQuote(HAMBELA);
    await fillContact(lots);
    await toCoffeeStep(lots);
    await lots.press("Submit");

    expect(await findToast("Quote Request Failed")).toHaveTextContent(
      "This lot has just sold out.",
    );
    expect(screen.getByRole("dialog", { name: "Coffee Specifications" })).toBeVisible();
  });

  it("keeps the buyer's details as a draft for the next lot, with that lot's coffee", async () => {
    const lots = drawLots();
    await lots.openQuote(HAMBELA);
    await fillContact(lots);
    await lots.press("Cancel");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await lots.openQuote(KOCHERE);
    const dialog = lots.dialog();
    expect(within(dialog).getByLabelText("Company")).toHaveValue("Torrefazione Rossi");
    expect(within(dialog).getByLabelText("Country")).toHaveValue("Italy");
    expect(within(dialog).getByText("Yirgacheffe Kochere Washed G1")).toBeVisible();
    await toCoffeeStep(lots);
    expect(within(lots.dialog()).getByLabelText("Region")).toHaveValue("Yirgacheffe, Ethiopia");
    expect(within(lots.dialog()).getByLabelText("Processing")).toHaveValue("Washed (Wet Process)");
  });
});
