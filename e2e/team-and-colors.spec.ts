import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const primaryOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue("--palette-primary")
      .trim()
      .toLowerCase(),
  );

test.describe("our team", () => {
  test("shows each person with a role badge, bio, mail and social links, and the values", async ({
    page,
  }) => {
    await page.goto("/team");
    await expect(
      page.getByRole("heading", { level: 1, name: "The people behind every lot" }),
    ).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    const hirut = cards.filter({ has: page.getByRole("heading", { name: "Hirut Alemu" }) });
    await expect(hirut.getByText("Head of Quality")).toBeVisible();
    await expect(hirut.getByText("Quality", { exact: true })).toBeVisible();
    await expect(hirut.getByText(/licensed Q Arabica Grader/)).toBeVisible();
    await expect(hirut.getByRole("link", { name: "Email Hirut Alemu" })).toHaveAttribute(
      "href",
      "mailto:hirut@abyssiniagreencoffee.com",
    );
    // No invented profile is shown as real: a card links only the profiles listed for the person.
    await expect(hirut.getByRole("link", { name: /profile of Hirut Alemu/ })).toHaveCount(0);

    const values = page.getByRole("region", { name: "Our Values" });
    for (const value of [
      "Traceability",
      "Fair partnership",
      "Quality at every step",
      "Long-term relationships",
    ]) {
      await expect(values.getByRole("heading", { name: value })).toBeVisible();
    }
  });

  test("from the home page's team teaser, Back returns to the team section", async ({ page }) => {
    await page.goto("/");
    await page.locator("#team").getByRole("link", { name: "Meet Our Team" }).click();
    await expect(page).toHaveURL(/\/team#from-team$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Meet Our Team", level: 2 })).toBeInViewport();
  });

  test("opened directly, Back returns to the company story", async ({ page }) => {
    await page.goto("/team");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { name: "From our farms to your roaster, one hand on the coffee" }),
    ).toBeInViewport();
  });
});

test.describe("colour palettes", () => {
  test("shows the four palettes with their five swatches", async ({ page }) => {
    await page.goto("/colors");
    const palettes = page.getByRole("radio");
    await expect(palettes).toHaveCount(4);
    for (const name of [
      "Ethiopian Green",
      "International Trade Blue",
      "Ethiopian Heritage Red",
      "Premium Neutral",
    ]) {
      await expect(page.getByRole("radio", { name })).toBeVisible();
    }
    await expect(page.getByRole("radio", { name: "Ethiopian Green" })).toBeChecked();
    const blue = page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "International Trade Blue" }) });
    for (const [role, hex] of [
      ["primary", "#1C3F66"],
      ["secondary", "#2F6794"],
      ["accent", "#D9A441"],
      ["light", "#F3F5F8"],
      ["dark", "#141B24"],
    ]) {
      await expect(blue.getByRole("term").filter({ hasText: role })).toBeVisible();
      await expect(blue.getByRole("definition").filter({ hasText: hex })).toBeVisible();
    }
  });

  test("a palette applies to the whole site at once, survives a reload and can be switched back", async ({
    page,
  }) => {
    await page.goto("/colors");
    expect(await primaryOf(page)).toBe("#1f5135");

    await page.getByText("International Trade Blue", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "International Trade Blue" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Ethiopian Green" })).not.toBeChecked();
    await expect.poll(() => primaryOf(page)).toBe("#1c3f66");
    // The site header's brand mark reads the same variable.
    const headerFill = () =>
      page
        .getByRole("banner")
        .locator("circle")
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    expect(await headerFill()).toBe("rgb(28, 63, 102)");

    await page.reload();
    await expect(page.getByRole("radio", { name: "International Trade Blue" })).toBeChecked();
    expect(await primaryOf(page)).toBe("#1c3f66");
    await page.goto("/news-events");
    expect(await primaryOf(page)).toBe("#1c3f66");

    await page.goto("/colors");
    await page.getByRole("radio", { name: "Ethiopian Heritage Red" }).focus();
    await page.keyboard.press("ArrowRight"); // radios move with the arrow keys
    await expect(page.getByRole("radio", { name: "Premium Neutral" })).toBeChecked();
    await expect.poll(() => primaryOf(page)).toBe("#3b2f2a");

    await page.getByText("Ethiopian Green", { exact: true }).click();
    await expect.poll(() => primaryOf(page)).toBe("#1f5135");
    await page.reload();
    await expect(page.getByRole("radio", { name: "Ethiopian Green" })).toBeChecked();
  });

  test("links back to the site root", async ({ page }) => {
    await page.goto("/colors");
    await page.getByRole("link", { name: "Back to the site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Beans. Trade. Passion." }),
    ).toBeVisible();
  });
});
