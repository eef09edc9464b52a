// A sample's feedback (issue 49, decision 069): the timer invites each buyer once, SAMPLE_FEEDBACK_
// AFTER_DAYS after the dispatch; the signed link's form takes one answer, which shows in the
// sample's history and on the lot's desk view; "wants a quote" opens a quote request of the lot.
// A bad, tampered, expired or answered link, and a bad value, change nothing.
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerSchema } from "../../../common/schemas/offer";
import { buildOffer } from "../../../common/testing/factories";
import { offers, outbox, quoteRequests, sampleDispatches, sampleFeedback } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { insertSampleRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";
import { expectValidationError } from "../requests/test-kit";
import { referenceLinks } from "../requests/reference-links";
import { PROPOSAL_LINKS } from "../proposals/links";
import { sendFeedbackInvitations } from "./invitations";
import { FEEDBACK_LINKS, feedbackInvitationDeps } from "./routes";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createAdminTestApp({
    env: { RATE_LIMIT_FORM_MAX: "1000", PUBLIC_URL: "https://coffee.example" },
  });
  admin = await signIn(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A sample request, dispatched `daysAgo` days ago (today by default). */
async function dispatchedSample(daysAgo = 15, input: { offerId?: number; email?: string } = {}) {
  const sample = await insertSampleRequest(db(), {
    email: input.email ?? `buyer-${Math.random().toString(36).slice(2)}@roastery.example`,
    offerId: input.offerId ?? null,
  });
  const [dispatch] = await db()
    .insert(sampleDispatches)
    .values({
      sampleRequestId: sample.id,
      courier: "DHL Express",
      trackingNumber: "JD014600003828",
      dispatchedOn: dayOf(new Date(Date.now() - daysAgo * DAY)),
    })
    .returning();
  return { sample, dispatch: dispatch! };
}

const invite = async (now = new Date()) =>
  sendFeedbackInvitations(await feedbackInvitationDeps(t.app, () => now));

const invitationsTo = (email: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, "feedback-invitation")));

/** The token of the link in the invitation to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await invitationsTo(email);
  const match = /https:\/\/coffee\.example\/samples\/feedback\/(\S+)/.exec(mail?.body ?? "");
  expect(match, mail?.body).not.toBeNull();
  return match![1]!;
}

/** A dispatched sample whose buyer was invited, and the token of the invitation's link. */
async function invitedSample(input: { offerId?: number } = {}) {
  const { sample, dispatch } = await dispatchedSample(15, input);
  await invite();
  return { sample, dispatch, token: await tokenMailedTo(sample.email) };
}

const view = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/sample-feedback/${encodeURIComponent(token)}` });
const answer = (token: string, payload: object) =>
  t.send({ method: "POST", url: `/api/sample-feedback/${encodeURIComponent(token)}`, payload });
const feedbackCount = async () => (await db().select().from(sampleFeedback)).length;
const history = async (type: string, id: string) =>
  (await t.send({ method: "GET", url: `/api/${type}/${id}`, cookies: admin })).json().timeline as {
    kind: string;
  }[];

function expectRefusal(response: LightMyRequestResponse, status: number, reason?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (reason) expect(response.json().error.details).toEqual({ reason });
}

const ANSWER = { cupScore: 86.75, notes: "Blueberry, jasmine; a clean finish.", wantsQuote: false };

describe("the feedback invitations' timer", () => {
  it("invites each buyer once, SAMPLE_FEEDBACK_AFTER_DAYS after the dispatch day, however many instances run", async () => {
    const due = await dispatchedSample(14);
    const early = await dispatchedSample(13);
    const [first, second] = await Promise.all([invite(), invite()]);
    expect(first + second).toBe(1);
    expect(await invite()).toBe(0);

    const [mail, ...more] = await invitationsTo(due.sample.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      replyTo: "sales@abyssinia-coffee.example",
      requestReference: due.sample.reference,
      subject: `How did your sample ${due.sample.reference} cup?`,
    });
    expect(mail!.body).toContain(
      `Give your feedback: https://coffee.example/samples/feedback/${due.sample.reference}.`,
    );
    expect(await invitationsTo(early.sample.email)).toEqual([]);
    const [claimed] = await db()
      .select()
      .from(sampleDispatches)
      .where(eq(sampleDispatches.id, due.dispatch.id));
    expect(claimed!.feedbackInvitedAt).toBeInstanceOf(Date);

    // A day later the other one is due, and invited alone.
    expect(await invite(new Date(Date.now() + DAY))).toBe(1);
    expect(await invitationsTo(early.sample.email)).toHaveLength(1);
    expect(await invitationsTo(due.sample.email)).toHaveLength(1);
    // The invitation is in the sample's history.
    expect((await history("sample-requests", due.sample.reference)).map((e) => e.kind)).toEqual([
      "filed",
      "dispatch",
      "mail",
    ]);
  });
});

describe("the buyer's feedback form", () => {
  it("shows the sample, takes one answer, and shows it in the sample's history", async () => {
    const { sample, token } = await invitedSample();
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.json()).toMatchObject({
      sampleId: sample.reference,
      sampleSize: sample.sampleSize,
      buyer: { name: sample.contactName, company: sample.companyName },
      state: "open",
      feedback: null,
    });

    const answered = await answer(token, {
      ...ANSWER,
      notes: "  Blueberry, jasmine; a clean finish. ",
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      state: "answered",
      feedback: { ...ANSWER, quoteRequestId: null },
    });
    const timeline = await history("sample-requests", sample.reference);
    expect(timeline.at(-1)).toMatchObject({
      kind: "feedback",
      sampleRequestId: sample.reference,
      ...ANSWER,
      quoteRequestId: null,
    });
    expect((await view(token)).json().state).toBe("answered");
  });

  it("refuses a second answer (409) and keeps the first", async () => {
    const { token } = await invitedSample();
    expect((await answer(token, ANSWER)).statusCode).toBe(201);
    const before = await feedbackCount();
    const again = await answer(token, { ...ANSWER, cupScore: 80, wantsQuote: true });
    expectRefusal(again, 409, "answered");
    expect(again.json().error.message).toBe(
      "We already have your feedback on this sample. Thank you!",
    );
    expect(await feedbackCount()).toBe(before);
    expect((await view(token)).json().feedback.cupScore).toBe(ANSWER.cupScore);
  });

  it("two answers sent at once: one is stored, the other refused", async () => {
    const { token } = await invitedSample();
    const before = await feedbackCount();
    const results = await Promise.all([answer(token, ANSWER), answer(token, ANSWER)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await feedbackCount()).toBe(before + 1);
  });

  it("refuses an expired link (410) and stores nothing", async () => {
    const { dispatch, token } = await invitedSample();
    await db()
      .update(sampleDispatches)
      .set({ feedbackInvitedAt: new Date(Date.now() - 61 * DAY) })
      .where(eq(sampleDispatches.id, dispatch.id));
    expect((await view(token)).json().state).toBe("expired");
    const before = await feedbackCount();
    expectRefusal(await answer(token, ANSWER), 410, "expired");
    expect(await feedbackCount()).toBe(before);
  });

  it("answers 404 to a bad, tampered or other link, and to a sample never invited, storing nothing", async () => {
    const { sample, token } = await invitedSample();
    const notInvited = await dispatchedSample(1);
    const links = await referenceLinks(t.app, "sample-feedback-links", FEEDBACK_LINKS);
    const proposalKey = await referenceLinks(t.app, "proposal-links", {
      ...PROPOSAL_LINKS,
      prefix: "S",
    });
    const [reference, signature] = token.split(".") as [string, string];
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const before = await feedbackCount();
    for (const bad of [
      "nonsense",
      `${reference}.${flipped}`,
      `${reference}.${signature.slice(1)}`,
      `${reference}`,
      `S-0000-0000.${signature}`,
      links.token("S-0000-0000"),
      links.token(notInvited.sample.reference),
      // The sample's reference signed for another purpose (a proposal's key and purpose).
      proposalKey.token(sample.reference),
      "é✓",
    ]) {
      for (const response of [await view(bad), await answer(bad, ANSWER)]) {
        expect(response.statusCode, bad).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    }
    expect(await feedbackCount()).toBe(before);
  });

  it.each([
    [{ ...ANSWER, cupScore: undefined }, "cupScore", "Cup score is required"],
    [{ ...ANSWER, cupScore: "" }, "cupScore", "Cup score is required"],
    [{ ...ANSWER, cupScore: 79.99 }, "cupScore", "Cup score must be between 80 and 100"],
    [{ ...ANSWER, cupScore: 100.5 }, "cupScore", "Cup score must be between 80 and 100"],
    [{ ...ANSWER, cupScore: "eighty" }, "cupScore", "Cup score must be a number"],
    [{ ...ANSWER, notes: "x".repeat(2001) }, "notes", "Notes must be at most 2000 characters"],
    [{ ...ANSWER, wantsQuote: "yes" }, "wantsQuote", "Wants a quote must be true or false"],
  ])("refuses %o on %s (%s), storing nothing", async (payload, field, message) => {
    const { token } = await invitedSample();
    const before = await feedbackCount();
    expectValidationError(await answer(token, payload), message, field);
    expect(await feedbackCount()).toBe(before);
  });

  it("refuses an answer without a CSRF token (403)", async () => {
    const { token } = await invitedSample();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/sample-feedback/${token}`,
      payload: ANSWER,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("wants a quote", () => {
  it("opens a quote request of the lot from the sample's contact, linked both ways, and shows on the lot's desk view", async () => {
    const [lot] = await db()
      .insert(offers)
      .values(offerSchema.parse(buildOffer({ name: `Feedback lot ${Math.random()}` })))
      .returning();
    const { sample, token } = await invitedSample({ offerId: lot!.id });
    const response = await answer(token, { ...ANSWER, wantsQuote: true });
    expect(response.statusCode, response.body).toBe(201);
    const quoteId = response.json().feedback.quoteRequestId as string;
    expect(quoteId).toMatch(/^Q-/);

    const [quote] = await db()
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, quoteId));
    expect(quote).toMatchObject({
      firstName: "Erik",
      lastName: "Lund",
      email: sample.email,
      phone: sample.phone,
      company: sample.companyName,
      role: sample.role,
      country: sample.country,
      coffeeName: lot!.name,
      grade: "Grade 1",
      processing: lot!.processing,
      quantity: 10,
      quantityUnit: "bags",
      offerId: lot!.id,
      status: "pending",
    });
    expect(quote!.notes).toContain(
      `Asked from the feedback on sample ${sample.reference}: cup score 86.75.`,
    );
    // Filed as a buyer's quote: the note to sales and the buyer's confirmation.
    const mails = await db().select().from(outbox).where(eq(outbox.requestReference, quoteId));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["confirmation", "sales-note"]);

    expect((await history("sample-requests", sample.reference)).at(-1)).toMatchObject({
      kind: "feedback",
      quoteRequestId: quoteId,
    });
    expect(await history("quote-requests", quoteId)).toContainEqual(
      expect.objectContaining({ kind: "feedback", sampleRequestId: sample.reference }),
    );

    const desk = await t.send({
      method: "GET",
      url: `/api/offers/${lot!.id}/sample-feedback`,
      cookies: admin,
    });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json()).toEqual([
      expect.objectContaining({
        sampleId: sample.reference,
        companyName: sample.companyName,
        cupScore: ANSWER.cupScore,
        wantsQuote: true,
        quoteRequestId: quoteId,
      }),
    ]);
  });

  it("asks for the coffee alone when the sample's lot has sold out", async () => {
    const [lot] = await db()
      .insert(offers)
      .values(
        offerSchema.parse(
          buildOffer({
            name: `Sold lot ${Math.random()}`,
            availability: "sold-out",
            bagsRemaining: 0,
          }),
        ),
      )
      .returning();
    const { token } = await invitedSample({ offerId: lot!.id });
    const response = await answer(token, { ...ANSWER, wantsQuote: true });
    expect(response.statusCode, response.body).toBe(201);
    const [quote] = await db()
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, response.json().feedback.quoteRequestId));
    expect(quote).toMatchObject({ offerId: null, quantity: 1, region: "Guji" });
  });
});

describe("the lot's desk view", () => {
  it("refuses anyone not signed in (401), and a bad id (400)", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/offers/1/sample-feedback" });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.send({
      method: "GET",
      url: "/api/offers/x/sample-feedback",
      cookies: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lists nothing for a lot without feedback, and answers 404 for a lot that is not there", async () => {
    const [lot] = await db()
      .insert(offers)
      .values(offerSchema.parse(buildOffer({ name: `Quiet lot ${Math.random()}` })))
      .returning();
    const empty = await t.send({
      method: "GET",
      url: `/api/offers/${lot!.id}/sample-feedback`,
      cookies: admin,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const missing = await t.send({
      method: "GET",
      url: "/api/offers/987654/sample-feedback",
      cookies: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
  });
});
