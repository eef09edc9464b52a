// The newsletter journey: sign up in the footer, confirm by the mailed link, leave by the link
// in the welcome issue. The mail really goes over SMTP to the run's catcher (e2e/mail-catcher.ts).
import { expect, test } from "./fixtures";
import { newestMailTo } from "./mailbox";

function linkIn(text: string | undefined, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`).exec(text ?? "");
  expect(match, `a ${path} link in:\n${text}`).not.toBeNull();
  return match![0];
}

test("a buyer subscribes from the footer, confirms by mail, then unsubscribes", async ({
  page,
  adminApi,
}) => {
  const address = `buyer-${Date.now()}@roastery.example`;
  const subscribers = async () =>
    (
      await adminApi.get<{ email: string; confirmedAt: string | null }[]>(
        "/api/newsletter-subscriptions",
      )
    ).filter((subscriber) => subscriber.email === address);

  await page.goto("/offers");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Newsletter: your email address").fill(address);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText(
    "Thank you. Please check your inbox and follow the link we sent to confirm your subscription.",
  );
  expect(await subscribers()).toEqual([expect.objectContaining({ confirmedAt: null })]);

  const confirmation = await newestMailTo(address, /^Please confirm/);
  await page.goto(linkIn(confirmation.text, "/newsletter/confirm"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Subscription confirmed" }),
  ).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText("a welcome mail is on its way");
  expect(await subscribers()).toEqual([
    expect.objectContaining({ confirmedAt: expect.any(String) }),
  ]);

  const welcome = await newestMailTo(address, /^Welcome/);
  expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  await page.goto(linkIn(welcome.text, "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(await subscribers()).toEqual([]);
});

test("a broken confirmation link says so", async ({ page, consoleGuard }) => {
  // The refused confirmation is logged to the console by the API client, as every failed call is.
  consoleGuard.allow(/VALIDATION_ERROR|status of 400/);
  await page.goto(`/newsletter/confirm?token=1.0.${"A".repeat(43)}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "We could not confirm your subscription" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "This link is not valid. Please copy the whole link from our email, or sign up again.",
  );
});

test("a malformed address is refused in the form's words and nothing is sent", async ({ page }) => {
  let sent = 0;
  await page.route("**/api/newsletter", (route) => {
    sent += 1;
    return route.fallback();
  });
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Newsletter: your email address").fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
  expect(sent).toBe(0);
});

test("when the sign-up's code cannot be fetched the footer says the connection failed", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route(/\/assets\/newsletter-sign-up-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo");
  const field = footer.getByLabel("Newsletter: your email address");
  await field.fill("buyer@roastery.example");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText(
    "Network connection failed. Please check your internet connection.",
  );
  await expect(field).toHaveValue("buyer@roastery.example");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});

test("Enter in the field sends it; the field keeps the focus and the address when it is refused", async ({
  page,
}) => {
  let sent = 0;
  await page.route("**/api/newsletter", (route) => {
    sent += 1;
    return route.fallback();
  });
  await page.goto("/team");

  const footer = page.getByRole("contentinfo");
  const field = footer.getByLabel("Newsletter: your email address");
  await field.fill("buyer@roastery");
  await field.press("Enter");
  await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("buyer@roastery");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(0);
  await expect(page).toHaveURL(/\/team$/);
});

test("the news page's own sign-up card works apart from the footer's", async ({ page }) => {
  await page.goto("/news-events");
  const card = page.getByRole("region", { name: "Harvest news by email" });
  const footer = page.getByRole("contentinfo");
  await card
    .getByLabel("Newsletter: your email address")
    .fill(`reader-${Date.now()}@roastery.example`);
  await card.getByRole("button", { name: "Subscribe" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Thank you. Please check your inbox and follow the link we sent to confirm your subscription.",
  );
  await expect(card.getByLabel("Newsletter: your email address")).toHaveValue("");
  await expect(footer.getByRole("status")).toHaveText("");
  await expect(footer.getByLabel("Newsletter: your email address")).toHaveValue("");
});
