// A visitor on a phone network that drops: the code a page fetches on demand (a dialog, the
// toaster, a list drawn anew) may not arrive. What then, and what once the connection is back
// (decision 057).
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const LOST = /Failed to load resource|Failed to fetch dynamically imported module|ErrorBoundary/;

/**
 * Cuts the connection for the built files whose names match `files`, until the returned function
 * restores it.
 */
async function cutOff(page: Page, files: RegExp) {
  let cut = true;
  await page.route(files, (route) =>
    cut ? route.abort("internetdisconnected") : route.fallback(),
  );
  return () => void (cut = false);
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

test("a toast whose toaster's code did not arrive leaves the next toast to fetch it and show", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(LOST);
  const restore = await cutOff(page, /\/assets\/toaster-[\w-]+\.js$/);
  await page.goto("/#contact");
  const contact = page.locator("#contact");
  const send = async () => {
    await contact.getByLabel("Name").fill("Amara Okafor");
    await contact.getByLabel("Email").fill("amara@lagosroasters.example");
    await contact
      .getByLabel("Message")
      .fill("We roast 40 tons a year and would like your Guji naturals price list.");
    const sent = page.waitForResponse("**/api/contact");
    await contact.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
  };
  const toasts = page.locator('[aria-label^="Notifications"]');

  await send();
  await expect(contact.getByLabel("Name")).toHaveValue("");
  await expect(toasts.getByText("Message sent successfully!")).toHaveCount(0);

  restore();
  await send();
  await expect(toasts.getByText("Message sent successfully!")).toBeVisible();
});

test("cards whose code did not arrive ask for it again at the next search", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(LOST);
  const restore = await cutOff(page, /\/assets\/news-sections-[\w-]+\.js$/);
  await page.goto("/news-events");
  await hydrated(page);
  const search = page.getByRole("searchbox", { name: "Search news and events" });
  const card = (title: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await search.fill("Copenhagen");
  // The cards the server drew stay, every one.
  await expect(card("Origin trip registration is open")).toBeVisible();

  restore();
  await search.fill("origin trip");
  await expect(card("Meet us at the World of Coffee in Copenhagen")).toHaveCount(0);
  await expect(card("Origin trip registration is open")).toBeVisible();
});
