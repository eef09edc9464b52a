import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReply, heldReply, stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { NewsletterSignup } from "./newsletter-signup";

async function drawSignUp() {
  const view = renderUi(<NewsletterSignup tone="light" />);
  const email = await screen.findByLabelText("Newsletter: your email address");
  const subscribe = (address: string) =>
    view.user
      .type(email, address)
      .then(() => view.user.click(screen.getByRole("button", { name: "Subscribe" })));
  return { ...view, email, subscribe };
}

describe("the newsletter sign-up", () => {
  it("says how the address is used", async () => {
    stubApi();
    const { email } = await drawSignUp();
    expect(email).toHaveAccessibleDescription(
      "We use your address only for this newsletter and never share it. Every issue has a one-click unsubscribe link.",
    );
  });

  it("refuses an address that is not one, and sends nothing", async () => {
    const api = stubApi();
    const { email, subscribe } = await drawSignUp();
    await subscribe("roaster@");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please enter a valid email address",
    );
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveValue("roaster@");
    expect(api.calls).toEqual([]);
  });

  it("signs the address up, asks to confirm it from the inbox and empties the field", async () => {
    const reply = heldReply();
    const api = stubApi({ "POST /api/newsletter": reply.answer });
    const { email, subscribe } = await drawSignUp();
    await subscribe("roaster@cafe.example");
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    reply.send({ status: 202, body: { success: true } });

    expect(
      await screen.findByText(
        "Thank you. Please check your inbox and follow the link we sent to confirm your subscription.",
      ),
    ).toBeVisible();
    expect(email).toHaveValue("");
    expect(api.callsTo("POST /api/newsletter")[0]?.body).toMatchObject({
      email: "roaster@cafe.example",
    });
  });

  it("gives the catalog's words when the server refuses, keeping the address", async () => {
    stubApi({
      "POST /api/newsletter": errorReply(429, "RATE_LIMIT_EXCEEDED", "Too many sign-ups"),
    });
    const { email, subscribe } = await drawSignUp();
    await subscribe("roaster@cafe.example");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a moment and try again.",
    );
    expect(email).toHaveValue("roaster@cafe.example");
  });
});
