// A visitor on a phone network that drops: the code a page fetches on demand (a dialog, the
// toaster, a list drawn anew) may not arrive. What then, and what once the connection is back
// (decision 057).
import type { Page } from "@playwright/test";
import { cutOff, expect, hydrated, signInAsAdmin, test, type ConsoleGuard } from "./fixtures";

const LOST = /Failed to load resource|Failed to fetch dynamically imported module|ErrorBoundary/;
/** The toaster's built file. */
const TOASTER = /\/assets\/toaster-[\w-]+\.js$/;

/** A form sent without a network: the failed requests and the client's network error are expected. */
function allowSendingOffline(consoleGuard: ConsoleGuard) {
  consoleGuard.allow(LOST);
  consoleGuard.allow(/\[app-error\] \{code: NETWORK_ERROR/);
}

test("Try Again fetches anew a dialog's code that did not arrive, and the dialog opens", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(LOST);
  const restore = await cutOff(page, /\/assets\/quote-request-dialog-[\w-]+\.js$/);
  await page.goto("/offers");
  await hydrated(page);
  const requestQuote = page.getByRole("button", { name: "Request Quote" }).first();
  await requestQuote.click();
  const panel = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(panel.getByRole("heading", { name: "Something went wrong" })).toBeVisible();

  restore();
  await panel.getByRole("button", { name: "Try Again" }).click();
  await requestQuote.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Request Quote" })).toBeVisible();
  await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
});

test("with the whole connection gone, a page that fails still shows the error panel", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(LOST);
  // The panel's code arrives a moment after the page, while the connection is there.
  const panelArrived = page.waitForResponse(/\/assets\/error-panel-[\w-]+\.js$/);
  await page.goto("/offers");
  await hydrated(page);
  await panelArrived;

  await cutOff(page, /\/assets\//);
  await page.getByRole("button", { name: "Request Quote" }).first().click();
  const panel = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(panel.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Reload Page" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

/** The home page's contact form, and a way to fill it. */
function contactForm(page: Page) {
  const contact = page.locator("#contact");
  const fill = async () => {
    await contact.getByLabel("Name").fill("Amara Okafor");
    await contact.getByLabel("Email").fill("amara@lagosroasters.example");
    await contact
      .getByLabel("Message")
      .fill("We roast 40 tons a year and would like your Guji naturals price list.");
  };
  return { contact, fill, send: contact.getByRole("button", { name: "Send Message" }) };
}

/** The toast area (a CSS scope: Radix repeats a toast's text in an off-screen announcer). */
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]');

/** The home page's contact form filled in, once the toaster has arrived. */
async function filledContactForm(page: Page) {
  const toasterArrived = page.waitForResponse(TOASTER);
  await page.goto("/#contact");
  await hydrated(page);
  const form = contactForm(page);
  await form.fill();
  await toasterArrived;
  return form;
}

/** What a visitor is told of a message that could not be sent, which the form keeps. */
async function expectNotSent(page: Page, contact: ReturnType<typeof contactForm>["contact"]) {
  await expect(toasts(page).getByText("Failed to send message")).toBeVisible();
  await expect(
    toasts(page).getByText("Network connection failed. Please check your internet connection."),
  ).toBeVisible();
  await expect(contact.getByLabel("Name")).toHaveValue("Amara Okafor");
}

test("the toaster arrives while the form is filled, so a form sent without a network says so", async ({
  page,
  consoleGuard,
}) => {
  allowSendingOffline(consoleGuard);
  const { contact, send } = await filledContactForm(page);
  // The connection drops before the visitor presses Send.
  await cutOff(page, /\/(api|assets)\//);
  await send.click();
  await expectNotSent(page, contact);
});

test("a contact form whose checks did not arrive says so, keeps the message and sends it later", async ({
  page,
  consoleGuard,
}) => {
  allowSendingOffline(consoleGuard);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/contact"))
      posts.push(request.url());
  });
  const restore = await cutOff(page, /\/assets\/zod-[\w-]+\.js$/);
  const { contact, send } = await filledContactForm(page);
  await send.click();
  await expectNotSent(page, contact);
  expect(posts).toEqual([]);

  restore();
  await send.click();
  await expect(toasts(page).getByText("Message sent successfully!")).toBeVisible();
  expect(posts).toHaveLength(1);
});

// Every page fetches the toaster once React has it, before a visitor can have sent a form.
test("a page has its toaster before any of its forms is sent", async ({ page }) => {
  const toasterArrived = page.waitForResponse(TOASTER);
  await page.goto("/origin-trip");
  await toasterArrived;
});

test("the admin desk has its toaster before any of its forms is sent", async ({ page }) => {
  await signInAsAdmin(page);
  const toasterArrived = page.waitForResponse(TOASTER);
  await page.goto("/admin");
  await expect(page.getByRole("tab", { name: "Offers" })).toBeVisible();
  await toasterArrived;
});

test("an administrator signing in after the connection dropped is told so", async ({
  page,
  consoleGuard,
}) => {
  allowSendingOffline(consoleGuard);
  const toasterArrived = page.waitForResponse(TOASTER);
  await page.goto("/admin");
  await page.getByLabel("Password").fill("not-the-password");
  await toasterArrived;

  await cutOff(page, /\/(api|assets)\//);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page).getByText("Connection error")).toBeVisible();
  await expect(
    toasts(page).getByText("Login Error: Unable to connect to server. Please try again."),
  ).toBeVisible();
});

test("a toaster that did not arrive is asked for again, and shows the toast it missed", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(LOST);
  const restore = await cutOff(page, /\/assets\/toaster-[\w-]+\.js$/);
  await page.goto("/#contact");
  const { contact, fill, send } = contactForm(page);
  await fill();
  const sent = page.waitForResponse("**/api/contact");
  await send.click();
  expect((await sent).status()).toBe(201);
  await expect(contact.getByLabel("Name")).toHaveValue("");
  await expect(toasts(page).getByText("Message sent successfully!")).toHaveCount(0);

  restore();
  await expect(toasts(page).getByText("Message sent successfully!")).toBeVisible({
    timeout: 15_000,
  });
});
