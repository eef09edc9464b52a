import { expect, test } from "./fixtures";

test.describe("mobile menu", () => {
  test("opens full screen, locks scrolling and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Specialty Coffee" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });

  test("a route item navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Farmers Stories" })
      .click();
    await expect(page).toHaveURL(/\/farmers-stories$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("Current Offers sits in the phone header beside the menu button", async ({ page }) => {
    await page.goto("/coffee-process");
    const header = page.getByRole("banner");
    const offers = header.getByRole("link", { name: "Current Offers" });
    const menuButton = header.getByRole("button", { name: "Open menu" });
    await expect(offers).toBeInViewport({ ratio: 1 });
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    const offersBox = (await offers.boundingBox())!;
    const menuBox = (await menuButton.boundingBox())!;
    // One row, side by side, neither covering the other.
    expect(
      Math.abs(offersBox.y + offersBox.height / 2 - (menuBox.y + menuBox.height / 2)),
    ).toBeLessThan(4);
    expect(offersBox.x + offersBox.width).toBeLessThanOrEqual(menuBox.x);
    await offers.click();
    await expect(page).toHaveURL(/\/offers$/);
  });

  test("has no horizontal scroll", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
