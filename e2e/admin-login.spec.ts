import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { toastText } from "./admin-desk";
import { expect, test } from "./fixtures";

// The one journey that types the password; every other admin journey signs in through the API.
test.describe("admin sign-in", () => {
  test("refuses a blank and a wrong password, then lets the right one in and out", async ({
    page,
    consoleGuard,
  }) => {
    // The refused sign-in is a 401 the browser reports in the console.
    consoleGuard.allow(
      /Failed to load resource: the server responded with a status of 401|\[app-error\]/,
    );
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    const password = page.getByLabel("Password");

    await password.fill("   ");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();

    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastText(page, "Access Denied")).toBeVisible();
    await expect(toastText(page, "Invalid credentials.")).toBeVisible();
    await expect(password).toHaveValue("");
    await expect(page.getByRole("tablist")).toHaveCount(0);

    await password.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastText(page, "Access granted. Loading admin panel...")).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Admin sections" });
    await expect(tabs.getByRole("tab", { name: "Offers" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(tabs.getByRole("tab", { name: /^Quotes \(\d+\)$/ })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "Security" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add New Offer" })).toBeVisible();
    // The toast speaks of loading: it closes once the panel is shown, well before its 5 s.
    await expect(toastText(page, "Access granted. Loading admin panel...")).toBeHidden({
      timeout: 2_500,
    });

    // The session survives a reload: the server remembers it, not the page.
    await page.reload();
    await expect(tabs.getByRole("tab", { name: "Offers" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    expect(await page.request.get("/api/admin/session").then((r) => r.json())).toEqual({
      isAuthenticated: false,
    });
  });

  test("the refusal stays on screen for 8 seconds, then goes by itself", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /Failed to load resource: the server responded with a status of 401|\[app-error\]/,
    );
    // The page's clock stands still until the test moves it, so the toast's time is exact
    // however slow the machine.
    await page.clock.install();
    await page.goto("/admin");
    const password = page.getByLabel("Password");
    await expect(password).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1_000);
    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const refusal = toastText(page, "Access Denied");
    await expect(refusal).toBeVisible();

    await page.clock.runFor(7_900);
    await expect(refusal).toBeVisible();
    await page.clock.runFor(200);
    await expect(refusal).toBeHidden();
  });

  test("shows the connection error when the server cannot be reached", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|net::ERR_FAILED|\[app-error\]/);
    await page.goto("/admin");
    await page.route("**/api/admin/login", (route) => route.abort("failed"));
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastText(page, "Connection error")).toBeVisible({ timeout: 15_000 });
    await expect(
      toastText(page, "Login Error: Unable to connect to server. Please try again."),
    ).toBeVisible();
  });

  test("/admin-news asks for the same sign-in", async ({ page }) => {
    await page.goto("/admin-news");
    await expect(
      page.getByRole("heading", { level: 1, name: "News & Events Admin" }),
    ).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});
