import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "~common/contract/site-settings";
import { errorReply, stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { ContactSection } from "./contact-section";

const SET: SiteSettings = {
  washingtonOffice: "1100 15th St NW, Suite 400\nWashington, DC 20005",
  addisAbabaAddress: "Bole Road, Mega Building\nAddis Ababa",
  phone: "+1 (202) 555-0148",
  salesEmail: "sales@abyssinia-green.example",
  businessHours: "Mon-Fri 7:00 AM-6:00 PM EST\nSat-Sun 8:00 AM-4:00 PM EST",
  linkedinUrl: "https://www.linkedin.com/company/abyssinia-green-coffee",
};

async function drawContact() {
  renderUi(<ContactSection />);
  const section = await screen.findByRole("region", { name: "Talk to our sales team" });
  // The facts arrive once the settings are read.
  await within(section).findByText(/Headquarters/i);
  return within(section);
}

describe("the home page's contact section (issue 50: the exporter's settings)", () => {
  it("shows the offices, phone, email, hours and profiles the exporter set", async () => {
    stubApi({ "GET /api/site-settings": { body: SET } });
    const contact = await drawContact();
    for (const line of [
      "1100 15th St NW, Suite 400",
      "Washington, DC 20005",
      "Bole Road, Mega Building",
      "Addis Ababa",
      "Mon-Fri 7:00 AM-6:00 PM EST",
      "Sat-Sun 8:00 AM-4:00 PM EST",
    ])
      expect(contact.getByText(line, { exact: true })).toBeVisible();
    expect(contact.queryByText("Washington D.C., USA")).not.toBeInTheDocument();
    expect(contact.getByRole("link", { name: "+1 (202) 555-0148" })).toHaveAttribute(
      "href",
      "tel:+12025550148",
    );
    expect(contact.getByRole("link", { name: "sales@abyssinia-green.example" })).toHaveAttribute(
      "href",
      "mailto:sales@abyssinia-green.example",
    );
    const social = within(contact.getByRole("list", { name: "Social media" }));
    expect(social.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", SET.linkedinUrl);
    expect(social.getByRole("link", { name: "LinkedIn" })).not.toHaveAccessibleDescription();
    expect(social.getByRole("link", { name: "Facebook" })).toHaveAccessibleDescription(
      "Our company pages on Facebook and Instagram are coming soon; these links will lead there.",
    );
  });

  it("invents nothing the exporter has not set: the spec's city, a call-back, no mail link", async () => {
    stubApi({ "GET /api/site-settings": { body: {} } });
    const contact = await drawContact();
    expect(contact.getByText("Washington D.C., USA")).toBeVisible();
    expect(
      contact.getByText("Leave your number in the form and we will call you back."),
    ).toBeVisible();
    expect(
      contact.getByText("Write to us with the form; the sales team answers within 24 hours."),
    ).toBeVisible();
    expect(contact.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
    expect(contact.queryByText("Business Hours")).not.toBeInTheDocument();
    expect(contact.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/",
    );
  });

  it("shows no error when the settings cannot be read (spec section 8), only what needs none", async () => {
    stubApi({
      "GET /api/site-settings": errorReply(503, "DATABASE_ERROR", "A database error occurred."),
    });
    const contact = await drawContact();
    expect(contact.getByText("Washington D.C., USA")).toBeVisible();
    expect(contact.queryByRole("alert")).not.toBeInTheDocument();
  });
});
