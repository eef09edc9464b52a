// Helpers shared by the admin journeys (e2e/admin-*.spec.ts).
import type { Page } from "@playwright/test";
import { expect, type Api } from "./fixtures";

/**
 * A toast's title or description, inside the notifications area. Exact, because Radix also reads
 * each toast into a hidden live region ("Notification <title><description>").
 */
export function toastText(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
}

/** Opens the admin page (already signed in) on the named tab. */
export async function openAdminTab(page: Page, tab: string | RegExp) {
  await page.goto("/admin");
  const trigger = page
    .getByRole("tablist", { name: "Admin sections" })
    .getByRole("tab", { name: tab });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-selected", "true");
}

/** Confirms the open confirmation dialog after checking its question. */
export async function confirm(page: Page, question: string, button = "Delete") {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Files a quote request through the public API, as a buyer would; returns its reference. */
export async function seedQuote(api: Api, lastName: string) {
  const { status, body } = await api.post<{ quoteRequest: { id: string } }>("/api/quote-requests", {
    firstName: "Almaz",
    lastName,
    email: "almaz@nordic-roasters.example",
    company: "Nordic Roasters",
    role: "Green buyer",
    addressLine1: "Kanalgatan 4",
    city: "Gothenburg",
    postalCode: "41104",
    country: "Sweden",
    coffeeName: "Guji Arsosala Grade 1 Natural",
    region: "Guji, Ethiopia",
    grade: "Grade 1",
    processing: "Natural",
    quantity: 12,
    quantityUnit: "bags",
    notes: "Two pre-shipment samples, please.",
  });
  expect(status, JSON.stringify(body)).toBe(201);
  // The visitor's reference, not a counter.
  expect(body.quoteRequest.id).toMatch(/^Q-\w{4}-\w{4}$/);
  return body.quoteRequest.id;
}
