import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/chromium-flags";

const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password-123";

// Every run starts on an empty embedded database, seeded at start-up like a fresh install.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "abyssinia-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// Mail the server sends goes to a local SMTP catcher (e2e/mail-catcher.ts) on a loopback port far
// from the web ports, so parallel runs on neighbouring E2E_PORTs do not collide.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 20_000);
process.env.E2E_SMTP_PORT = String(smtpPort);
process.env.E2E_MAIL_DIR ??= `${dataDir}-mail`;

/** Journeys whose desk changes show on every page (a fact of the exporter, the hero's photograph). */
const SITE_WIDE = /(site-settings|media-desk)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/mail-catcher.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "reports/playwright.json" }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test to keep the failures' cost a sixth of the suite's time on two
    // cores (docs/benchmarks.md); CI records one only when it runs a failed test again.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testIgnore: [/\.mobile\.spec\.ts$/, /admin-mfa\.spec\.ts$/, SITE_WIDE],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testMatch: /\.mobile\.spec\.ts$/,
    },
    // The exporter's facts and site pictures set in the desk show in every page and mail: those
    // journeys run alone, after the rest.
    {
      name: "settings",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testMatch: SITE_WIDE,
      dependencies: ["desktop", "mobile"],
    },
    // Turning MFA on changes how every admin signs in, so that journey runs alone, after the rest.
    {
      name: "mfa",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testMatch: /admin-mfa\.spec\.ts$/,
      dependencies: ["desktop", "mobile", "settings"],
    },
  ],
  webServer: {
    command: "tsx server/main.ts",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Links in mail lead back to this server, at the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      // The tests' API clients keep connections open between calls and do not retry a request the
      // server's idle close raced (ECONNRESET): longer than any pause in a journey, as a proxy's
      // upstream connections get (docs/deployment-proxy.md).
      KEEP_ALIVE_TIMEOUT_MS: "65000",
      RATE_LIMIT_FORM_MAX: "1000",
      RATE_LIMIT_LOGIN_MAX: "1000",
      RATE_LIMIT_ACCOUNT_LOGIN_MAX: "1000",
      RATE_LIMIT_READ_MAX: "100000",
      RATE_LIMIT_NOT_FOUND_MAX: "100000",
    },
  },
});
