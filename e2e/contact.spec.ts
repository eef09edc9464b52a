// The home page's contact section: how to reach the sales desk and the contact form.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * The toast area. Radix repeats a toast's text in an off-screen announcer, and an open dialog
 * hides the area from the accessibility tree, hence a CSS scope rather than a role.
 */
function toasts(page: Page) {
  return page.locator('[aria-label^="Notifications"]');
}

function countContactPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/contact"))
      posts.push(request.url());
  });
  return posts;
}

test.describe("home contact section", () => {
  // The facts beside the form (headquarters, phone, email, hours, social links) are the
  // exporter's settings: e2e/site-settings.spec.ts, before and after they are set in the desk.

  test("the form's checks load when a visitor reaches the form, not with the page", async ({
    page,
  }) => {
    const checks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/zod-[\w-]+\.js$/.test(request.url())) checks.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(checks, "no checks' code with the page").toEqual([]);
    await page.locator("#contact").getByLabel("Name").focus();
    await expect.poll(() => checks.length).toBeGreaterThan(0);
  });

  test("each invalid input shows the spec's message and nothing is sent", async ({ page }) => {
    const posts = countContactPosts(page);
    await page.goto("/");
    const contact = page.locator("#contact");
    const send = contact.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(contact.getByText("Name is required")).toBeVisible();
    await expect(contact.getByText("Please enter a valid email address")).toBeVisible();
    await expect(contact.getByText("Message must be at least 10 characters")).toBeVisible();

    await contact.getByLabel("Name").fill("Amara Okafor");
    await contact.getByLabel("Email").fill("amara@lagosroasters");
    await contact.getByLabel("Phone (optional)").fill("555");
    await contact.getByLabel("Message").fill("Too short");
    await send.click();
    await expect(contact.getByText("Name is required")).toBeHidden();
    await expect(contact.getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      contact.getByText("Please enter a valid phone number (e.g., +1 555 123 4567)"),
    ).toBeVisible();
    await expect(contact.getByText("Message must be at least 10 characters")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("a valid message is sent, confirmed and the form resets", async ({ page }) => {
    const posts = countContactPosts(page);
    await page.goto("/");
    const contact = page.locator("#contact");
    await contact.getByLabel("Name").fill("Amara Okafor");
    await contact.getByLabel("Email").fill("amara@lagosroasters.example");
    await contact.getByLabel("Phone (optional)").fill("+1 555 123 4567");
    await contact
      .getByLabel("Message")
      .fill("We roast 40 tons a year and would like your Guji naturals price list.");
    await contact.getByRole("button", { name: "Send Message" }).click();

    await expect(toasts(page).getByText("Message sent successfully!")).toBeVisible();
    await expect(
      toasts(page).getByText("We'll get back to you as soon as possible."),
    ).toBeVisible();
    for (const label of ["Name", "Email", "Phone (optional)", "Message"]) {
      await expect(contact.getByLabel(label)).toHaveValue("");
    }
    expect(posts).toHaveLength(1);
  });

  test("a failure is reported and the message is kept", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|RATE_LIMIT_EXCEEDED|Too many requests/);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        json: {
          error: { code: "RATE_LIMIT_EXCEEDED", message: "Too many requests" },
          requestId: "r-1",
        },
      }),
    );
    await page.goto("/");
    const contact = page.locator("#contact");
    await contact.getByLabel("Name").fill("Amara Okafor");
    await contact.getByLabel("Email").fill("amara@lagosroasters.example");
    await contact.getByLabel("Message").fill("Please send your current washed Yirgacheffe offers.");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).getByText("Failed to send message")).toBeVisible();
    await expect(
      toasts(page).getByText("Too many requests. Please wait a moment and try again."),
    ).toBeVisible();
    await expect(contact.getByLabel("Name")).toHaveValue("Amara Okafor");
  });
});
