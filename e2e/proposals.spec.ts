// Issue 49's journey: a visitor asks a quote from a lot's page, the desk answers it with a priced
// proposal, the buyer follows the mail's signed link and accepts, and the lot's bags remaining
// fall on /offers and on the lot's page.
import type { Locator, Page } from "@playwright/test";
import { openAdminTab, toastText } from "./admin-desk";
import { seriousViolations } from "./axe-check";
import { expect, signInAsAdmin, test } from "./fixtures";
import { newestMailTo } from "./mailbox";
import { createTradedLot, lotCard, uniqueTag } from "./offer-lots";

/** The server's default SALES_EMAIL (the e2e server sets none). */
const SALES = "sales@abyssinia-coffee.example";

async function askQuote(page: Page, lotId: number, email: string, bags: number) {
  await page.goto(`/offers/${lotId}`);
  await page.getByRole("button", { name: "Request Quote" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Request Quote" })).toBeVisible();
  for (const [label, value] of [
    ["First name", "Abebe"],
    ["Last name", "Kebede"],
    ["Email", email],
    ["Company", "Nordlicht Rösterei"],
    ["Job title/role", "Green coffee buyer"],
    ["Address line 1", "Speicherstadt 12"],
    ["City", "Hamburg"],
    ["Postal code", "20457"],
    ["Country", "Germany"],
  ] as const)
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
  await dialog.getByLabel("Quantity").fill(String(bags));
  await dialog.getByRole("button", { name: "Submit" }).click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByText(/Reference ID: Q-\w{4}-\w{4}/);
  await expect(toast).toBeVisible();
  return /Reference ID: (Q-\w{4}-\w{4})/.exec((await toast.textContent()) ?? "")![1]!;
}

/** The "Bags remaining" fact of the lot's card on /offers and of its page. */
async function expectBagsRemaining(page: Page, lot: { id: number; name: string }, text: string) {
  const remaining = (scope: Locator) =>
    scope.locator("dt", { hasText: /^Bags remaining$/ }).locator("xpath=following-sibling::dd[1]");
  await page.goto(`/offers?q=${encodeURIComponent(lot.name)}`);
  await expect(remaining(lotCard(page, lot.name))).toHaveText(text);
  await page.goto(`/offers/${lot.id}`);
  await expect(remaining(page.locator("main"))).toHaveText(text);
}

test.describe("priced proposals", () => {
  test("a quote answered from the desk, accepted from the mail's link, takes its bags off the lot", async ({
    page,
    adminApi,
    consoleGuard,
  }, testInfo) => {
    // Three people's steps, two mails and four page loads: more than one screen's journey.
    test.slow();
    const tag = uniqueTag();
    const lot = await createTradedLot(adminApi, tag);
    await expectBagsRemaining(page, lot, "100 bags");

    // The visitor asks for 40 bags from the lot's page.
    const email = `${tag.toLowerCase()}@roastery.example`;
    const reference = await askQuote(page, lot.id, email, 40);

    // The desk answers it with a proposal.
    await signInAsAdmin(page);
    await openAdminTab(page, /^Quotes/);
    await page.getByRole("searchbox", { name: /^Search / }).fill(tag);
    const row = page.getByRole("row").filter({ hasText: "Abebe Kebede" });
    await row.getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: `Quote request ${reference}` });
    const proposals = details.getByRole("region", { name: "Proposals" });
    await expect(proposals.getByText("No proposal yet.")).toBeVisible();
    await proposals.getByRole("button", { name: "Write proposal" }).click();

    const form = page.getByRole("dialog", { name: `Write proposal for ${reference}` });
    await expect(form.getByLabel("Quantity (bags)")).toHaveValue("40");
    await form.getByLabel("Price per lb (USD)").fill("5.25");
    await expect(form.getByText("$11.57/kg")).toBeVisible();
    await form.getByLabel("Shipment period").fill("March-April 2027");
    await form.getByLabel("Payment terms").fill("CAD, 30 days");
    await form.getByLabel("Message").fill("Cupped at 87 in our Addis lab last week.");
    await form.getByRole("button", { name: "Send proposal" }).click();
    await expect(toastText(page, "Proposal sent")).toBeVisible();
    await expect(form).toBeHidden();
    const item = proposals.getByRole("listitem");
    await expect(item).toContainText("Open");
    await expect(item).toContainText("40 bags at $5.25/lb ($11.57/kg) FOB Djibouti");
    await page.keyboard.press("Escape");

    // The buyer's mail: the proposal as text and HTML, its PDF attached, a signed link.
    const proposalMail = await newestMailTo(email, /^Proposal P-\w{4}-\w{4} for /);
    const proposalId = /^Proposal (P-\w{4}-\w{4})/.exec(proposalMail.subject)![1]!;
    expect(proposalMail.subject).toBe(
      `Proposal ${proposalId} for ${lot.name}: $5.25/lb FOB Djibouti`,
    );
    expect(proposalMail.text).toContain("Quantity: 40 bags");
    expect(proposalMail.html).toContain("See, accept or decline the proposal");
    expect(proposalMail.attachments).toEqual([
      {
        filename: `proposal-${proposalId}.pdf`,
        contentType: "application/pdf",
        bytes: expect.any(Number),
      },
    ]);
    const link = /(http:\/\/\S+\/proposals\/\S+)/.exec(proposalMail.text)![1]!;

    // A link someone changed opens nothing (its page is answered 404, which the browser logs).
    consoleGuard.allow(/status of 404/);
    await page.goto(`${link.slice(0, -3)}abc`);
    await expect(
      page.getByRole("heading", { name: "We could not open this proposal" }),
    ).toBeVisible();

    // The buyer opens the link and accepts.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: lot.name })).toBeVisible();
    await expect(page.getByText(`Proposal ${proposalId}`)).toBeVisible();
    await expect(page.getByText("$5.25/lb ($11.57/kg)", { exact: true })).toBeVisible();
    await expect(page.getByText("Cupped at 87 in our Addis lab last week.")).toBeVisible();
    // One buyer's page, not in the sitemap: as accessible as the pages that are.
    const violations = await seriousViolations(page);
    expect(violations, violations.join("\n")).toEqual([]);
    await page.getByRole("button", { name: "Accept proposal" }).click();
    await expect(page.getByText("Please type your name to accept")).toBeVisible();
    await page.getByLabel("Your name").fill("Abebe Kebede");
    await page.getByRole("button", { name: "Accept proposal" }).click();
    await expect(page.getByRole("article").getByRole("status")).toContainText(
      "Accepted by Abebe Kebede",
    );
    await expect(page.getByRole("button", { name: "Accept proposal" })).toHaveCount(0);

    // Both sides hear of it.
    const confirmation = await newestMailTo(email, /^You accepted proposal/);
    const note = await newestMailTo(SALES, new RegExp(`^Proposal ${proposalId} accepted`));
    expect(note.text).toContain("60 bags of the lot remain");

    // The same link now says it is accepted, and offers nothing to press.
    await page.reload();
    await expect(page.getByRole("article").getByRole("status")).toContainText(
      "Accepted by Abebe Kebede",
    );
    await expect(page.getByRole("button", { name: "Accept proposal" })).toHaveCount(0);

    // The lot's bags remaining fell by the 40 accepted.
    await expectBagsRemaining(page, lot, "60 bags");

    const captured = [proposalMail, confirmation, note].map((mail) => ({
      subject: mail.subject,
      to: mail.to,
      attachments: mail.attachments.map(
        (file) => `${file.filename} (${file.contentType}, ${file.bytes} bytes)`,
      ),
    }));
    await testInfo.attach("captured-mails.json", {
      body: JSON.stringify(captured, null, 2),
      contentType: "application/json",
    });
    console.log(JSON.stringify(captured, null, 2));
  });
});
