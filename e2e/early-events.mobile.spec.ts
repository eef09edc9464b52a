import { expect, test } from "./fixtures";
import { holdScripts, openBeforeScripts } from "./held-scripts";
import { lotCard } from "./offer-lots";

// A phone sends a tap: touch events, then the click the head script holds for React (decision 039).
test.describe("what a buyer taps on a phone before the scripts arrive is kept", () => {
  test("the menu button, tapped early, opens the menu", async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/coffee-process");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

    release();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Farmers Stories" }).tap();
    await expect(page).toHaveURL(/\/farmers-stories$/);
    await expect(menu).toBeHidden();
  });

  test("a lot's Request Sample, tapped early, opens the sample dialog", async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/offers");
    await lotCard(page, "Guji Arsosala Grade 1 Natural")
      .getByRole("button", { name: "Request Sample" })
      .tap();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    release();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Guji Arsosala Grade 1 Natural");
  });

  test("the header's Current Offers, tapped early, leads to the lots", async ({ page }) => {
    const release = await holdScripts(page);
    await openBeforeScripts(page, "/coffee-process");
    await page.getByRole("banner").getByRole("link", { name: "Current Offers" }).tap();
    // Held for React: the page stays until it can move on without a full reload.
    await expect(page).toHaveURL(/\/coffee-process$/);

    release();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(
      page.getByRole("heading", { name: "Current Ethiopian Coffee Offers" }),
    ).toBeVisible();
  });
});
