import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import { SampleWizardDialog } from "./sample-wizard-dialog";

/** The catalog the wizard asks for (spec section 7). */
const CATALOG: Record<string, Answer> = {
  "GET /api/coffee/regions": { body: ["Guji", "Yirgacheffe"] },
  "GET /api/coffee/processing-methods/Commercial": { body: ["Natural", "Washed"] },
  "GET /api/coffee/processing-methods/Speciality": { body: ["Washed", "Honey"] },
  "GET /api/coffee/grades/Speciality": { body: [1, 2] },
  "GET /api/coffee/varieties/Guji/Speciality": { body: ["Hambela", "Shakiso"] },
};

function WizardOnTheHomePage() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request Samples
      </button>
      <SampleWizardDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function drawWizard() {
  const view = renderUi(<WizardOnTheHomePage />);
  const dialog = () => screen.getByRole("dialog", { name: "Request Coffee Samples" });
  const press = (name: string) => view.user.click(within(dialog()).getByRole("button", { name }));
  const type = (label: string, text: string) =>
    view.user.type(within(dialog()).getByLabelText(label), text);
  const step = () => within(dialog()).getByRole("heading", { level: 3 });
  /** Next checks the step before it moves on: wait for the step it moves to. */
  const next = async (title: string) => {
    await press("Next");
    await within(dialog()).findByRole("heading", { level: 3, name: title });
  };
  return { ...view, dialog, press, type, step, next };
}

type Wizard = ReturnType<typeof drawWizard>;

async function chooseCoffee({ user }: Wizard) {
  await chooseOption(user, "Coffee Category", "Specialty");
  await chooseOption(user, "Region", "Guji");
  await chooseOption(user, "Processing Method", "Honey");
  await chooseOption(user, "Grade", "Grade 2");
  await chooseOption(user, "Variety (optional)", "Hambela");
}

async function reachContactStep(wizard: Wizard) {
  await chooseCoffee(wizard);
  await wizard.next("Washing & Drying");
  await wizard.next("Contact Information");
}

async function reachLastStep(
  wizard: Wizard,
  { phone = "+46 812 345 6789", country = "Sweden" } = {},
) {
  await reachContactStep(wizard);
  await wizard.type("Company Name", "Nordic Roasters AB");
  await wizard.type("Contact Name", "Erik Lund");
  await wizard.type("Email", "erik@nordicroasters.example");
  await wizard.type("Job Title/Role", "Head roaster");
  if (phone) await wizard.type("Phone (optional)", phone);
  await wizard.next("Address & Sample Details");
  await wizard.type("Address Line 1", "Kungsgatan 5");
  await wizard.type("City", "Stockholm");
  await wizard.type("Postal Code", "111 43");
  await wizard.type("Country", country);
}

/**
 * The confirmation, once it takes presses: Radix lets pointer events through to the top layer
 * in an effect after it is drawn, which a loaded machine can leave for a moment.
 */
async function confirmation() {
  const confirm = await screen.findByRole("alertdialog", { name: "Confirm Submission" });
  await waitFor(() => expect(confirm).toHaveStyle({ pointerEvents: "auto" }));
  return confirm;
}

describe("the sample request wizard", () => {
  it("walks through its four steps with Next and Previous", async () => {
    stubApi(CATALOG);
    const wizard = drawWizard();
    const { dialog, press, step, next } = wizard;
    const progress = within(within(dialog()).getByRole("navigation", { name: /progress/ }));
    expect(progress.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1Coffee Selection",
      "2Washing & Drying",
      "3Contact Information",
      "4Address & Sample Details",
    ]);
    expect(within(dialog()).getByText("Step 1 of 4")).toBeVisible();
    expect(step()).toHaveTextContent("Coffee Selection");
    expect(within(dialog()).queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();

    await chooseCoffee(wizard);
    await next("Washing & Drying");
    expect(step()).toHaveFocus();
    expect(within(dialog()).getByText("Step 2 of 4")).toBeVisible();
    expect(progress.getAllByRole("listitem")[1]).toHaveAttribute("aria-current", "step");
    await next("Contact Information");
    await press("Previous");
    expect(step()).toHaveTextContent("Washing & Drying");
  });

  it("asks for category, region, processing and grade on the first step", async () => {
    stubApi(CATALOG);
    const { press, step } = drawWizard();
    await press("Next");
    expect(await screen.findByText("Coffee category is required")).toBeVisible();
    expect(screen.getByText("Region is required")).toBeVisible();
    expect(screen.getByText("Processing method is required")).toBeVisible();
    expect(screen.getByText("Grade is required")).toBeVisible();
    expect(step()).toHaveTextContent("Coffee Selection");
  });

  it("offers grades of the chosen category, and varieties once region and category are chosen", async () => {
    const api = stubApi(CATALOG);
    const { user } = drawWizard();
    expect(screen.getByRole("combobox", { name: "Grade" })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Variety (optional)" })).toBeDisabled();

    // The processing methods of both categories, merged without repeats.
    await user.click(screen.getByRole("combobox", { name: "Processing Method" }));
    const methods = await screen.findAllByRole("option");
    expect(methods.map((option) => option.textContent).sort()).toEqual([
      "Honey",
      "Natural",
      "Washed",
    ]);
    await user.keyboard("{Escape}");

    await chooseOption(user, "Coffee Category", "Specialty");
    expect(screen.getByRole("combobox", { name: "Variety (optional)" })).toBeDisabled();
    await user.click(screen.getByRole("combobox", { name: "Grade" }));
    const grades = await screen.findAllByRole("option");
    expect(grades.map((option) => option.textContent)).toEqual(["Grade 1", "Grade 2"]);
    await user.keyboard("{Escape}");
    expect(api.callsTo("GET /api/coffee/varieties/Guji/Speciality")).toEqual([]);

    await chooseOption(user, "Region", "Guji");
    await chooseOption(user, "Variety (optional)", "Shakiso");
    expect(api.callsTo("GET /api/coffee/varieties/Guji/Speciality")).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Variety (optional)" })).toHaveTextContent(
      "Shakiso",
    );
  });

  it("asks for company, contact name, email and role on the contact step", async () => {
    stubApi(CATALOG);
    const wizard = drawWizard();
    await reachContactStep(wizard);
    await wizard.type("Phone (optional)", "12");
    await wizard.press("Next");
    expect(await screen.findByText("Company name is required")).toBeVisible();
    expect(screen.getByText("Contact name is required")).toBeVisible();
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByText("Job title/role is required")).toBeVisible();
    expect(
      screen.getByText(
        "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Company Name")).toHaveFocus();
    expect(wizard.step()).toHaveTextContent("Contact Information");
  });

  it("asks for the address on the last step, 250g chosen by default", async () => {
    stubApi(CATALOG);
    const wizard = drawWizard();
    await reachLastStep(wizard);
    for (const label of ["Address Line 1", "City", "Postal Code", "Country"])
      await wizard.user.clear(screen.getByLabelText(label));
    await wizard.press("Submit");
    expect(await screen.findByText("Address line 1 is required")).toBeVisible();
    expect(screen.getByText("City is required")).toBeVisible();
    expect(screen.getByText("Postal code is required")).toBeVisible();
    expect(screen.getByText("Country is required")).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "250g" })).toBeChecked();
  });

  it("sends a sample abroad with no phone back to the contact step, the phone required and why", async () => {
    const api = stubApi(CATALOG);
    const wizard = drawWizard();
    await reachLastStep(wizard, { phone: "" });
    await wizard.press("Submit");
    await within(wizard.dialog()).findByRole("heading", { level: 3, name: "Contact Information" });
    const phone = screen.getByLabelText("Phone");
    expect(phone).toHaveAttribute("aria-required", "true");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining("Couriers need a phone number to deliver a sample outside Ethiopia."),
    );
    expect(
      screen.getByText(
        "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.callsTo("POST /api/sample-requests")).toEqual([]);

    await wizard.type("Phone", "+46 812 345 6789");
    await wizard.next("Address & Sample Details");
    await wizard.press("Submit");
    expect(await screen.findByRole("alertdialog", { name: "Confirm Submission" })).toBeVisible();
  });

  it("keeps the phone optional for a sample that stays in Ethiopia", async () => {
    stubApi(CATALOG);
    const wizard = drawWizard();
    await reachLastStep(wizard, { phone: "", country: "Ethiopia" });
    await wizard.press("Submit");
    expect(await screen.findByRole("alertdialog", { name: "Confirm Submission" })).toBeVisible();
  });

  it("asks for confirmation, on Enter too, and sends nothing on Cancel", async () => {
    const api = stubApi(CATALOG);
    const wizard = drawWizard();
    await reachLastStep(wizard);
    await wizard.user.type(screen.getByLabelText("Country"), "{Enter}");

    const confirm = await confirmation();
    expect(confirm).toHaveAccessibleDescription(
      "Are you sure you want to submit your request? We'll process it within 24 hours.",
    );
    await wizard.user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(wizard.step()).toHaveTextContent("Address & Sample Details");
    expect(api.callsTo("POST /api/sample-requests")).toEqual([]);
  });

  it("sends the request on Confirm Submit, says so, closes and starts afresh", async () => {
    const api = stubApi({
      ...CATALOG,
      "POST /api/sample-requests": {
        status: 201,
        body: { sampleRequest: { id: "S-4TQ2-8HJK" } },
      },
    });
    const wizard = drawWizard();
    await reachLastStep(wizard);
    await wizard.user.click(screen.getByRole("radio", { name: "500g" }));
    await wizard.press("Submit");
    const confirm = await confirmation();
    await wizard.user.click(within(confirm).getByRole("button", { name: "Confirm Submit" }));

    const shown = await findToast("Sample Request Submitted");
    expect(shown).toHaveTextContent("We'll process your request within 24 hours.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("POST /api/sample-requests")).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          coffeeCategory: "Speciality",
          coffeeRegion: "Guji",
          coffeeProcessing: "Honey",
          coffeeGrade: "Grade 2",
          coffeeVariety: "Hambela",
          companyName: "Nordic Roasters AB",
          contactName: "Erik Lund",
          email: "erik@nordicroasters.example",
          role: "Head roaster",
          addressLine1: "Kungsgatan 5",
          city: "Stockholm",
          postalCode: "111 43",
          country: "Sweden",
          sampleSize: "500g",
        }),
      }),
    ]);

    await wizard.user.click(screen.getByRole("button", { name: "Request Samples" }));
    expect(wizard.step()).toHaveTextContent("Coffee Selection");
    expect(screen.getByRole("combobox", { name: "Coffee Category" })).toHaveTextContent(
      "Select a category",
    );
  });

  it("keeps the answers and the step when the server fails", async () => {
    stubApi({
      ...CATALOG,
      "POST /api/sample-requests": errorReply(503, "DATABASE_ERROR", "Database unavailable"),
    });
    const wizard = drawWizard();
    await reachLastStep(wizard);
    await wizard.press("Submit");
    const confirm = await confirmation();
    await wizard.user.click(within(confirm).getByRole("button", { name: "Confirm Submit" }));

    const shown = await findToast("Error");
    expect(shown).toHaveTextContent("Failed to submit sample request. Please try again.");
    expect(wizard.step()).toHaveTextContent("Address & Sample Details");
    expect(screen.getByLabelText("City")).toHaveValue("Stockholm");
  });

  it("keeps what was typed through an accidental Escape, and forgets it on Cancel", async () => {
    stubApi(CATALOG);
    const wizard = drawWizard();
    await reachContactStep(wizard);
    await wizard.type("Company Name", "Nordic Roasters AB");
    await wizard.user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await wizard.user.click(screen.getByRole("button", { name: "Request Samples" }));
    expect(wizard.step()).toHaveTextContent("Contact Information");
    expect(screen.getByLabelText("Company Name")).toHaveValue("Nordic Roasters AB");

    await wizard.press("Cancel");
    await wizard.user.click(screen.getByRole("button", { name: "Request Samples" }));
    expect(wizard.step()).toHaveTextContent("Coffee Selection");
    expect(screen.getByRole("combobox", { name: "Region" })).toHaveTextContent("Select a region");
  });
});
