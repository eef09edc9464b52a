import { screen, within } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { buildOfferRecord } from "~common/testing/offer-record";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import { CollectionSampleDialog } from "./collection-sample-dialog";
import { OfferSampleDialog } from "./offer-sample-dialog";

const HAMBELA = buildOfferRecord(
  { name: "Guji Hambela Natural G1", region: "Guji", variety: "Heirloom", grade: "Grade 1" },
  { id: 7 },
);

/** A page's Request Sample button and the dialog it opens. */
function SampleButton({ dialog }: { dialog: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request Sample
      </button>
      {dialog(open, () => setOpen(false))}
    </>
  );
}

function drawOfferSample(routes: Record<string, Answer> = {}) {
  const api = stubApi(routes);
  const view = renderUi(
    <SampleButton
      dialog={(open, close) => (
        <OfferSampleDialog offer={HAMBELA} open={open} onOpenChange={(next) => next || close()} />
      )}
    />,
    { path: "/offers" },
  );
  const open = () => view.user.click(screen.getByRole("button", { name: "Request Sample" }));
  const type = (label: string, text: string) =>
    view.user.type(within(screen.getByRole("dialog")).getByLabelText(label), text);
  return { ...view, api, open, type };
}

type Sample = ReturnType<typeof drawOfferSample>;

async function fillRequest({ type }: Sample) {
  await type("Company Name", "Nordic Roasters AB");
  await type("Contact Name", "Erik Lund");
  await type("Email", "erik@nordicroasters.example");
  await type("Job Title/Role", "Head roaster");
  await type("Phone (optional)", "+46 812 345 6789");
  await type("Address Line 1", "Kungsgatan 5");
  await type("City", "Stockholm");
  await type("Postal Code", "111 43");
  await type("Country", "Sweden");
}

const submit = (sample: Sample) =>
  sample.user.click(screen.getByRole("button", { name: "Submit Sample Request" }));

describe("the single-offer sample dialog", () => {
  it("shows the selected coffee, with 250g chosen", async () => {
    const sample = drawOfferSample();
    await sample.open();
    const dialog = screen.getByRole("dialog", { name: "Request a Sample" });
    const coffee = within(within(dialog).getByRole("region", { name: "Selected Coffee" }));
    expect(coffee.getByText("Guji Hambela Natural G1")).toBeVisible();
    expect(coffee.getByText("Guji")).toBeVisible();
    expect(coffee.getByText("Heirloom")).toBeVisible();
    expect(coffee.getByText("Natural")).toBeVisible();
    expect(coffee.getByText("Grade 1")).toBeVisible();
    expect(coffee.getByText("Specialty")).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: "250g" })).toBeChecked();
  });

  it("asks for the contact and the address, and sends nothing", async () => {
    const sample = drawOfferSample();
    await sample.open();
    await sample.type("Phone (optional)", "555");
    await submit(sample);
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByText("Company name is required")).toBeVisible();
    for (const message of [
      "Contact name is required",
      "Please enter a valid email address",
      "Job title/role is required",
      "Address line 1 is required",
      "City is required",
      "Postal code is required",
      "Country is required",
      "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567",
    ])
      expect(within(dialog).getByText(message)).toBeVisible();
    expect(sample.api.calls).toEqual([]);
  });

  it("marks the phone required once the country is abroad, and refuses it blank", async () => {
    const sample = drawOfferSample();
    await sample.open();
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByLabelText("Phone (optional)")).not.toHaveAttribute("aria-required");
    await sample.type("Country", "Ethiopia");
    expect(dialog.getByLabelText("Phone (optional)")).not.toHaveAttribute("aria-required");
    await sample.user.clear(dialog.getByLabelText("Country"));
    await sample.type("Country", "Kenya");
    const phone = dialog.getByLabelText("Phone");
    expect(phone).toHaveAttribute("aria-required", "true");
    expect(phone).toHaveAccessibleDescription(
      "Couriers need a phone number to deliver a sample outside Ethiopia.",
    );
    await submit(sample);
    expect(
      await dialog.findByText(
        "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567",
      ),
    ).toBeVisible();
    expect(sample.api.calls).toEqual([]);
  });

  it("books the sample of the lot, naming size, coffee and reference", async () => {
    const sample = drawOfferSample({
      "POST /api/sample-requests": { status: 201, body: { sampleRequest: { id: "S-4TQ2-8HJK" } } },
    });
    await sample.open();
    await fillRequest(sample);
    await sample.user.click(screen.getByRole("radio", { name: "100g" }));
    await submit(sample);

    expect(await findToast("Sample Request Submitted Successfully!")).toHaveTextContent(
      "Your 100g sample of Guji Hambela Natural G1 is booked under reference S-4TQ2-8HJK. We ship samples within 24-48 hours.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sample.api.callsTo("POST /api/sample-requests")[0]?.body).toMatchObject({
      companyName: "Nordic Roasters AB",
      contactName: "Erik Lund",
      coffeeCategory: "Speciality",
      coffeeRegion: "Guji",
      coffeeVariety: "Heirloom",
      coffeeProcessing: "Natural",
      coffeeGrade: "Grade 1",
      sampleSize: "100g",
      offerId: 7,
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const sample = drawOfferSample({
      "POST /api/sample-requests": errorReply(
        409,
        "DUPLICATE_RESOURCE",
        "Samples of this lot are gone.",
      ),
    });
    await sample.open();
    await fillRequest(sample);
    await submit(sample);
    expect(await findToast("Sample Request Failed")).toHaveTextContent(
      "Samples of this lot are gone.",
    );
    expect(screen.getByRole("dialog", { name: "Request a Sample" })).toBeVisible();
  });

  it("keeps what was typed as a draft when closed, and forgets it once sent", async () => {
    const sample = drawOfferSample({
      "POST /api/sample-requests": { status: 201, body: { sampleRequest: { id: "S-4TQ2-8HJK" } } },
    });
    await sample.open();
    await sample.type("Company Name", "Nordic Roasters AB");
    await sample.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await sample.open();
    expect(screen.getByLabelText("Company Name")).toHaveValue("Nordic Roasters AB");
    await sample.user.clear(screen.getByLabelText("Company Name"));
    await fillRequest(sample);
    await submit(sample);
    await findToast("Sample Request Submitted Successfully!");
    await sample.open();
    expect(screen.getByLabelText("Company Name")).toHaveValue("");
  });
});

describe("the collections' sample dialog", () => {
  it("is titled by the page's category and names the coffee of the card", async () => {
    stubApi();
    const { user } = renderUi(
      <SampleButton
        dialog={(open, close) => (
          <CollectionSampleDialog
            coffee={{
              id: 12,
              region: "Yirgacheffe",
              variety: "Kurume",
              processingMethod: "Washed",
              grade: 1,
              category: "Speciality",
            }}
            open={open}
            onOpenChange={(next) => next || close()}
          />
        )}
      />,
      { path: "/specialty" },
    );
    await user.click(screen.getByRole("button", { name: "Request Sample" }));
    const dialog = screen.getByRole("dialog", { name: "Request a Specialty Sample" });
    expect(dialog).toHaveAccessibleDescription(
      "Green samples leave our Addis Ababa lab within 24-48 hours.",
    );
    expect(
      within(within(dialog).getByRole("region", { name: "Selected Coffee" })).getByText(
        "Yirgacheffe Kurume Washed Grade 1",
      ),
    ).toBeVisible();
  });
});
