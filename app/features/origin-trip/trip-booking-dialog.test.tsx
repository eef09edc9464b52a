import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { errorReply, stubApi } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import { TripBookingDialog } from "./trip-booking-dialog";

function BookingOnThePage() {
  const [open, setOpen] = useState(true);
  return (
    <TripBookingDialog
      open={open}
      onOpenChange={setOpen}
      description="Ethiopia Origin Trip 2026 · December 08 to 13"
    />
  );
}

function drawBooking() {
  const view = renderUi(<BookingOnThePage />);
  const dialog = screen.getByRole("dialog", { name: "Book Your Origin Trip" });
  const press = (name: string) => view.user.click(within(dialog).getByRole("button", { name }));
  const field = (label: string) => within(dialog).getByLabelText(label);
  // The step's own heading comes first; the review has a heading per section below it.
  const stepHeading = () => within(dialog).getAllByRole("heading", { level: 3 })[0];
  /** Next checks the step before it moves on: wait for the step it moves to. */
  const next = async (title: string) => {
    await press("Next");
    await within(dialog).findByRole("heading", { level: 3, name: title });
  };
  return { ...view, dialog, press, field, stepHeading, next };
}

async function fillDetails(booking: ReturnType<typeof drawBooking>) {
  const { user, next, field } = booking;
  await user.click(screen.getByRole("checkbox", { name: "Harvest Tour" }));
  await user.click(screen.getByRole("checkbox", { name: "Quality Lab" }));
  await next("Your Details");
  await user.type(field("Full Name"), "Kenji Sato");
  await user.type(field("Email"), "kenji@kissaten.example");
  await user.type(field("Job Title/Role"), "Owner");
  await user.type(field("Company (optional)"), "Kissaten Sato");
  await chooseOption(user, "Coffee Experience Level (optional)", /Roaster/);
  const groupSize = screen.getByRole("spinbutton", { name: "Group Size" });
  await user.clear(groupSize);
  await user.type(groupSize, "2");
  await next("Review Your Request");
}

describe("the origin trip booking dialog", () => {
  it("is a titled dialog that shows its three steps and starts at the experiences", () => {
    stubApi();
    const { dialog, stepHeading } = drawBooking();
    expect(dialog).toHaveAccessibleDescription("Ethiopia Origin Trip 2026 · December 08 to 13");
    const steps = within(within(dialog).getByRole("list", { name: "Booking steps" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      "1Step 1: Experiences",
      "2Step 2: Your Details",
      "3Step 3: Review",
    ]);
    expect(steps[0]).toHaveAttribute("aria-current", "step");
    expect(stepHeading()).toHaveTextContent("Choose Your Experiences");
  });

  it("asks for an experience before it moves on", async () => {
    stubApi();
    const { press, stepHeading } = drawBooking();
    await press("Next");
    expect(await screen.findByText("Please select at least one experience")).toBeVisible();
    expect(stepHeading()).toHaveTextContent("Choose Your Experiences");
  });

  it("asks for the name, a valid email and the role on the details step", async () => {
    stubApi();
    const booking = drawBooking();
    const { user, press, next, field, stepHeading } = booking;
    await user.click(screen.getByRole("checkbox", { name: "Direct Trade" }));
    await next("Your Details");
    expect(stepHeading()).toHaveFocus();
    await user.type(field("Email"), "kenji@");
    await press("Next");

    expect(await screen.findByText("Full name is required")).toBeVisible();
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByText("Job title/role is required")).toBeVisible();
    expect(field("Full Name")).toHaveFocus();
    expect(stepHeading()).toHaveTextContent("Your Details");
    // An error goes as soon as the field is put right.
    await user.type(field("Full Name"), "Kenji Sato");
    expect(screen.queryByText("Full name is required")).not.toBeInTheDocument();
  });

  it("reviews every answer, and Edit goes back to a step with the answers kept", async () => {
    stubApi();
    const booking = drawBooking();
    await fillDetails(booking);
    const { dialog, user, stepHeading } = booking;
    expect(stepHeading()).toHaveTextContent("Review Your Request");
    const review = within(dialog);
    expect(review.getByText("Harvest Tour")).toBeVisible();
    expect(review.getByText("Quality Lab")).toBeVisible();
    expect(review.queryByText("Direct Trade")).not.toBeInTheDocument();
    const answer = (term: string) => review.getByText(term).nextElementSibling;
    expect(answer("Full Name")).toHaveTextContent("Kenji Sato");
    expect(answer("Experience Level")).toHaveTextContent("Roaster");
    expect(answer("Group Size")).toHaveTextContent("2");
    expect(answer("Phone")).toHaveTextContent("Not provided");

    await user.click(review.getByRole("button", { name: "Edit experiences" }));
    expect(stepHeading()).toHaveTextContent("Choose Your Experiences");
    expect(screen.getByRole("checkbox", { name: "Harvest Tour" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Direct Trade" })).not.toBeChecked();
  });

  it("sends the request, gives the reference and closes", async () => {
    const api = stubApi({
      "POST /api/origin-trips": { status: 201, body: { originTripRequest: { id: "T-7K3M-9P2X" } } },
    });
    const booking = drawBooking();
    await fillDetails(booking);
    await booking.press("Submit Request");

    const shown = await findToast("Trip Request Submitted!");
    expect(shown).toHaveTextContent("T-7K3M-9P2X");
    expect(shown).toHaveTextContent("within 24 hours");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("POST /api/origin-trips")).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          fullName: "Kenji Sato",
          email: "kenji@kissaten.example",
          role: "Owner",
          company: "Kissaten Sato",
          experience: "roaster",
          selectedExperiences: ["harvest-tour", "quality-lab"],
          groupSize: 2,
        }),
      }),
    ]);
  });

  it("stays on the review with the server's refusal in a toast", async () => {
    stubApi({
      "POST /api/origin-trips": errorReply(
        400,
        "VALIDATION_ERROR",
        "Group size must be at most 12",
      ),
    });
    const booking = drawBooking();
    await fillDetails(booking);
    await booking.press("Submit Request");

    const shown = await findToast("Submission Failed");
    expect(shown).toHaveTextContent("Please check your input and try again.");
    expect(booking.stepHeading()).toHaveTextContent("Review Your Request");
  });

  it("closes on Cancel without sending anything", async () => {
    const api = stubApi();
    const { press } = drawBooking();
    await press("Cancel");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
