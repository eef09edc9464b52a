import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Offer } from "~common/contract/records";
import { buildOfferRecord } from "~common/testing/offer-record";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import { useEditor } from "../use-editor";
import OffersTab from "./offers-tab";

const HAMBELA = buildOfferRecord({ name: "Guji Hambela Natural G1" }, { id: 7 });

function OffersDesk() {
  return <OffersTab editor={useEditor<Offer>()} />;
}

/** The lots as the server keeps them: each write changes what the next read answers. */
function drawDesk(stored: Offer[], routes: Record<string, Answer> = {}) {
  let lots = stored;
  const api = stubApi({
    "GET /api/offers": () => ({ body: lots }),
    // The form's Photographs field reads the image library.
    "GET /api/media": { body: [] },
    // The lot's desk view reads what buyers said of its samples.
    "GET /api/offers/7/sample-feedback": { body: [] },
    "POST /api/offers": ({ body }) => {
      const created = { ...HAMBELA, ...(body as Partial<Offer>), id: 9 };
      lots = [created, ...lots];
      return { status: 201, body: created };
    },
    "PUT /api/offers/7": ({ body }) => {
      lots = lots.map((lot) => (lot.id === 7 ? { ...lot, ...(body as Partial<Offer>) } : lot));
      return { body: lots.find((lot) => lot.id === 7) };
    },
    "DELETE /api/offers/7": () => {
      lots = lots.filter((lot) => lot.id !== 7);
      return { body: { success: true } };
    },
    ...routes,
  });
  return { ...renderUi(<OffersDesk />, { path: "/admin" }), api };
}

const newOffer = () => within(screen.getByRole("form", { name: "New offer" }));

async function describeLot({ user }: ReturnType<typeof drawDesk>) {
  const form = newOffer();
  await user.type(form.getByLabelText("Name"), "Sidamo Bensa Washed G1");
  await chooseOption(user, "Region", "Sidamo");
  await chooseOption(user, "Processing", "Washed");
  await user.type(form.getByLabelText("Flavor notes"), "Bergamot{Enter}");
  await user.clear(form.getByLabelText("Lot size (bags)"));
  await user.type(form.getByLabelText("Lot size (bags)"), "80");
  await user.clear(form.getByLabelText("Price per lb (USD)"));
  await user.type(form.getByLabelText("Price per lb (USD)"), "4.25");
  await user.type(form.getByLabelText("Description"), "Floral and bright.");
  // An In Stock lot is in a warehouse now (decision 061).
  await user.type(form.getByLabelText("Warehouse location"), "Addis Ababa");
}

const create = (desk: ReturnType<typeof drawDesk>) =>
  desk.user.click(screen.getByRole("button", { name: "Create Offer" }));

describe("the admin's offers", () => {
  it("start a new lot from the spec's defaults", async () => {
    drawDesk([]);
    const form = newOffer();
    expect(form.getByLabelText("Cup score")).toHaveValue(80);
    expect(form.getByLabelText("Lot size (bags)")).toHaveValue(0);
    expect(form.getByLabelText("Price per lb (USD)")).toHaveValue(0);
    expect(form.getByRole("combobox", { name: "Availability" })).toHaveTextContent("In Stock");
    expect(form.getByRole("checkbox", { name: "Sample available" })).toBeChecked();
    expect(
      await screen.findByText("No offers yet. Add the first lot with the form."),
    ).toBeVisible();
  });

  it("offer the spec's regions and processing methods", async () => {
    const desk = drawDesk([]);
    await desk.user.click(newOffer().getByRole("combobox", { name: "Region" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Benchi Maji",
      "Guji",
      "Jimma/Limmu",
      "Sidamo",
      "Nekemt",
      "Yirgacheffe",
    ]);
    await desk.user.keyboard("{Escape}");
    await desk.user.click(newOffer().getByRole("combobox", { name: "Processing" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Natural",
      "Washed",
      "Honey",
      "Anaerobic",
    ]);
  });

  it("say what a lot lacks, and save nothing", async () => {
    const desk = drawDesk([]);
    await create(desk);
    expect(await screen.findByText("Name is required")).toBeVisible();
    for (const message of [
      "Region is required",
      "Processing is required",
      "Please add at least one flavor note",
      "Lot size must be at least 1",
      "Description is required",
    ])
      expect(screen.getByText(message)).toBeVisible();
    expect(desk.api.callsTo("POST /api/offers")).toEqual([]);
  });

  it("hold the cup score between 80 and 100", async () => {
    const desk = drawDesk([]);
    const cupScore = newOffer().getByLabelText("Cup score");
    await desk.user.clear(cupScore);
    await desk.user.type(cupScore, "79.5");
    await create(desk);
    expect(await screen.findByText("Cup score must be at least 80")).toBeVisible();
    await desk.user.clear(cupScore);
    await desk.user.type(cupScore, "100.25");
    expect(await screen.findByText("Cup score must be at most 100")).toBeVisible();
  });

  it("take flavor notes as tags, trimmed, each once, and let one be removed", async () => {
    const desk = drawDesk([]);
    const notes = newOffer().getByLabelText("Flavor notes");
    await desk.user.type(notes, "  Jasmine {Enter}");
    await desk.user.type(notes, "Peach");
    await desk.user.click(screen.getByRole("button", { name: "Add flavor note" }));
    await desk.user.type(notes, "Jasmine{Enter}");
    const added = within(screen.getByRole("list", { name: "Tasting notes added" }));
    expect(added.getAllByRole("listitem").map((note) => note.textContent)).toEqual([
      "Jasmine",
      "Peach",
    ]);
    await desk.user.click(added.getByRole("button", { name: "Remove Jasmine" }));
    expect(added.getAllByRole("listitem").map((note) => note.textContent)).toEqual(["Peach"]);
  });

  it("create a lot, say so and list it", async () => {
    const desk = drawDesk([HAMBELA]);
    await describeLot(desk);
    await create(desk);

    await findToast("Coffee offer created successfully");
    expect(desk.api.callsTo("POST /api/offers")[0]?.body).toMatchObject({
      name: "Sidamo Bensa Washed G1",
      region: "Sidamo",
      processing: "Washed",
      flavorProfile: ["Bergamot"],
      cupScore: 80,
      lotSize: 80,
      pricePerLbs: 4.25,
      availability: "in-stock",
      warehouseLocation: "Addis Ababa",
      sampleAvailable: true,
      description: "Floral and bright.",
    });
    expect(await screen.findByRole("heading", { name: "Current Offers (2)" })).toBeVisible();
    expect(newOffer().getByLabelText("Name")).toHaveValue("");
  });

  it("edit a lot in the form and update it", async () => {
    const desk = drawDesk([HAMBELA]);
    await desk.user.click(
      await screen.findByRole("button", { name: "Edit Guji Hambela Natural G1" }),
    );
    const form = within(screen.getByRole("form", { name: "Edit offer" }));
    const name = form.getByLabelText("Name");
    expect(name).toHaveValue("Guji Hambela Natural G1");
    await desk.user.clear(name);
    await desk.user.type(name, "Guji Hambela Natural G1 Top Lot");
    await desk.user.click(form.getByRole("button", { name: "Update Offer" }));

    await findToast("Coffee offer updated successfully");
    expect(desk.api.callsTo("PUT /api/offers/7")[0]?.body).toMatchObject({
      name: "Guji Hambela Natural G1 Top Lot",
      region: "Guji",
      flavorProfile: HAMBELA.flavorProfile,
    });
    expect(
      await screen.findByRole("heading", { level: 3, name: "Guji Hambela Natural G1 Top Lot" }),
    ).toBeVisible();
    expect(screen.getByRole("form", { name: "New offer" })).toBeVisible();
  });

  it("delete a lot once the question is answered", async () => {
    const desk = drawDesk([HAMBELA]);
    await desk.user.click(
      await screen.findByRole("button", { name: "Delete Guji Hambela Natural G1" }),
    );
    const question = screen.getByRole("alertdialog", { name: "Delete coffee offer" });
    expect(question).toHaveAccessibleDescription(
      "Are you sure you want to delete this coffee offer? This action cannot be undone.",
    );
    await desk.user.click(within(question).getByRole("button", { name: "Delete" }));
    await findToast("Coffee offer deleted successfully");
    expect(await screen.findByRole("heading", { name: "Current Offers (0)" })).toBeVisible();
  });

  it("give the server's words when a save fails", async () => {
    const desk = drawDesk([], {
      "POST /api/offers": errorReply(400, "VALIDATION_ERROR", "A lot of that name exists"),
    });
    await describeLot(desk);
    await create(desk);
    expect(await findToast("Error")).toHaveTextContent("A lot of that name exists");
    expect(newOffer().getByLabelText("Name")).toHaveValue("Sidamo Bensa Washed G1");
  });

  it("show what buyers said of the edited lot's samples, newest first, with the quotes they asked for", async () => {
    const desk = drawDesk([HAMBELA], {
      "GET /api/offers/7/sample-feedback": {
        body: [
          {
            sampleId: "S-4TQ2-8HJK",
            companyName: "Nordic Roasters AB",
            contactName: "Erik Lund",
            country: "Sweden",
            cupScore: 87.5,
            notes: "Blueberry and jasmine.",
            wantsQuote: true,
            quoteRequestId: "Q-7K3M-9P2X",
            createdAt: "2026-12-06T10:00:00.000Z",
          },
          {
            sampleId: "S-9ABC-DEFG",
            companyName: "Torrefazione Rossi",
            contactName: "Maria Rossi",
            country: "Italy",
            cupScore: 85,
            notes: null,
            wantsQuote: false,
            quoteRequestId: null,
            createdAt: "2026-12-01T10:00:00.000Z",
          },
        ],
      },
    });
    expect(screen.queryByRole("region", { name: "Sample feedback" })).toBeNull();
    await desk.user.click(
      await screen.findByRole("button", { name: "Edit Guji Hambela Natural G1" }),
    );
    const feedback = within(await screen.findByRole("region", { name: "Sample feedback" }));
    expect(await feedback.findByText(/2 answers, average cup score/)).toHaveTextContent("86.25");
    const [first, second] = feedback.getAllByRole("listitem");
    expect(first).toHaveTextContent("Nordic Roasters AB (Sweden)");
    expect(within(first!).getByText("Wants a quote: Q-7K3M-9P2X")).toBeVisible();
    expect(within(first!).getByText("Blueberry and jasmine.")).toBeVisible();
    expect(second).toHaveTextContent("Torrefazione Rossi (Italy)cup score 85");
    expect(within(second!).queryByText(/Wants a quote/)).toBeNull();
  });
});
