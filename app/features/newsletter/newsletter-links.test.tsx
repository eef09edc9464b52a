import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReply, stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { ConfirmSubscription } from "./confirm-subscription";
import { UnsubscribePanel } from "./unsubscribe-panel";

const TOKEN = `12.1893456000.${"a".repeat(43)}`;
const EXPIRED =
  "This confirmation link has expired. Please sign up again and we will send you a new one.";
const INVALID =
  "This link is not valid. Please copy the whole link from our email, or sign up again.";

describe("the newsletter's confirmation link", () => {
  it("confirms the subscription at once", async () => {
    const api = stubApi({ "POST /api/newsletter/confirm": { body: { success: true } } });
    renderUi(<ConfirmSubscription />, { path: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    expect(api.callsTo("POST /api/newsletter/confirm")[0]?.body).toEqual({ token: TOKEN });
  });

  it("says when the link is refused, and where to sign up again", async () => {
    stubApi({
      "POST /api/newsletter/confirm": errorReply(400, "VALIDATION_ERROR", "Invalid link", {
        fields: [{ field: "token", message: EXPIRED }],
      }),
    });
    renderUi(<ConfirmSubscription />, { path: `/newsletter/confirm?token=${TOKEN}` });
    expect(
      await screen.findByRole("heading", { name: "We could not confirm your subscription" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(EXPIRED);
    expect(screen.getByRole("link", { name: "news page" })).toHaveAttribute("href", "/news-events");
  });

  it("says a link without its token is not one, asking nothing of the server", async () => {
    const api = stubApi();
    renderUi(<ConfirmSubscription />, { path: "/newsletter/confirm" });
    expect(await screen.findByRole("alert")).toHaveTextContent(INVALID);
    expect(api.calls).toEqual([]);
  });
});

describe("the newsletter's unsubscribe link", () => {
  it("unsubscribes on the button, not before", async () => {
    const api = stubApi({ "POST /api/newsletter/unsubscribe": { body: { success: true } } });
    const { user } = renderUi(<UnsubscribePanel />, {
      path: `/newsletter/unsubscribe?token=${TOKEN}`,
    });
    expect(screen.getByRole("heading", { name: "Unsubscribe from our newsletter" })).toBeVisible();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    expect(api.callsTo("POST /api/newsletter/unsubscribe")[0]?.search).toBe(`?token=${TOKEN}`);
  });

  it("cannot be pressed without a token", () => {
    stubApi();
    renderUi(<UnsubscribePanel />, { path: "/newsletter/unsubscribe" });
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID);
  });
});
