import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { generate } from "otplib";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { confirm, openAdminTab, toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";

// Turning MFA on changes how every admin signs in, so playwright.config.ts runs this file alone,
// after the other journeys; its tests run in order and leave MFA disabled as they found it.

const PERIOD_SECONDS = 30;
let lastStep = -1;

/**
 * A TOTP code the server will take now: it accepts one 30-second step either side of the present
 * and refuses any step at or before the last one used, so wait when the next step is too far ahead.
 */
async function freshCode(secret: string): Promise<string> {
  const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  const step = Math.max(currentStep(), lastStep + 1);
  while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  lastStep = step;
  return generate({ secret, epoch: step * PERIOD_SECONDS });
}

/** A well-formed code the server cannot accept: ten steps ahead. */
function wrongCode(secret: string): Promise<string> {
  return generate({
    secret,
    epoch: (Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + 10) * PERIOD_SECONDS,
  });
}

async function enterPassword(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.describe("admin two-factor sign-in", () => {
  let secret = "";
  let backupCodes: string[] = [];

  test("sets up MFA in the Security tab", async ({ page, consoleGuard }) => {
    consoleGuard.allow(
      /Failed to load resource: the server responded with a status of 400|\[app-error\]/,
    );
    await signInAsAdmin(page);
    await openAdminTab(page, "Security");
    const security = page.getByRole("region", { name: "Two-Factor Authentication" });
    await expect(security.getByText("Not enabled")).toBeVisible();

    await page.getByRole("button", { name: "Set Up MFA" }).click();
    await expect(toastText(page, "MFA Setup Started")).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toHaveAttribute(
      "src",
      /^data:image\//,
    );
    secret = ((await page.getByLabel("Secret key").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    backupCodes = await page
      .getByRole("list", { name: "Backup codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^\d{6}$/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download backup codes" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const saved = await readFile(await download.path(), "utf8");
    for (const code of backupCodes) expect(saved).toContain(code);

    const code = page.getByLabel("Verification code");
    await code.fill("12ab3");
    await expect(code).toHaveValue("123");
    await page.getByRole("button", { name: "Enable MFA" }).click();
    await expect(toastText(page, "Invalid Token")).toBeVisible();
    await expect(toastText(page, "Please enter a 6-digit verification code.")).toBeVisible();

    await code.fill(await wrongCode(secret));
    await page.getByRole("button", { name: "Enable MFA" }).click();
    await expect(toastText(page, "Verification Failed")).toBeVisible();
    await expect(toastText(page, "Invalid token. Please try again.")).toBeVisible();

    await code.fill(await freshCode(secret));
    await page.getByRole("button", { name: "Enable MFA" }).click();
    await expect(toastText(page, "MFA Enabled")).toBeVisible();
    await expect(security.getByText("Enabled", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Disable MFA" })).toBeVisible();
  });

  test("signs in with the password, then an authenticator code", async ({ page, consoleGuard }) => {
    consoleGuard.allow(
      /Failed to load resource: the server responded with a status of 401|\[app-error\]/,
    );
    await enterPassword(page);
    await expect(
      toastText(
        page,
        "Multi-Factor Authentication Required. Please enter your authenticator code.",
      ),
    ).toBeVisible();

    // Digits only, at most six; Verify waits for all six.
    const code = page.getByLabel("Authentication code");
    const verify = page.getByRole("button", { name: "Verify" });
    await code.fill("4a2 9");
    await expect(code).toHaveValue("429");
    await expect(verify).toBeDisabled();
    await code.fill("12345678");
    await expect(code).toHaveValue("123456");
    await expect(verify).toBeEnabled();

    // Back to Password returns to the first step.
    await page.getByRole("button", { name: "Back to Password" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();

    await code.fill(await wrongCode(secret));
    await verify.click();
    await expect(toastText(page, "Access Denied")).toBeVisible();
    await expect(toastText(page, "Invalid authentication code.")).toBeVisible();
    await expect(code).toHaveValue("");

    await code.fill(await freshCode(secret));
    await verify.click();
    await expect(toastText(page, "Access granted. Loading admin panel...")).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
  });

  test("accepts a backup code once", async ({ page, browser, consoleGuard }) => {
    consoleGuard.allow(
      /Failed to load resource: the server responded with a status of 401|\[app-error\]/,
    );
    const backupCode = backupCodes[0] ?? "";
    await enterPassword(page);
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await expect(page.getByRole("button", { name: "Use a backup code" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText(/Backup codes are 6 digits too/)).toBeVisible();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();

    // The same code a second time is refused.
    const again = await browser.newPage();
    await enterPassword(again);
    await again.getByLabel("Authentication code").fill(backupCode);
    await again.getByRole("button", { name: "Verify" }).click();
    await expect(toastText(again, "Access Denied")).toBeVisible();
    await again.close();
  });

  test("disables MFA after a confirmation and a current code", async ({ page }) => {
    test.slow(); // the next authenticator code may be up to 30 seconds away
    await enterPassword(page);
    await page.getByLabel("Authentication code").fill(backupCodes[1] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
    await openAdminTab(page, "Security");

    await page.getByRole("button", { name: "Disable MFA" }).click();
    await confirm(
      page,
      "Are you sure you want to disable MFA? Sign-in will then need the password only.",
      "Continue",
    );
    await page.getByLabel("Current authenticator code").fill(await freshCode(secret));
    await page.getByRole("button", { name: "Confirm Disable" }).click();
    await expect(toastText(page, "MFA Disabled")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Two-Factor Authentication" }).getByText("Not enabled"),
    ).toBeVisible();

    // The password alone opens the panel again.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
  });

  // If a step above failed with MFA on, switch it off so a rerun on the same database starts clean.
  test.afterAll(async ({ playwright, baseURL }) => {
    if (!secret) return;
    const request = await playwright.request.newContext({ baseURL });
    const csrf = async () => {
      const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as {
        csrfToken: string;
      };
      return { "x-csrf-token": csrfToken };
    };
    const login = await request.post("/api/admin/login", {
      data: { password: E2E_ADMIN_PASSWORD, mfaToken: backupCodes.at(-1) },
      headers: await csrf(),
    });
    const { success } = (await login.json()) as { success?: boolean };
    if (success)
      await request.post("/api/admin/mfa/disable", {
        data: { password: E2E_ADMIN_PASSWORD },
        headers: await csrf(),
      });
    await request.dispose();
  });
});
