import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReply, heldReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import { AdminGate } from "./admin-gate";

const SIGNED_OUT: Answer = errorReply(401, "AUTHENTICATION_ERROR", "Please log in to continue.");

function drawGate(routes: Record<string, Answer>) {
  const api = stubApi({ "GET /api/admin/session": SIGNED_OUT, ...routes });
  const view = renderUi(
    <AdminGate title="Admin Panel">
      <p>The trade desk</p>
    </AdminGate>,
    { path: "/admin" },
  );
  return { ...view, api };
}

async function signIn({ user }: ReturnType<typeof drawGate>, password: string) {
  await user.type(await screen.findByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

const codeField = () => screen.findByRole("textbox", { name: "Authentication code" });

describe("the admin sign-in", () => {
  it("checks the session first, and shows the desk to a signed-in administrator", async () => {
    const session = heldReply();
    drawGate({ "GET /api/admin/session": session.answer });
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session...");
    session.send({ body: { isAuthenticated: true } });
    expect(await screen.findByText("The trade desk")).toBeVisible();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("asks for a password that is not blank, and sends nothing", async () => {
    const gate = drawGate({});
    await signIn(gate, "   ");
    expect(await screen.findByText("Password is required")).toBeVisible();
    expect(gate.api.callsTo("POST /api/admin/login")).toEqual([]);
  });

  it("signs in with the password alone when no second factor is set", async () => {
    const gate = drawGate({ "POST /api/admin/login": { body: { success: true } } });
    await signIn(gate, "correct horse battery staple");
    expect(await screen.findByText("The trade desk")).toBeVisible();
    await findToast("Access granted. Loading admin panel...");
    expect(gate.api.callsTo("POST /api/admin/login")[0]?.body).toEqual({
      password: "correct horse battery staple",
      mfaToken: null,
    });
  });

  it("refuses a wrong password in the server's words and clears the field", async () => {
    const gate = drawGate({
      "POST /api/admin/login": errorReply(401, "AUTHENTICATION_ERROR", "Invalid credentials."),
    });
    await signIn(gate, "wrong password");
    const shown = await findToast("Access Denied");
    expect(shown).toHaveTextContent("Invalid credentials.");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.queryByText("The trade desk")).not.toBeInTheDocument();
  });

  it("says the server cannot be reached when the connection fails", async () => {
    const gate = drawGate({
      "POST /api/admin/login": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await signIn(gate, "correct horse battery staple");
    const shown = await findToast("Connection error", 5_000);
    expect(shown).toHaveTextContent("Login Error: Unable to connect to server. Please try again.");
  });

  it("asks for the authenticator code, which keeps 6 digits and enables Verify only then", async () => {
    const gate = drawGate({
      "POST /api/admin/login": ({ body }) =>
        (body as { mfaToken: string | null }).mfaToken === "123456"
          ? { body: { success: true } }
          : {
              body: {
                success: false,
                requiresMfa: true,
                message:
                  "Multi-Factor Authentication Required. Please enter your authenticator code.",
              },
            },
    });
    await signIn(gate, "correct horse battery staple");
    await findToast("Multi-Factor Authentication Required. Please enter your authenticator code.");

    const code = await codeField();
    const verify = screen.getByRole("button", { name: "Verify" });
    await gate.user.type(code, "12a3 45");
    expect(code).toHaveValue("12345");
    expect(verify).toBeDisabled();
    await gate.user.type(code, "6789");
    expect(code).toHaveValue("123456");
    expect(verify).toBeEnabled();
    await gate.user.click(verify);

    expect(await screen.findByText("The trade desk")).toBeVisible();
    expect(gate.api.callsTo("POST /api/admin/login").map((call) => call.body)).toEqual([
      { password: "correct horse battery staple", mfaToken: null },
      { password: "correct horse battery staple", mfaToken: "123456" },
    ]);
  });

  it("clears a refused code, takes a backup code in the same field, and goes back to the password", async () => {
    const gate = drawGate({
      "POST /api/admin/login": ({ body }) =>
        (body as { mfaToken: string | null }).mfaToken === null
          ? { body: { success: false, requiresMfa: true, message: "" } }
          : errorReply(401, "AUTHENTICATION_ERROR", "Invalid authentication code."),
    });
    await signIn(gate, "correct horse battery staple");
    const code = await codeField();
    await gate.user.type(code, "654321{Enter}");
    const shown = await findToast("Access Denied");
    expect(shown).toHaveTextContent("Invalid authentication code.");
    expect(code).toHaveValue("");

    const backup = screen.getByRole("button", { name: "Use a backup code" });
    expect(backup).toHaveAttribute("aria-pressed", "false");
    await gate.user.click(backup);
    expect(backup).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("textbox", { name: "Backup code" })).toBe(code);

    await gate.user.click(screen.getByRole("button", { name: "Back to Password" }));
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });
});
