import type { Page } from "@playwright/test";
import { confirm, openAdminTab, toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { choose, uniqueTag } from "./offer-lots";

const DELETE_QUESTION = "Are you sure you want to delete this news/event?";

function listedItem(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Published/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The public page's card of this item. */
function publicItem(page: Page, title: string) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("admin news & events tab", () => {
  test("creates an event, edits it and deletes it; /news-events follows", async ({ page }) => {
    test.slow(); // a long journey across three pages
    await signInAsAdmin(page);
    await openAdminTab(page, /^News & Events \(\d+\)$/);
    await expect(page.getByRole("button", { name: "Add News/Event" })).toBeVisible();

    const tag = uniqueTag();
    const title = `${tag} Cupping day at the Hambela washing station`;
    // Longer than the 200-character preview, with a word past the cut.
    const content = `${"Washed lots from the 2025 harvest on the table, scored by our Q graders. ".repeat(3)}TAILWORD-${tag}`;
    expect(content.indexOf("TAILWORD")).toBeGreaterThan(200);

    await expect(page.getByLabel("Date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByLabel("Location")).toHaveCount(0); // events only
    await page.getByLabel("Title").fill(title);
    await choose(page, "Type", "Event");
    await page.getByLabel("Date").fill("2031-03-14");
    await page.getByLabel("Category").fill("Cupping");
    await page.getByLabel("Location").fill("Hambela, Guji");
    await page.getByLabel("Attendees").fill("24");
    await page.getByLabel("Excerpt").fill("Open cupping of the season's washed lots.");
    await page.getByLabel("Content").fill(content);
    await page.getByRole("button", { name: "Create" }).click();

    await expect(toastText(page, "News/Event created successfully")).toBeVisible();
    const listed = listedItem(page, title);
    await expect(listed).toBeVisible();
    await expect(listed).toContainText("Hambela, Guji");
    await expect(listed).toContainText("24 attendees");
    await expect(listed).toContainText("...");
    await expect(listed).not.toContainText("TAILWORD");
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page.getByRole("tab", { name: /^News & Events \(\d+\)$/ })).toBeVisible();

    await page.goto("/news-events");
    await expect(publicItem(page, title)).toBeVisible();

    await openAdminTab(page, /^News & Events/);
    await listedItem(page, title).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Location")).toHaveValue("Hambela, Guji");
    const renamed = `${title} (moved)`;
    await page.getByLabel("Title").fill(renamed);
    await page.getByLabel("Featured").check();
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toastText(page, "News/Event updated successfully")).toBeVisible();
    await expect(listedItem(page, renamed)).toContainText("Featured");
    await expect(page.getByRole("button", { name: "Update" })).toHaveCount(0);

    await page.goto("/news-events");
    await expect(
      page.getByRole("region", { name: "Featured" }).getByRole("heading", { name: renamed }),
    ).toBeVisible();

    await openAdminTab(page, /^News & Events/);
    await listedItem(page, renamed).getByRole("button", { name: "Delete" }).click();
    await confirm(page, DELETE_QUESTION);
    await expect(toastText(page, "News/Event deleted successfully")).toBeVisible();
    await expect(listedItem(page, renamed)).toHaveCount(0);

    await page.goto("/news-events");
    await expect(page.getByRole("heading", { name: "Featured" })).toBeVisible();
    await expect(publicItem(page, renamed)).toHaveCount(0);
  });
});
