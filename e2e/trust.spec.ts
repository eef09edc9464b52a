// Issue 12: the privacy notice reachable from the footer and from every form, /colors kept out
// of search, and the Read More dialog without an internal label posing as a heading.
import { expect, test } from "./fixtures";

test.describe("privacy notice", () => {
  test("the footer links to it, and it says what each form collects and whom to write to", async ({
    page,
  }) => {
    await page.goto("/offers");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    for (const form of [
      "Contact form",
      "Quote request",
      /^Sample requests/,
      "Origin trip booking",
      "Newsletter",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: form })).toBeVisible();
    }
    await expect(page.getByText("How long we keep it").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
    // Whom to write to: the sales email once the exporter sets it (e2e/site-settings.spec.ts).
    await expect(page.getByRole("heading", { name: "Whom to write to" })).toBeVisible();
    await expect(page).toHaveTitle("Privacy Notice | Abyssinia Green Coffee");
  });

  test("the contact form and the quote dialog point to it without losing what was typed", async ({
    page,
  }) => {
    await page.goto("/");
    const contactNote = page.locator("#contact").getByRole("link", { name: /Privacy notice/ });
    await expect(contactNote).toHaveAttribute("href", "/privacy");
    await expect(contactNote).toHaveAttribute("target", "_blank");

    await page.goto("/offers");
    await page
      .getByRole("button", { name: /Request Quote/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Request Quote" });
    await expect(dialog.getByRole("link", { name: /Privacy notice/ })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });
});

test("/colors stays a tool: noindex and out of the sitemap's pages", async ({ page }) => {
  await page.goto("/colors");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.goto("/privacy");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("Read More shows the spec's Article Content as a quiet label, not a heading", async ({
  page,
}) => {
  await page.goto("/news-events");
  const featured = page.getByRole("region", { name: "Featured" });
  await featured
    .getByRole("button", { name: /Read More/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Article Content", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Article Content" })).toHaveCount(0);
  // The only headings are the article's title and nothing the reader did not write.
  await expect(dialog.getByRole("heading")).toHaveCount(1);
});
