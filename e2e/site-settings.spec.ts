// The exporter's facts set in the desk (issue 50) on the public pages: the home page's contact
// section, the footer and the privacy notice show what is set, at once, and nothing in place of what is not.
// Its own project, after the desktop and mobile ones (playwright.config.ts): the facts it sets
// would show in the pages and mails of tests running beside it.
import { expect, PHONE_AND_DESKTOP, signInAsAdmin, test } from "./fixtures";
import { openAdminTab, toastText } from "./admin-desk";

const FACTS = {
  legalName: "Abyssinia Green Coffee Export PLC",
  washingtonOffice: ["1100 15th St NW, Suite 400", "Washington, DC 20005"],
  addisAbaba: ["Bole Road, Mega Building 5th floor", "Addis Ababa"],
  phone: "+1 202 555 0148",
  salesEmail: "sales@abyssinia-green.example",
  linkedin: "https://www.linkedin.com/company/abyssinia-green-coffee",
};

test.describe.configure({ mode: "serial" });

test.describe("the exporter's facts on the public pages", () => {
  test("before any is set, the contact section and the privacy notice invent none", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByText("Washington D.C., USA")).toBeVisible();
    await expect(
      contact.getByText("Leave your number in the form and we will call you back."),
    ).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Addis Ababa · Washington D.C.")).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    // The spec's hours, as the settings start.
    await expect(contact.getByText("Mon-Fri 7:00 AM-6:00 PM EST")).toBeVisible();
    await expect(contact.getByText("Sat-Sun 8:00 AM-4:00 PM EST")).toBeVisible();
    const social = contact.getByRole("list", { name: "Social media" });
    for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
      const link = social.getByRole("link", { name: network, exact: true });
      await expect(link).toHaveAttribute("href", `https://www.${network.toLowerCase()}.com/`);
      await expect(link).toHaveAccessibleDescription(
        /Our company pages on Facebook, Instagram and LinkedIn are coming soon/,
      );
    }

    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Whom to write to" })).toBeVisible();
    await expect(
      main.getByRole("link", { name: "Write to us through the contact form on our home page." }),
    ).toHaveAttribute("href", "/#contact");
  });

  test("set in the desk, they show at once on the home page and in the privacy notice", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    const before = await (await page.request.get("/api/site-settings")).json();
    await openAdminTab(page, "Site settings");
    await page.getByLabel("Legal name").fill(FACTS.legalName);
    await page.getByLabel("Office in Washington D.C.").fill(FACTS.washingtonOffice.join("\n"));
    await page.getByLabel("Street address in Addis Ababa").fill(FACTS.addisAbaba.join("\n"));
    await page.getByLabel("Phone").fill(FACTS.phone);
    await page.getByLabel("Sales email").fill(FACTS.salesEmail);
    await page.getByLabel("LinkedIn page").fill(FACTS.linkedin);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(toastText(page, "Settings Saved")).toBeVisible();

    try {
      for (const { width, height, name } of PHONE_AND_DESKTOP) {
        await page.setViewportSize({ width, height });
        await page.goto("/");
        const contact = page.locator("#contact");
        for (const line of [...FACTS.washingtonOffice, ...FACTS.addisAbaba])
          await expect(contact.getByText(line, { exact: true })).toBeVisible();
        await expect(contact.getByText("Washington D.C., USA")).toHaveCount(0);
        await expect(contact.getByRole("link", { name: FACTS.phone })).toHaveAttribute(
          "href",
          "tel:+12025550148",
        );
        await expect(contact.getByRole("link", { name: FACTS.salesEmail })).toHaveAttribute(
          "href",
          `mailto:${FACTS.salesEmail}`,
        );
        const social = contact.getByRole("list", { name: "Social media" });
        const linkedin = social.getByRole("link", { name: "LinkedIn", exact: true });
        await expect(linkedin).toHaveAttribute("href", FACTS.linkedin);
        await expect(linkedin).not.toHaveAccessibleDescription(/coming soon/);
        await expect(social.getByRole("link", { name: "Facebook", exact: true })).toHaveAttribute(
          "href",
          "https://www.facebook.com/",
        );
        await contact.scrollIntoViewIfNeeded();
        await contact.screenshot({ path: testInfo.outputPath(`contact-${name}.png`) });
        // The footer, on every page: the phone and the sales email.
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: FACTS.phone })).toHaveAttribute(
          "href",
          "tel:+12025550148",
        );
        await expect(footer.getByRole("link", { name: FACTS.salesEmail })).toHaveAttribute(
          "href",
          `mailto:${FACTS.salesEmail}`,
        );
        await footer.scrollIntoViewIfNeeded();
        await footer.screenshot({ path: testInfo.outputPath(`footer-${name}.png`) });
      }

      await page.goto("/privacy");
      const main = page.getByRole("main");
      await expect(
        main.getByText(new RegExp(`^${FACTS.legalName}, 1100 15th St NW`)),
      ).toBeVisible();
      await expect(main.getByRole("link", { name: FACTS.salesEmail })).toHaveAttribute(
        "href",
        `mailto:${FACTS.salesEmail}`,
      );
    } finally {
      // The facts as they were, for whatever runs after.
      const token = (await (await page.request.get("/api/csrf-token")).json()).csrfToken;
      const restored = await page.request.put("/api/site-settings", {
        data: before,
        headers: { "x-csrf-token": token },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
