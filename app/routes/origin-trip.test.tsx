import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { drawingsOnly, renderUi } from "~/test/render-ui";
import OriginTripPage from "./origin-trip";

// The booking dialog's code (its form, zod and the schemas) is transformed once here, not while a
// test waits for the dialog to open.
beforeAll(() => import("~/features/origin-trip/trip-booking-dialog"));

function drawTrip() {
  stubApi();
  return renderUi(<OriginTripPage {...drawingsOnly()} />, { path: "/origin-trip" });
}

const year = new Date().getFullYear();

describe("the origin trip page", () => {
  it("says when the trip leaves and how long it lasts", async () => {
    drawTrip();
    expect(await screen.findAllByText(/6 days \/ 5 nights/)).not.toHaveLength(0);
    expect(screen.getAllByText(new RegExp(`December 08`)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(new RegExp(String(year))).length).toBeGreaterThan(0);
  });

  it("opens the booking dialog from any Register Now, for this year's departure", async () => {
    const { user } = drawTrip();
    const registers = await screen.findAllByRole("button", { name: "Register Now" });
    expect(registers.length).toBeGreaterThan(1);
    await user.click(registers[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Book Your Origin Trip" });
    expect(dialog).toHaveAccessibleDescription(new RegExp(`${year} · December 08`));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows and hides the answer of a question", async () => {
    const { user } = drawTrip();
    const question = await screen.findByRole("button", { name: "Do I need a visa for Ethiopia?" });
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/single-entry tourist e-visa costs about 80 USD/)).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/single-entry tourist e-visa costs about 80 USD/)).toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "false");
  });

  it("goes back to the home page's origin trips", async () => {
    const { user, router } = drawTrip();
    await user.click(await screen.findByRole("button", { name: "Back to Origin Trips" }));
    expect(router.state.location.pathname).toBe("/");
  });
});
