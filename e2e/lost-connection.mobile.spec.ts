// The phone menu on a network that drops (decision 057).
import { cutOff, expect, hydrated, test } from "./fixtures";

test("a press on the menu while its code cannot arrive leaves the page as it was; the next opens it", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  const restore = await cutOff(page, /\/assets\/mobile-menu-[\w-]+\.js$/);
  await page.goto("/offers");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  restore();
  await button.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Specialty Coffee" })).toBeVisible();
});

test("a dialog whose code cannot arrive brings the error panel into view, its heading focused", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /Failed to load resource|Failed to fetch dynamically imported module|ErrorBoundary/,
  );
  await cutOff(page, /\/assets\/quote-request-dialog-[\w-]+\.js$/);
  await page.goto("/offers");
  await hydrated(page);
  // A lot far down the list (the last one on offer: sold-out lots come after it, their button
  // disabled): the page is scrolled well past its top when the press fails.
  await page.getByRole("button", { name: "Request Quote", disabled: false }).last().click();
  const heading = page.getByRole("heading", { name: "Something went wrong" });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeInViewport();
});
