import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OutboxMessage } from "~common/contract/outbox";
import { buildOutboxMessage } from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import OutboxTab from "./outbox-tab";

const WAITING = buildOutboxMessage({ id: 5 });
const GAVE_UP = buildOutboxMessage({
  id: 6,
  kind: "sales-note",
  recipient: "sales@abyssinia.example",
  subject: "New sample request S-4TQ2-8HJK",
  status: "failed",
  attempts: 8,
  lastError: "550 mailbox unavailable",
  html: "<p>A <strong>new</strong> sample request</p>",
});
const SENT = buildOutboxMessage({
  id: 7,
  subject: "Welcome to the newsletter",
  kind: "newsletter-confirmation",
  status: "sent",
  lastError: null,
  sentAt: "2026-01-10T09:31:00.000Z",
});

const summary = ({ replyTo: _r, text: _t, html: _h, headers: _x, ...rest }: OutboxMessage) => rest;

/** The outbox as the server pages it: the status filter and the page from the query. */
function drawOutbox(messages: OutboxMessage[], routes: Record<string, Answer> = {}, pageSize = 15) {
  const api = stubApi({
    "GET /api/outbox": ({ search }) => {
      const query = new URLSearchParams(search);
      const status = query.get("status");
      const page = Number(query.get("page") ?? 1);
      const chosen = messages.filter((message) => !status || message.status === status);
      return {
        body: {
          messages: chosen.slice((page - 1) * pageSize, page * pageSize).map(summary),
          total: chosen.length,
          page,
          pageSize,
        },
      };
    },
    "GET /api/outbox/counts": { body: { pending: 1, failed: 1, undelivered: 2 } },
    ...routes,
  });
  return { ...renderUi(<OutboxTab />, { path: "/admin" }), api };
}

const rowOf = (subject: string) => screen.getByRole("cell", { name: subject }).closest("tr")!;

describe("the admin's outbox", () => {
  it("lists each message with its recipient, kind, status and attempts, and counts what waits", async () => {
    drawOutbox([WAITING, GAVE_UP, SENT]);
    expect(await screen.findByRole("table", { name: "Outbox messages" })).toBeVisible();
    expect(screen.getByText("2 undelivered messages: 1 pending, 1 failed.")).toBeVisible();
    const waiting = within(rowOf(WAITING.subject));
    expect(waiting.getByText("maria@torrefazione.example")).toBeVisible();
    expect(waiting.getByText("Confirmation to visitor")).toBeVisible();
    expect(waiting.getByText("Pending")).toBeVisible();
    expect(waiting.getByText("1 attempt")).toBeVisible();
    const gaveUp = within(rowOf(GAVE_UP.subject));
    expect(gaveUp.getByText("Failed")).toBeVisible();
    expect(gaveUp.getByText("8 attempts")).toBeVisible();
    expect(gaveUp.getByText("550 mailbox unavailable")).toBeInTheDocument();
    expect(gaveUp.getByText("Gave up")).toBeInTheDocument();
    // A sent message can be read, not sent again.
    const sent = within(rowOf(SENT.subject));
    expect(sent.getByRole("button", { name: /^View message/ })).toBeVisible();
    expect(sent.queryByRole("button", { name: /^Retry now/ })).not.toBeInTheDocument();
  });

  it("filters by delivery status, and says when none has it", async () => {
    const outbox = drawOutbox([WAITING, SENT]);
    await screen.findByRole("table", { name: "Outbox messages" });
    await chooseOption(outbox.user, "Filter by delivery status", "Failed");
    expect(await screen.findByText("No failed messages.")).toBeVisible();
    expect(outbox.api.callsTo("GET /api/outbox").at(-1)?.search).toContain("status=failed");
    await chooseOption(outbox.user, "Filter by delivery status", "Sent");
    expect(await screen.findByRole("cell", { name: SENT.subject })).toBeVisible();
    expect(screen.queryByRole("cell", { name: WAITING.subject })).not.toBeInTheDocument();
  });

  it("sends a message again at once on Retry now, and reads the list again", async () => {
    const outbox = drawOutbox([WAITING, GAVE_UP], {
      "POST /api/outbox/6/retry": { body: summary({ ...GAVE_UP, status: "pending", attempts: 0 }) },
    });
    await screen.findByRole("table", { name: "Outbox messages" });
    const readsBefore = outbox.api.callsTo("GET /api/outbox").length;
    await outbox.user.click(
      screen.getByRole("button", {
        name: `Retry now: “${GAVE_UP.subject}” to ${GAVE_UP.recipient}`,
      }),
    );
    expect(await findToast("Retry Started")).toHaveTextContent(
      `Sending “${GAVE_UP.subject}” to ${GAVE_UP.recipient} again now.`,
    );
    expect(outbox.api.callsTo("POST /api/outbox/6/retry")).toHaveLength(1);
    expect(outbox.api.callsTo("GET /api/outbox").length).toBeGreaterThan(readsBefore);
  });

  it("gives the server's words when a retry fails", async () => {
    const outbox = drawOutbox([WAITING], {
      "POST /api/outbox/5/retry": errorReply(404, "NOT_FOUND", "No such message in the outbox"),
    });
    await screen.findByRole("table", { name: "Outbox messages" });
    await outbox.user.click(screen.getByRole("button", { name: /^Retry now/ }));
    expect(await findToast("Retry Failed")).toHaveTextContent("No such message in the outbox");
  });

  it("shows a message as it was sent, its HTML in a sandboxed frame", async () => {
    const outbox = drawOutbox([WAITING, GAVE_UP], {
      "GET /api/outbox/6": { body: GAVE_UP },
      "GET /api/outbox/5": { body: WAITING },
    });
    await screen.findByRole("table", { name: "Outbox messages" });
    await outbox.user.click(
      screen.getByRole("button", {
        name: `View message “${GAVE_UP.subject}” to ${GAVE_UP.recipient}`,
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: GAVE_UP.subject });
    expect(dialog).toHaveAccessibleDescription(`Note to sales to ${GAVE_UP.recipient}`);
    const frame = await within(dialog).findByTitle(`HTML part of “${GAVE_UP.subject}”`);
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame).toHaveAttribute("srcdoc", GAVE_UP.html);
    await outbox.user.click(within(dialog).getByRole("tab", { name: "Plain text" }));
    expect(within(dialog).getByText(/Thank you for your quote request\./)).toBeVisible();
    await outbox.user.keyboard("{Escape}");

    // A message with no HTML part opens on its text, the HTML tab disabled.
    await outbox.user.click(
      screen.getByRole("button", {
        name: `View message “${WAITING.subject}” to ${WAITING.recipient}`,
      }),
    );
    const plain = await screen.findByRole("dialog", { name: WAITING.subject });
    expect(await within(plain).findByRole("tab", { name: "HTML" })).toBeDisabled();
    expect(within(plain).getByRole("tab", { name: "Plain text" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(plain).getByText("connect ECONNREFUSED 127.0.0.1:587")).toBeVisible();
  });

  it("pages through a long outbox", async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      buildOutboxMessage({ id: index + 1, subject: `Confirmation number ${index + 1}` }),
    );
    const outbox = drawOutbox(many);
    expect(await screen.findByText("Showing 1 to 15 of 20 entries")).toBeVisible();
    await outbox.user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Showing 16 to 20 of 20 entries")).toBeVisible();
    expect(screen.getByRole("cell", { name: "Confirmation number 16" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});
