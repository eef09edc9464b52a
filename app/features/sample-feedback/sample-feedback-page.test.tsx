import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SampleFeedbackView } from "~common/contract/sample-feedback";
import { errorReply, heldReply, stubApi, type Answer } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { SampleFeedbackPage } from "./sample-feedback-page";

const TOKEN = "S-4TQ8-ZX2M.c2lnbmF0dXJl";
const SUBMIT = `POST /api/sample-feedback/${TOKEN}`;
const VIEW: SampleFeedbackView = {
  sampleId: "S-4TQ8-ZX2M",
  coffeeName: "Guji Hambela Natural G1",
  sampleSize: "250g",
  buyer: { name: "Erik Lund", company: "Nordic Roasters AB" },
  dispatchedOn: "2026-11-20",
  state: "open",
  expiresAt: "2027-02-03T06:00:00.000Z",
  feedback: null,
};
const ANSWERED: SampleFeedbackView = {
  ...VIEW,
  state: "answered",
  feedback: {
    cupScore: 86.75,
    notes: "Blueberry and jasmine.",
    wantsQuote: true,
    quoteRequestId: "Q-7K3M-9P2X",
    createdAt: "2026-12-06T10:00:00.000Z",
  },
};

function drawPage(view: SampleFeedbackView, routes: Record<string, Answer> = {}) {
  const api = stubApi(routes);
  return {
    ...renderUi(<SampleFeedbackPage token={TOKEN} view={view} />, { path: "/samples/feedback/x" }),
    api,
  };
}

const submit = (page: ReturnType<typeof drawPage>) =>
  page.user.click(screen.getByRole("button", { name: "Submit" }));

describe("the buyer's sample feedback form", () => {
  it("names the sample and asks for a cup score, notes and whether a quote is wanted", () => {
    drawPage(VIEW);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "How did Guji Hambela Natural G1 cup?",
    );
    expect(
      screen.getByText(/Your 250g sample for Nordic Roasters AB left us on 20 Nov 2026/),
    ).toBeVisible();
    expect(screen.getByRole("spinbutton", { name: "Cup score" })).toHaveAttribute(
      "aria-required",
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Notes (optional)" })).toBeVisible();
    expect(
      screen.getByRole("checkbox", { name: "I would like a quote for this coffee" }),
    ).not.toBeChecked();
  });

  it("says what is wrong with the score and the notes, and sends nothing", async () => {
    const page = drawPage(VIEW);
    await submit(page);
    expect(await screen.findByText("Cup score is required")).toBeVisible();
    await page.user.type(screen.getByLabelText("Cup score"), "79.5");
    await submit(page);
    expect(await screen.findByText("Cup score must be between 80 and 100")).toBeVisible();
    expect(screen.getByLabelText("Cup score")).toHaveAccessibleDescription(
      expect.stringContaining("Cup score must be between 80 and 100"),
    );
    await page.user.clear(screen.getByLabelText("Cup score"));
    await page.user.type(screen.getByLabelText("Cup score"), "100.25");
    await submit(page);
    expect(await screen.findByText("Cup score must be between 80 and 100")).toBeVisible();
    await page.user.clear(screen.getByLabelText("Cup score"));
    await page.user.type(screen.getByLabelText("Cup score"), "86");
    await page.user.click(screen.getByLabelText("Notes (optional)"));
    await page.user.paste("x".repeat(2001));
    await submit(page);
    expect(await screen.findByText("Notes must be at most 2000 characters")).toBeVisible();
    expect(page.api.callsTo(SUBMIT)).toEqual([]);
  });

  it("is disabled while sending, then thanks the buyer and names the quote it opened", async () => {
    const reply = heldReply();
    const page = drawPage(VIEW, { [SUBMIT]: reply.answer });
    await page.user.type(screen.getByLabelText("Cup score"), "86.75");
    await page.user.type(screen.getByLabelText("Notes (optional)"), "Blueberry and jasmine.");
    await page.user.click(
      screen.getByRole("checkbox", { name: "I would like a quote for this coffee" }),
    );
    await submit(page);
    const sending = await screen.findByRole("button", { name: "Sending…" });
    expect(sending).toBeDisabled();
    reply.send({ status: 201, body: ANSWERED });
    const note = await screen.findByRole("status");
    expect(note).toHaveTextContent("We already have your feedback on this sample. Thank you!");
    expect(note).toHaveTextContent("Your cup score: 86.75");
    expect(note).toHaveTextContent("under reference Q-7K3M-9P2X");
    await waitFor(() => expect(note.parentElement).toHaveFocus());
    expect(page.api.callsTo(SUBMIT)[0]).toMatchObject({
      body: { cupScore: 86.75, notes: "Blueberry and jasmine.", wantsQuote: true },
      csrfToken: expect.any(String),
    });
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("says why an answer is refused in the server's words, and shows the state the form is in", async () => {
    const expired =
      "This feedback link has expired. Reply to our email and tell us how the sample cupped: we read every answer.";
    const page = drawPage(VIEW, {
      [SUBMIT]: errorReply(410, "NOT_FOUND", expired, { reason: "expired" }),
      [`GET /api/sample-feedback/${TOKEN}`]: { body: { ...VIEW, state: "expired" } },
    });
    await page.user.type(screen.getByLabelText("Cup score"), "84");
    await submit(page);
    // The form goes, and what it is now says why, in the server's words.
    expect(await screen.findByRole("status")).toHaveTextContent(expired);
    expect(page.api.callsTo(SUBMIT)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("keeps the form and says what failed when the answer could not be sent", async () => {
    const page = drawPage(VIEW, {
      [SUBMIT]: errorReply(500, "INTERNAL_ERROR", "Something went wrong"),
    });
    await page.user.type(screen.getByLabelText("Cup score"), "84");
    await submit(page);
    expect(await screen.findByRole("alert")).toBeVisible();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByLabelText("Cup score")).toHaveValue(84);
  });

  it("an answered or expired form shows its state and offers nothing to press", () => {
    const { unmount } = drawPage(ANSWERED);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you!");
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    drawPage({ ...VIEW, state: "expired" });
    expect(screen.getByRole("status")).toHaveTextContent(/has expired/);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
