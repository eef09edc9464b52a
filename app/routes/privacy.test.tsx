import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import PrivacyPage from "./privacy";

async function whomToWriteTo() {
  renderUi(<PrivacyPage />, { path: "/privacy" });
  const section = await screen.findByRole("region", { name: "Whom to write to" });
  await within(section).findByText(/we answer within one month/);
  return within(section);
}

describe("/privacy, whom to write to (issue 50: the exporter's settings)", () => {
  it("names the company as registered, its offices and the sales email", async () => {
    stubApi({
      "GET /api/site-settings": {
        body: {
          legalName: "Abyssinia Green Coffee Export PLC",
          washingtonOffice: "1100 15th St NW\nWashington, DC 20005",
          addisAbabaAddress: "Bole Road\nAddis Ababa",
          salesEmail: "sales@abyssinia-green.example",
        },
      },
    });
    const section = await whomToWriteTo();
    expect(
      section.getByText(
        "Abyssinia Green Coffee Export PLC, 1100 15th St NW, Washington, DC 20005; Bole Road, Addis Ababa. Write to us about anything in this notice; we answer within one month.",
      ),
    ).toBeVisible();
    expect(section.getByRole("link", { name: "sales@abyssinia-green.example" })).toHaveAttribute(
      "href",
      "mailto:sales@abyssinia-green.example",
    );
  });

  it("before anything is set: the brand, the spec's city, and the contact form instead of an address", async () => {
    stubApi({ "GET /api/site-settings": { body: {} } });
    const section = await whomToWriteTo();
    expect(
      section.getByText(
        "Abyssinia Green Coffee, Washington D.C., USA. Write to us about anything in this notice; we answer within one month.",
      ),
    ).toBeVisible();
    expect(
      section.getByRole("link", { name: "Write to us through the contact form on our home page." }),
    ).toHaveAttribute("href", "/#contact");
    expect(section.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});
