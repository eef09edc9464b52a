import type { Page } from "@playwright/test";
import { confirm, openAdminTab, seedQuote, toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { uniqueTag } from "./offer-lots";

/** Narrows the open table to this test's rows and returns the row of `name`. */
async function findRow(page: Page, search: string, name: string) {
  await page.getByRole("searchbox", { name: /^Search / }).fill(search);
  return page.getByRole("row").filter({ hasText: name });
}

test.describe("admin requests", () => {
  test("changes a quote's status and deletes it once completed", async ({ page, api }) => {
    const tag = uniqueTag();
    const reference = await seedQuote(api, tag);
    await signInAsAdmin(page);
    await openAdminTab(page, /^Quotes \(\d+\)$/);

    const row = await findRow(page, tag, `Almaz ${tag}`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(reference);
    await expect(row).toContainText("Pending");
    await expect(page.getByText("Showing 1 to 1 of 1 entries")).toBeVisible();
    // A pending request cannot be deleted.
    await expect(row.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

    // Edit toggles the read-only status into a chooser; Cancel goes back unchanged.
    await row.getByRole("button", { name: /Edit status/ }).click();
    await expect(row.getByRole("combobox", { name: /Status of/ })).toBeVisible();
    await row.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByRole("combobox")).toHaveCount(0);

    await row.getByRole("button", { name: /Edit status/ }).click();
    await row.getByRole("combobox", { name: /Status of/ }).click();
    await expect(page.getByRole("option")).toHaveText([
      "Pending",
      "Processing",
      "Completed",
      "Cancelled",
    ]);
    // The desk names the request by the id the buyer was given (decision 060).
    const statusChange = page.waitForRequest((request) => request.method() === "PATCH");
    await page.getByRole("option", { name: "Completed" }).click();
    // Completed is told to the buyer by default (issue 49); Save sends it.
    await expect(row.getByRole("checkbox", { name: "Notify the buyer" })).toBeChecked();
    await row.getByRole("button", { name: /^Save status of/ }).click();
    expect(new URL((await statusChange).url()).pathname).toBe(
      `/api/quote-requests/${reference}/status`,
    );
    await expect(toastText(page, "Status Updated")).toBeVisible();
    await expect(toastText(page, "Request status has been updated successfully.")).toBeVisible();
    await expect(row).toContainText("Completed");

    // The status filter finds it under Completed and not under Pending.
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Pending" }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("Showing 0 to 0 of 0 entries")).toBeVisible();
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Completed" }).click();
    await expect(row).toHaveCount(1);

    // Its mails (the buyer's confirmation, the sales team's note, the completion notice) are in the
    // outbox until it is deleted, then nothing of it is.
    const outboxSubjects = async () => {
      const { messages } = (await (await page.request.get("/api/outbox")).json()) as {
        messages: { subject: string }[];
      };
      return messages.map((message) => message.subject).filter((s) => s.includes(reference));
    };
    expect(await outboxSubjects()).toEqual(
      expect.arrayContaining([`Your quote request ${reference} is completed`]),
    );
    expect(await outboxSubjects()).toHaveLength(3);

    await row
      .getByRole("button", { name: `Delete quote request ${reference} of Almaz ${tag}` })
      .click();
    await expect(
      page
        .getByRole("alertdialog")
        .getByRole("heading", { name: `Delete quote request ${reference}` }),
    ).toBeVisible();
    await confirm(
      page,
      "Are you sure you want to delete this request? This action cannot be undone.",
    );
    await expect(toastText(page, "Deleted Successfully")).toBeVisible();
    await expect(toastText(page, `The quote request ${reference} has been removed.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await outboxSubjects()).toEqual([]);
  });

  test("shows every field of a request in its details", async ({ page, api }) => {
    const tag = uniqueTag();
    const reference = await seedQuote(api, tag);
    const trip = await api.post("/api/origin-trips", {
      fullName: `Mekdes ${tag}`,
      email: "mekdes@example.com",
      role: "Roaster",
      company: "Harar House",
      addressLine1: "9 Rue des Cafés",
      city: "Lyon",
      country: "France",
      selectedExperiences: ["harvest-tour", "quality-lab"],
      groupSize: 3,
      experience: "roaster",
      preferredDates: "First week of December",
      specialRequests: "One guest is vegetarian.",
    });
    expect(trip.status).toBe(201);
    await signInAsAdmin(page);

    await openAdminTab(page, /^Quotes/);
    let row = await findRow(page, tag, `Almaz ${tag}`);
    await row.getByRole("button", { name: /View details/ }).click();
    let dialog = page.getByRole("dialog");
    await expect(
      dialog.getByRole("heading", { name: `Quote request ${reference}`, exact: true }),
    ).toBeVisible();
    for (const text of [
      "Nordic Roasters",
      "almaz@nordic-roasters.example",
      "Kanalgatan 4",
      "Gothenburg",
      "Sweden",
      "Guji Arsosala Grade 1 Natural",
      "12 bags",
      "Two pre-shipment samples, please.",
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: /^Trips \(\d+\)$/ }).click();
    row = await findRow(page, tag, `Mekdes ${tag}`);
    await expect(row).toContainText("Harvest Tour, Quality Lab");
    await row.getByRole("button", { name: /View details/ }).click();
    dialog = page.getByRole("dialog");
    for (const text of [
      "Harar House",
      "9 Rue des Cafés",
      "Lyon",
      "France",
      "Harvest Tour, Quality Lab",
      "3",
      "Roaster",
      "First week of December",
      "One guest is vegetarian.",
    ]) {
      await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    }
  });

  test("pages the table 15 rows at a time", async ({ page, api }) => {
    const tag = uniqueTag();
    for (let index = 0; index < 17; index += 1)
      await seedQuote(api, `${tag}-${String(index).padStart(2, "0")}`);
    await signInAsAdmin(page);
    await openAdminTab(page, /^Quotes/);
    await page.getByRole("searchbox", { name: /^Search / }).fill(tag);
    await expect(page.getByText("Showing 1 to 15 of 17 entries")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(15);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pagination.getByRole("button", { name: "Page 2" }).click();
    await expect(page.getByText("Showing 16 to 17 of 17 entries")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(2);
    await expect(pagination.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});
