import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReply, heldReply, stubApi, TEST_CSRF_TOKEN } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import { ContactForm } from "./contact-form";

function drawForm() {
  const view = renderUi(<ContactForm />);
  const field = (name: string) => screen.getByRole("textbox", { name });
  return {
    ...view,
    field,
    send: () => view.user.click(screen.getByRole("button", { name: "Send Message" })),
  };
}

describe("the contact form", () => {
  it("says what is wrong with each field and sends nothing", async () => {
    const api = stubApi();
    const { user, field, send } = drawForm();
    await user.type(field("Phone (optional)"), "12");
    await user.type(field("Message"), "Hello");
    await send();

    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByText("Message must be at least 10 characters")).toBeVisible();
    expect(
      screen.getByText("Please enter a valid phone number (e.g., +1 555 123 4567)"),
    ).toBeVisible();
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(api.calls).toEqual([]);
  });

  it("sends the message with a CSRF token, says so and empties the form", async () => {
    const api = stubApi({ "POST /api/contact": { status: 201, body: { success: true } } });
    const { user, field, send } = drawForm();
    await user.type(field("Name"), "Abebe Bekele");
    await user.type(field("Email"), "abebe@roastery.example");
    await user.type(field("Message"), "Two containers of washed Yirgacheffe, please.");
    await send();

    const shown = await findToast("Message sent successfully!");
    expect(shown).toHaveTextContent("We'll get back to you as soon as possible.");
    expect(api.callsTo("POST /api/contact")).toEqual([
      expect.objectContaining({
        csrfToken: TEST_CSRF_TOKEN,
        body: expect.objectContaining({
          name: "Abebe Bekele",
          email: "abebe@roastery.example",
          message: "Two containers of washed Yirgacheffe, please.",
        }),
      }),
    ]);
    expect(field("Name")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
  });

  it("is busy while the message goes, and cannot be sent twice", async () => {
    const reply = heldReply();
    const api = stubApi({ "POST /api/contact": reply.answer });
    const { user, field, send } = drawForm();
    await user.type(field("Name"), "Abebe Bekele");
    await user.type(field("Email"), "abebe@roastery.example");
    await user.type(field("Message"), "Do you ship to Busan?");
    await send();

    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    reply.send({ status: 201, body: { success: true } });
    await findToast("Message sent successfully!");
    expect(api.callsTo("POST /api/contact")).toHaveLength(1);
  });

  it("keeps what was typed and gives the catalog's words when the server refuses", async () => {
    stubApi({
      "POST /api/contact": errorReply(429, "RATE_LIMIT_EXCEEDED", "Slow down"),
    });
    const { user, field, send } = drawForm();
    await user.type(field("Name"), "Abebe Bekele");
    await user.type(field("Email"), "abebe@roastery.example");
    await user.type(field("Message"), "Do you ship to Busan?");
    await send();

    const shown = await findToast("Failed to send message");
    expect(shown).toHaveTextContent("Too many requests. Please wait a moment and try again.");
    expect(field("Message")).toHaveValue("Do you ship to Busan?");
  });
});
