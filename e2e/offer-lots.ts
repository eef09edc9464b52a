// Lots the offers and quote journeys create for themselves through the admin API, so they do not
// depend on (or disturb) the seeded offers other journeys may edit at the same time.
import type { Page } from "@playwright/test";
import type { OfferInput } from "../common/schemas/offer";
import { buildOffer } from "../common/testing/factories";
import { expect, type Api } from "./fixtures";
import type { Offer } from "../common/contract/records";

/** A word no other lot contains: put it in a name or producer, then search for it. */
export function uniqueTag(): string {
  return `Qz${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export async function createLot(adminApi: Api, overrides: Partial<OfferInput>): Promise<Offer> {
  const { status, body } = await adminApi.post<Offer>("/api/offers", buildOffer(overrides));
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The card of the lot with this exact name. */
/**
 * A graded washed lot with 100 of its 150 bags remaining, 10 at the least, priced FOB Djibouti:
 * a lot whose quotes and proposals are checked against its terms.
 */
export function createTradedLot(adminApi: Api, tag: string): Promise<Offer> {
  return createLot(adminApi, {
    name: `${tag} Yirgacheffe Konga Grade 2 Washed`,
    region: "Yirgacheffe",
    grade: "G2",
    processing: "Washed",
    lotSize: 150,
    bagsRemaining: 100,
    minimumOrderBags: 10,
    pricePerLbs: 5.6,
    priceBasis: "fob-djibouti",
  });
}

export function lotCard(page: Page, name: string) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** Opens the quote dialog of the lot with this exact name, from the offers page, at step 1. */
export async function openQuote(page: Page, name: string) {
  await page.goto(`/offers?q=${encodeURIComponent(name)}`);
  await lotCard(page, name).getByRole("button", { name: "Request Quote" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Request Quote" })).toBeVisible();
  await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
  return dialog;
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
