// /specialty and the home sample wizard on a 390 px phone.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Within the screen's width, once the page has drawn it (a filter draws the cards anew). */
async function expectWithinViewport(page: Page, element: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  await expect(async () => {
    const box = await element.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }).toPass();
}

test("/specialty fits a phone: filters, cards and the sample dialog", async ({ page }) => {
  await page.goto("/specialty");
  await expect(
    page.getByRole("heading", { level: 1, name: "Our Specialty Coffee Collection" }),
  ).toBeVisible();
  await expect(page.getByRole("article", { name: "Hambela" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole("combobox", { name: "Region", exact: true }).click();
  await page.getByRole("option", { name: "Guji", exact: true }).click();
  const shakiso = page.getByRole("article", { name: "Shakiso" });
  await expectWithinViewport(page, shakiso);
  await expect(shakiso.getByRole("button", { name: "Washed (N/A)" })).toBeDisabled();
  await shakiso.getByRole("button", { name: "Natural", exact: true }).click();
  await shakiso.getByRole("button", { name: "Request Sample" }).click();

  const dialog = page.getByRole("dialog", { name: "Request a Specialty Sample" });
  await expect(dialog).toBeVisible();
  await expectWithinViewport(page, dialog);
  await expect(dialog.getByRole("region", { name: "Selected Coffee" })).toContainText(
    "Guji Shakiso Natural Grade 2",
  );
  // The actions stay in view while the fields scroll.
  await expect(dialog.getByRole("button", { name: "Submit Sample Request" })).toBeInViewport();
  await dialog.getByLabel("Country").scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Submit Sample Request" })).toBeInViewport();
  await expectNoHorizontalScroll(page);
});

test("the sample wizard fits a phone and walks its steps", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Request Samples" }).first().click();
  const wizard = page.getByRole("dialog", { name: "Request Coffee Samples" });
  await expect(wizard).toBeVisible();
  await expectWithinViewport(page, wizard);
  await expect(wizard.getByRole("heading", { name: "Coffee Selection" })).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Next" })).toBeInViewport();

  for (const [label, option] of [
    ["Coffee Category", "Commercial"],
    ["Region", "Guji"],
    ["Processing Method", "Natural"],
    ["Grade", "Grade 4"],
  ] as const) {
    await wizard.getByRole("combobox", { name: label, exact: true }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }
  // Each step scrolls to its top inside the dialog; the dialog's own title and Close stay put.
  const title = wizard.getByRole("heading", { name: "Request Coffee Samples" });
  const close = wizard.getByRole("button", { name: "Close" });
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByRole("heading", { name: "Washing & Drying" })).toBeInViewport();
  await expect(title).toBeInViewport({ ratio: 1 });
  await expect(close).toBeInViewport({ ratio: 1 });
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByRole("heading", { name: "Contact Information" })).toBeInViewport();
  await expect(title).toBeInViewport({ ratio: 1 });
  await expect(close).toBeInViewport({ ratio: 1 });
  await expect(wizard.getByRole("button", { name: "Previous" })).toBeInViewport();
  await expect(wizard.getByRole("button", { name: "Cancel" })).toBeInViewport();
  await expectNoHorizontalScroll(page);
});
