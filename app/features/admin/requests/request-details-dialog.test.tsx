import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "~common/contract/request-timeline";
import { toIsoDate } from "~common/dates";
import { buildSampleRequestRecord } from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import { RequestDetailsDialog } from "./request-details-dialog";
import { REQUEST_TABLES } from "./request-tables";

const SAMPLE = buildSampleRequestRecord({ id: "S-4TQ2-8HJK", status: "processing" });
const DETAIL = `GET /api/sample-requests/${SAMPLE.id}`;
const NOTES = `POST /api/sample-requests/${SAMPLE.id}/notes`;
const DISPATCH = `POST /api/sample-requests/${SAMPLE.id}/dispatch`;

const HISTORY: TimelineEntry[] = [
  { kind: "filed", at: "2026-01-10T09:30:00.000Z" },
  {
    kind: "mail",
    at: "2026-01-10T09:30:00.000Z",
    mailId: 7,
    mailKind: "confirmation",
    recipient: SAMPLE.email,
    subject: "Your sample request S-4TQ2-8HJK: 250g of Guji",
    delivery: "sent",
  },
  {
    kind: "status",
    at: "2026-01-11T08:00:00.000Z",
    status: "processing",
    actor: "admin",
    notified: true,
  },
];

/** The dialog of one sample request whose history the stub keeps: a note added is read back. */
function drawDialog(routes: Record<string, Answer> = {}) {
  let timeline = [...HISTORY];
  const api = stubApi({
    [DETAIL]: () => ({
      body: { ...SAMPLE, timeline, buyer: { id: 3, companyName: "Nordic Roasters AB" } },
    }),
    [NOTES]: ({ body }) => {
      const note: TimelineEntry = {
        kind: "note",
        at: "2026-01-12T10:00:00.000Z",
        actor: "admin",
        note: (body as { note: string }).note.trim(),
      };
      timeline = [...timeline, note];
      return { status: 201, body: note };
    },
    [DISPATCH]: ({ body }) => {
      const dispatch: TimelineEntry = {
        kind: "dispatch",
        at: "2026-01-12T11:00:00.000Z",
        ...(body as { courier: string; trackingNumber: string; dispatchedOn: string }),
      };
      timeline = [...timeline, dispatch];
      return { status: 201, body: dispatch };
    },
    ...routes,
  });
  const view = renderUi(
    <RequestDetailsDialog
      config={REQUEST_TABLES["sample-requests"]}
      record={SAMPLE}
      onClose={() => undefined}
    />,
    { path: "/admin" },
  );
  return { ...view, api };
}

const history = async () =>
  within(await screen.findByRole("region", { name: "History" })).findByRole("list");

describe("a request's details", () => {
  it("shows its history oldest first: received, each mail with its delivery, each status change", async () => {
    drawDialog();
    const list = await history();
    const items = await within(list).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Received"),
      expect.stringMatching(/Confirmation to visitor to .*Sent.*Your sample request S-4TQ2-8HJK/),
      expect.stringContaining("Status set to Processing by admin · buyer notified"),
    ]);
    expect(within(items[0]!).getByText(/2026/).tagName).toBe("TIME");
  });

  it("names the buyer the request belongs to", async () => {
    drawDialog();
    const region = await screen.findByRole("region", { name: "History" });
    expect(await within(region).findByText("Nordic Roasters AB")).toBeVisible();
    expect(within(region).getByText("Nordic Roasters AB").parentElement).toHaveTextContent(
      "Buyer: Nordic Roasters AB",
    );
  });

  it("adds an internal note, says so, shows it in the history and empties the field", async () => {
    const { user, api } = drawDialog();
    await history();
    const field = screen.getByLabelText("Internal note");
    await user.type(field, "Courier booked for Monday.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await findToast("Note added")).toBeVisible();
    expect(api.callsTo(NOTES)).toEqual([
      expect.objectContaining({ body: { note: "Courier booked for Monday." } }),
    ]);
    expect(await screen.findByText("Courier booked for Monday.")).toBeVisible();
    expect(screen.getByText("Note by admin")).toBeVisible();
    expect(field).toHaveValue("");
  });

  it("refuses a blank note with the schema's words and sends nothing", async () => {
    const { user, api } = drawDialog();
    await history();
    await user.type(screen.getByLabelText("Internal note"), "   ");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Note is required")).toBeVisible();
    expect(screen.getByLabelText("Internal note")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo(NOTES)).toEqual([]);
  });

  it("shows the server's refusal in a toast and keeps what was typed", async () => {
    const { user } = drawDialog({
      [NOTES]: errorReply(404, "NOT_FOUND", "The request was not found."),
    });
    await history();
    await user.type(screen.getByLabelText("Internal note"), "Still there?");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await findToast("Error")).toHaveTextContent("The request was not found.");
    expect(screen.getByLabelText("Internal note")).toHaveValue("Still there?");
  });

  it("says so when the history cannot be read", async () => {
    drawDialog({ [DETAIL]: errorReply(500, "INTERNAL_ERROR", "A server error occurred.") });
    expect(
      await screen.findByText("The history could not be loaded.", {}, { timeout: 5_000 }),
    ).toBeVisible();
  });
});

describe("a sample's dispatch", () => {
  const form = () => within(screen.getByRole("form", { name: "Record dispatch" }));

  it("records courier, tracking number and day (today by default), says the buyer is mailed, then shows them", async () => {
    const { user, api } = drawDialog();
    await history();
    const today = toIsoDate(new Date());
    expect(form().getByLabelText("Dispatch date")).toHaveValue(today);
    await user.type(form().getByLabelText("Courier"), "DHL Express");
    await user.type(form().getByLabelText("Tracking number"), "JD014600003828");
    await user.click(form().getByRole("button", { name: "Record dispatch and mail the buyer" }));
    expect(await findToast("Dispatch recorded")).toHaveTextContent(SAMPLE.email);
    expect(api.callsTo(DISPATCH).map((call) => call.body)).toEqual([
      { courier: "DHL Express", trackingNumber: "JD014600003828", dispatchedOn: today },
    ]);
    const section = within(screen.getByRole("region", { name: "Dispatch" }));
    expect(
      await section.findByText(
        `Sent on ${today} with DHL Express, tracking number JD014600003828.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole("form", { name: "Record dispatch" })).toBeNull();
  });

  it("names each missing field and sends nothing", async () => {
    const { user, api } = drawDialog();
    await history();
    await user.clear(form().getByLabelText("Dispatch date"));
    await user.click(form().getByRole("button", { name: "Record dispatch and mail the buyer" }));
    for (const message of [
      "Courier is required",
      "Tracking number is required",
      "Dispatch date is required",
    ])
      expect(await form().findByText(message)).toBeVisible();
    expect(api.callsTo(DISPATCH)).toEqual([]);
  });

  it("gives the server's reason when it refuses", async () => {
    const { user } = drawDialog({
      [DISPATCH]: errorReply(409, "DUPLICATE_RESOURCE", "This sample has already been dispatched."),
    });
    await history();
    await user.type(form().getByLabelText("Courier"), "EMS");
    await user.type(form().getByLabelText("Tracking number"), "EE123456789ET");
    await user.click(form().getByRole("button", { name: "Record dispatch and mail the buyer" }));
    expect(await findToast("Error")).toHaveTextContent("This sample has already been dispatched.");
  });

  it("shows a recorded dispatch in the history", async () => {
    drawDialog({
      [DETAIL]: {
        body: {
          ...SAMPLE,
          timeline: [
            ...HISTORY,
            {
              kind: "dispatch",
              at: "2026-01-12T11:00:00.000Z",
              courier: "EMS",
              trackingNumber: "EE123456789ET",
              dispatchedOn: "2026-01-12",
            },
          ],
        },
      },
    });
    const list = await history();
    expect(
      await within(list).findByText(
        "Sample dispatched on 2026-01-12 with EMS, tracking number EE123456789ET",
      ),
    ).toBeVisible();
  });
});

describe("a sample's feedback", () => {
  it("shows the buyer's cup score, notes and the quote it asked for in the history", async () => {
    drawDialog({
      [DETAIL]: {
        body: {
          ...SAMPLE,
          timeline: [
            ...HISTORY,
            {
              kind: "feedback",
              at: "2026-01-30T11:00:00.000Z",
              sampleRequestId: SAMPLE.id,
              cupScore: 86.75,
              notes: "Blueberry and jasmine.",
              wantsQuote: true,
              quoteRequestId: "Q-7K3M-9P2X",
            },
          ],
        },
      },
    });
    const list = await history();
    expect(
      await within(list).findByText(
        `Buyer's feedback on sample ${SAMPLE.id}: cup score 86.75 · wants a quote: Q-7K3M-9P2X`,
      ),
    ).toBeVisible();
    expect(within(list).getByText("Blueberry and jasmine.")).toBeVisible();
  });
});
