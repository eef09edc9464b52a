import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { catchDownloads } from "~/test/downloads";
import { findToast, renderUi } from "~/test/render-ui";
import SecurityTab from "./security-tab";

const SETUP = {
  secret: "JBSWY3DPEHPK3PXP",
  qrCode: "data:image/png;base64,iVBORw0KGgo=",
  backupCodes: ["482913", "100274", "937461", "550128", "846302"],
};

/** MFA off until the test's enable call succeeds, as the server keeps it. */
function drawTab(routes: Record<string, Answer> = {}, { enabled = false } = {}) {
  let isEnabled = enabled;
  const api = stubApi({
    "GET /api/admin/mfa/status": () => ({ body: { isEnabled } }),
    "POST /api/admin/mfa/setup": { body: SETUP },
    "POST /api/admin/mfa/enable": () => ((isEnabled = true), { body: { success: true } }),
    "POST /api/admin/mfa/disable": () => ((isEnabled = false), { body: { success: true } }),
    ...routes,
  });
  return { ...renderUi(<SecurityTab />, { path: "/admin" }), api };
}

async function startSetup({ user }: ReturnType<typeof drawTab>) {
  await user.click(await screen.findByRole("button", { name: "Set Up MFA" }));
}

describe("the admin's two-factor set-up", () => {
  it("starts with the QR code, the secret and the backup codes, which download as a file", async () => {
    const downloads = catchDownloads();
    const tab = drawTab();
    expect(await screen.findByText("Not enabled")).toBeVisible();
    await startSetup(tab);

    await findToast("MFA Setup Started");
    expect(
      screen.getByRole("img", { name: "QR code to add the admin account to an authenticator app" }),
    ).toHaveAttribute("src", SETUP.qrCode);
    expect(screen.getByLabelText("Secret key")).toHaveTextContent(SETUP.secret);
    const codes = within(screen.getByRole("list", { name: "Backup codes" })).getAllByRole(
      "listitem",
    );
    expect(codes.map((code) => code.textContent)).toEqual(SETUP.backupCodes);

    await tab.user.click(screen.getByRole("button", { name: "Download backup codes" }));
    expect(downloads.map((file) => file.filename)).toEqual(["abyssinia-admin-backup-codes.txt"]);
    const text = await downloads[0]!.blob.text();
    for (const code of SETUP.backupCodes) expect(text).toContain(`\n${code}\n`);
  });

  it("refuses a code that is not 6 digits before asking the server", async () => {
    const tab = drawTab();
    await startSetup(tab);
    await tab.user.type(await screen.findByLabelText("Verification code"), "12345");
    await tab.user.click(screen.getByRole("button", { name: "Enable MFA" }));
    const shown = await findToast("Invalid Token");
    expect(shown).toHaveTextContent("Please enter a 6-digit verification code.");
    expect(tab.api.callsTo("POST /api/admin/mfa/enable")).toEqual([]);
  });

  it("is enabled once the first code verifies", async () => {
    const tab = drawTab();
    await startSetup(tab);
    await tab.user.type(await screen.findByLabelText("Verification code"), "123456");
    await tab.user.click(screen.getByRole("button", { name: "Enable MFA" }));

    await findToast("MFA Enabled");
    expect(await screen.findByText("Enabled")).toBeVisible();
    expect(screen.getByRole("button", { name: "Disable MFA" })).toBeVisible();
    expect(tab.api.callsTo("POST /api/admin/mfa/enable")[0]?.body).toEqual({ token: "123456" });
  });

  it("clears a code the server refuses", async () => {
    const tab = drawTab({
      "POST /api/admin/mfa/enable": errorReply(400, "VALIDATION_ERROR", "Invalid token"),
    });
    await startSetup(tab);
    const code = await screen.findByLabelText("Verification code");
    await tab.user.type(code, "654321{Enter}");
    const shown = await findToast("Verification Failed");
    expect(shown).toHaveTextContent("Invalid token. Please try again.");
    expect(code).toHaveValue("");
  });

  it("says so when the set-up answer is malformed or refused", async () => {
    const tab = drawTab({ "POST /api/admin/mfa/setup": { body: { secret: "", backupCodes: [] } } });
    await startSetup(tab);
    expect(await findToast("Setup Failed")).toHaveTextContent(
      "Invalid response from server. Please try again.",
    );
    expect(screen.queryByRole("list", { name: "Backup codes" })).not.toBeInTheDocument();

    tab.api.route(
      "POST /api/admin/mfa/setup",
      errorReply(409, "DUPLICATE_RESOURCE", "MFA is already enabled"),
    );
    await startSetup(tab);
    expect(await findToast("Setup Failed")).toHaveTextContent(
      "Unable to setup MFA: MFA is already enabled",
    );
  });

  it("disables after a confirmation and a current code", async () => {
    const tab = drawTab({}, { enabled: true });
    await tab.user.click(await screen.findByRole("button", { name: "Disable MFA" }));
    const confirm = screen.getByRole("alertdialog", { name: "Disable two-factor authentication?" });
    expect(confirm).toHaveAccessibleDescription(
      "Are you sure you want to disable MFA? Sign-in will then need the password only.",
    );
    await tab.user.click(within(confirm).getByRole("button", { name: "Continue" }));

    const code = screen.getByLabelText("Current authenticator code");
    const disable = screen.getByRole("button", { name: "Confirm Disable" });
    await tab.user.type(code, "12345");
    expect(disable).toBeDisabled();
    await tab.user.type(code, "6");
    await tab.user.click(disable);

    await findToast("MFA Disabled");
    expect(await screen.findByText("Not enabled")).toBeVisible();
    expect(tab.api.callsTo("POST /api/admin/mfa/disable")[0]?.body).toEqual({ token: "123456" });
  });

  it("keeps MFA on when disabling fails", async () => {
    const tab = drawTab(
      { "POST /api/admin/mfa/disable": errorReply(401, "AUTHENTICATION_ERROR", "Wrong code") },
      { enabled: true },
    );
    await tab.user.click(await screen.findByRole("button", { name: "Disable MFA" }));
    await tab.user.click(screen.getByRole("button", { name: "Continue" }));
    await tab.user.type(screen.getByLabelText("Current authenticator code"), "123456{Enter}");
    expect(await findToast("Disable Failed")).toHaveTextContent(
      "Unable to disable MFA. Please try again.",
    );
    expect(screen.getByText("Enabled")).toBeVisible();
  });
});
