import type { Page } from "@playwright/test";
import { confirm, toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { uniqueTag } from "./offer-lots";

function listedItem(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Published/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("/admin-news", () => {
  test("creates, edits and deletes a news item with the form beside the list", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-news");
    await expect(
      page.getByRole("heading", { level: 1, name: "News & Events Admin" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");

    const title = `${uniqueTag()} Sidamo producers join the loan programme`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").fill("Impact");
    await page.getByLabel("Excerpt").fill("Forty more households receive pre-harvest finance.");
    await page.getByLabel("Content").fill("The programme now reaches Bensa and Shebedino.");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(toastText(page, "Success")).toBeVisible();
    await expect(toastText(page, "News/Event created successfully")).toBeVisible();
    await expect(listedItem(page, title)).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("");

    // Edit mode: Update and Cancel; Cancel drops the change.
    await listedItem(page, title).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
    await page.getByLabel("Excerpt").fill("A change to throw away.");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Update" })).toHaveCount(0);

    await listedItem(page, title).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByLabel("Excerpt")).toHaveValue(
      "Forty more households receive pre-harvest finance.",
    );
    await page
      .getByLabel("Content")
      .fill("The programme now reaches Bensa, Shebedino and Aroresa.");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toastText(page, "News/Event updated successfully")).toBeVisible();
    await expect(listedItem(page, title)).toContainText("Aroresa");
    await expect(page.getByRole("button", { name: "Create" })).toBeVisible();

    await listedItem(page, title).getByRole("button", { name: "Delete" }).click();
    await confirm(page, "Are you sure you want to delete this news/event?");
    await expect(toastText(page, "News/Event deleted successfully")).toBeVisible();
    await expect(listedItem(page, title)).toHaveCount(0);
  });

  test("shows a failure as a destructive Error toast", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|\[app-error\]/);
    await signInAsAdmin(page);
    await page.goto("/admin-news");
    await page.route("**/api/news-events", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 500,
            json: {
              error: {
                code: "INTERNAL_ERROR",
                message: "A server error occurred. Our team has been notified.",
                details: null,
              },
              requestId: "r-1",
            },
          })
        : route.fallback(),
    );
    await page.getByLabel("Title").fill(`${uniqueTag()} never stored`);
    await page.getByLabel("Excerpt").fill("Excerpt");
    await page.getByLabel("Content").fill("Content");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(toastText(page, "Error")).toBeVisible();
    await expect(toastText(page, "Failed to create news/event")).toBeVisible();
  });

  test("says Loading... and then the empty text when there is no item", async ({ page }) => {
    await signInAsAdmin(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/news-events", async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      await held;
      return route.fulfill({ json: [] });
    });
    await page.goto("/admin-news");
    await expect(
      page.getByRole("region", { name: /Published/ }).getByText("Loading...", { exact: true }),
    ).toBeVisible();
    release();
    await expect(page.getByText("No news or events yet. Create your first one!")).toBeVisible();
  });
});
