import type { Page } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "otplib";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { confirm, openAdminTab, toastText } from "./admin-desk";
import { test as base, expect, signInAsAdmin } from "./fixtures";

/*
 * MFA changes how everyone signs in, and the other journeys sign in in parallel on the shared
 * server. This file therefore runs on a server of its own (fresh database, same build), started
 * once for the file and thrown away after it; its tests run in order, the last one disabling MFA.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), "abyssinia-e2e-mfa-"));
      const server = spawn(join(repoRoot, "node_modules", ".bin", "tsx"), ["server/main.ts"], {
        cwd: repoRoot,
        detached: true,
        stdio: "ignore",
        env: {
          ...process.env,
          NODE_ENV: "test",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          CLIENT_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
          ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
          LOG_LEVEL: "warn",
          RATE_LIMIT_LOGIN_MAX: "1000",
          RATE_LIMIT_ACCOUNT_LOGIN_MAX: "1000",
        },
      });
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
        if (ready) break;
        if (Date.now() > deadline || server.exitCode !== null) throw new Error("The MFA test server did not start");
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await use(url);
      // The whole process group: tsx runs the server in a child process.
      if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});

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
  return generate({ secret, epoch: (Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + 10) * PERIOD_SECONDS });
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
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400|\[app-error\]/);
    await signInAsAdmin(page);
    await openAdminTab(page, "Security");
    const security = page.getByRole("region", { name: "Two-Factor Authentication" });
    await expect(security.getByText("Not enabled")).toBeVisible();

    await page.getByRole("button", { name: "Set Up MFA" }).click();
    await expect(toastText(page, "MFA Setup Started")).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toHaveAttribute("src", /^data:image\//);
    secret = ((await page.getByLabel("Secret key").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^\d{6}$/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download backup codes" }).click()]);
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
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 401|\[app-error\]/);
    await enterPassword(page);
    await expect(toastText(page, "Multi-Factor Authentication Required. Please enter your authenticator code.")).toBeVisible();

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
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 401|\[app-error\]/);
    const backupCode = backupCodes[0] ?? "";
    await enterPassword(page);
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await expect(page.getByRole("button", { name: "Use a backup code" })).toHaveAttribute("aria-pressed", "true");
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
    await confirm(page, "Are you sure you want to disable MFA? Sign-in will then need the password only.", "Continue");
    await page.getByLabel("Current authenticator code").fill(await freshCode(secret));
    await page.getByRole("button", { name: "Confirm Disable" }).click();
    await expect(toastText(page, "MFA Disabled")).toBeVisible();
    await expect(page.getByRole("region", { name: "Two-Factor Authentication" }).getByText("Not enabled")).toBeVisible();

    // The password alone opens the panel again.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
  });
});
