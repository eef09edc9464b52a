import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PHONE_MESSAGE } from "~common/phone";
import { httpsMessage } from "~common/schemas/site-settings";
import { buildSiteSettings } from "~common/testing/factories";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import SiteSettingsTab from "./site-settings-tab";

const READ = "GET /api/site-settings";
const SAVE = "PUT /api/site-settings";
const HOURS = "Mon-Fri 7:00 AM-6:00 PM EST\nSat-Sun 8:00 AM-4:00 PM EST";

/** The server's answer to a save: the facts set, blanks left out. */
function setOnly(body: unknown) {
  return Object.fromEntries(
    Object.entries(body as Record<string, string | null>).filter(([, value]) => value),
  );
}

function drawTab(routes: Record<string, Answer> = {}) {
  const api = stubApi({
    [READ]: { body: { businessHours: HOURS } },
    [SAVE]: ({ body }) => ({ body: setOnly(body) }),
    ...routes,
  });
  return { ...renderUi(<SiteSettingsTab />, { path: "/admin" }), api };
}

const form = async () => within(await screen.findByRole("form", { name: "Site settings" }));

describe("the Site settings tab", () => {
  it("shows what is set and leaves the rest blank, every field labelled", async () => {
    drawTab();
    const settings = await form();
    expect(settings.getByLabelText("Business hours")).toHaveValue(HOURS);
    for (const label of [
      "Legal name",
      "Export licence number",
      "Street address in Addis Ababa",
      "Office in Washington D.C.",
      "Phone",
      "Sales email",
      "Facebook page",
      "Instagram page",
      "LinkedIn page",
    ])
      expect(settings.getByLabelText(label)).toHaveValue("");
    expect(settings.getByRole("group", { name: "Social profiles" })).toBeVisible();
  });

  it("saves every fact, trimmed, with blanks sent as null, and says so", async () => {
    const tab = drawTab();
    const settings = await form();
    const facts = buildSiteSettings({ instagramUrl: "" });
    const typed: [string, string | null | undefined][] = [
      ["Legal name", facts.legalName],
      ["Export licence number", facts.exportLicenceNumber],
      ["Street address in Addis Ababa", facts.addisAbabaAddress],
      ["Office in Washington D.C.", facts.washingtonOffice],
      ["Phone", `  ${facts.phone}  `],
      ["Sales email", facts.salesEmail],
      ["Facebook page", facts.facebookUrl],
      ["LinkedIn page", facts.linkedinUrl],
    ];
    for (const [label, value] of typed) {
      // user-event types "\n" as Enter, which a textarea takes as a new line.
      await tab.user.type(settings.getByLabelText(label), value!);
    }
    await tab.user.click(settings.getByRole("button", { name: "Save settings" }));
    expect(await findToast("Settings Saved")).toBeVisible();
    expect(tab.api.callsTo(SAVE)).toHaveLength(1);
    expect(tab.api.callsTo(SAVE)[0]!.body).toEqual({ ...facts, instagramUrl: null });
    expect(settings.getByLabelText("Phone")).toHaveValue(facts.phone);
  });

  it("refuses a bad phone and an http link in the browser, with the spec's words, and sends nothing", async () => {
    const tab = drawTab();
    const settings = await form();
    await tab.user.type(settings.getByLabelText("Phone"), "call us");
    await tab.user.type(settings.getByLabelText("Facebook page"), "http://facebook.com/abyssinia");
    await tab.user.click(settings.getByRole("button", { name: "Save settings" }));
    expect(await settings.findByText(PHONE_MESSAGE)).toBeVisible();
    expect(settings.getByText(httpsMessage("Facebook"))).toBeVisible();
    expect(settings.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");
    expect(settings.getByLabelText("Phone")).toHaveAccessibleDescription(
      expect.stringContaining(PHONE_MESSAGE),
    );
    expect(tab.api.callsTo(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal on its field and in a toast", async () => {
    const tab = drawTab({
      [SAVE]: errorReply(400, "VALIDATION_ERROR", "Sales email is not a mailbox we can use", {
        fields: [{ field: "salesEmail", message: "Sales email is not a mailbox we can use" }],
      }),
    });
    const settings = await form();
    await tab.user.type(settings.getByLabelText("Sales email"), "sales@exporter.example");
    await tab.user.click(settings.getByRole("button", { name: "Save settings" }));
    expect(await findToast("Save Failed")).toHaveTextContent(
      "Sales email is not a mailbox we can use",
    );
    expect(settings.getByLabelText("Sales email")).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the settings cannot be read", async () => {
    drawTab({ [READ]: errorReply(500, "INTERNAL_ERROR", "Boom") });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A server error occurred. Our team has been notified.",
    );
  });
});
