import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../../app";
import { sharedSecret } from "../../db/secrets";
import { newsletterSubscriptions, outbox } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { createTestApp, type TestApp } from "../../test/test-app";
import { expectValidationError, post, rowCount } from "../requests/test-kit";
import { NewsletterLinks } from "./links";
import { CONFIRMATION_WINDOW_MS, sweepExpiredSignUps } from "./service";

const CHECK_INBOX = { success: true };
const INVALID =
  "This link is not valid. Please copy the whole link from our email, or sign up again.";
const EXPIRED =
  "This confirmation link has expired. Please sign up again and we will send you a new one.";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let links: NewsletterLinks;
beforeAll(async () => {
  t = await createAdminTestApp({
    env: { RATE_LIMIT_FORM_MAX: "1000", PUBLIC_URL: "https://coffee.example" },
  });
  links = new NewsletterLinks(
    await sharedSecret(t.database.db, "newsletter-links"),
    "https://coffee.example",
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(newsletterSubscriptions);
  await t.database.db.delete(outbox);
});

const signUp = (email: string, extra: object = {}) =>
  post(t, "/api/newsletter", { email, website: "", ...extra });
const confirm = (token: string) => post(t, "/api/newsletter/confirm", { token });

async function subscription(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

async function mailsTo(email: string, kind: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));
}

/** The token of the newest confirmation link mailed to `email`. */
async function mailedConfirmToken(email: string): Promise<string> {
  const mails = await mailsTo(email, "newsletter-confirmation");
  const token = /\/newsletter\/confirm\?token=([\w.-]+)/.exec(mails.at(-1)?.body ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

async function confirmedSubscriber(email: string) {
  await signUp(email);
  expect((await confirm(await mailedConfirmToken(email))).statusCode).toBe(200);
  return (await subscription(email))!;
}

const oneClick = (token: string) =>
  // What a mail provider sends (RFC 8058): no cookie, no CSRF token, a form-encoded body.
  t.app.inject({
    method: "POST",
    url: `/api/newsletter/unsubscribe?token=${token}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

describe("POST /api/newsletter", () => {
  it("stores a pending sign-up and queues a confirmation mail with a signed link", async () => {
    const response = await signUp("Hanna@Roastery.example");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CHECK_INBOX);
    const row = await subscription("hanna@roastery.example");
    expect(row).toMatchObject({ confirmedAt: null });
    const [mail] = await mailsTo("hanna@roastery.example", "newsletter-confirmation");
    expect(mail?.subject).toBe(
      "Please confirm your Abyssinia Green Coffee newsletter subscription",
    );
    expect(mail?.body).toContain(`https://coffee.example/newsletter/confirm?token=${row!.id}.`);
    expect(mail?.html).toContain("Confirm my subscription");
  });

  it("refuses a bad address with the form's message and stores nothing", async () => {
    expectValidationError(
      await signUp("hanna at roastery"),
      "Please enter a valid email address",
      "email",
    );
    expectValidationError(
      await post(t, "/api/newsletter", {}),
      "Please enter a valid email address",
      "email",
    );
    expect(await rowCount(t, newsletterSubscriptions)).toBe(0);
  });

  it("refuses a filled honeypot with the generic 400 and stores nothing", async () => {
    expectValidationError(
      await signUp("bot@spam.example", { website: "https://cheap.example" }),
      "Please check your input and try again.",
    );
    expect(await rowCount(t, newsletterSubscriptions)).toBe(0);
  });

  it("refuses a sign-up without the CSRF token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "hanna@roastery.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await rowCount(t, newsletterSubscriptions)).toBe(0);
  });

  it("answers a repeated sign-up exactly as a new one, pending or confirmed, and mails no more", async () => {
    const first = await signUp("hanna@roastery.example");
    const pending = await signUp("HANNA@roastery.example");
    await confirm(await mailedConfirmToken("hanna@roastery.example"));
    const confirmed = await signUp("hanna@roastery.example");
    for (const response of [pending, confirmed]) {
      expect(response.statusCode).toBe(first.statusCode);
      expect(response.json()).toEqual(first.json());
    }
    expect(await rowCount(t, newsletterSubscriptions)).toBe(1);
    expect(await mailsTo("hanna@roastery.example", "newsletter-confirmation")).toHaveLength(1);
  });

  it("re-sends the confirmation of a pending sign-up once the last mail is an hour old", async () => {
    await signUp("hanna@roastery.example");
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '61 minutes'` });
    await signUp("hanna@roastery.example");
    await signUp("hanna@roastery.example");
    expect(await mailsTo("hanna@roastery.example", "newsletter-confirmation")).toHaveLength(2);
  });
});

describe("confirming", () => {
  it("confirms with the mailed link and sends the welcome issue once, with unsubscribe headers", async () => {
    await signUp("hanna@roastery.example");
    const token = await mailedConfirmToken("hanna@roastery.example");
    expect((await confirm(token)).json()).toEqual({ success: true });
    expect((await subscription("hanna@roastery.example"))?.confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(token)).statusCode).toBe(200);
    const welcome = await mailsTo("hanna@roastery.example", "newsletter");
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<https:\/\/coffee\.example\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(welcome[0]?.body).toMatch(
      /Unsubscribe with one click: https:\/\/coffee\.example\/newsletter\/unsubscribe\?token=/,
    );
  });

  it("refuses a tampered link, another subscriber's, or an unsubscribe link, and confirms nothing", async () => {
    await signUp("hanna@roastery.example");
    await signUp("tomas@importer.example");
    const token = await mailedConfirmToken("hanna@roastery.example");
    const other = await subscription("tomas@importer.example");
    const [id, expiry, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    const forged = [
      `${id}.${expiry}.${flipped}`,
      `${other!.id}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      links.token("unsubscribe", (await subscription("hanna@roastery.example"))!, null),
    ];
    for (const bad of forged) expectValidationError(await confirm(bad), INVALID, "token");
    expectValidationError(await confirm("not-a-token"), INVALID, "token");
    expectValidationError(await confirm(`9999999999.0.${"A".repeat(43)}`), INVALID, "token");
    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.every((row) => row.confirmedAt === null)).toBe(true);
  });

  it("refuses an expired link with its own message, before and after the sweep", async () => {
    await signUp("hanna@roastery.example");
    const row = (await subscription("hanna@roastery.example"))!;
    const lapsed = links.token("confirm", row, new Date(Date.now() - 1000));
    expectValidationError(await confirm(lapsed), EXPIRED, "token");
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - CONFIRMATION_WINDOW_MS - DAY_MS) });
    expect(await sweepExpiredSignUps(t.database.db)).toBe(1);
    expectValidationError(await confirm(lapsed), EXPIRED, "token");
    expect(await subscription("hanna@roastery.example")).toBeUndefined();
  });
});

describe("expiry of unconfirmed sign-ups", () => {
  it("deletes sign-ups unconfirmed for 7 days, keeps recent and confirmed ones", async () => {
    await signUp("stale@roastery.example");
    await signUp("fresh@roastery.example");
    await confirmedSubscriber("loyal@roastery.example");
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ createdAt: eightDaysAgo, confirmationSentAt: eightDaysAgo })
      .where(
        sql`${newsletterSubscriptions.email} in ('stale@roastery.example', 'loyal@roastery.example')`,
      );
    expect(await sweepExpiredSignUps(t.database.db)).toBe(1);
    const left = (await t.database.db.select().from(newsletterSubscriptions)).map((r) => r.email);
    expect(left.sort()).toEqual(["fresh@roastery.example", "loyal@roastery.example"]);
  });

  it("sweeps them when an instance starts", async () => {
    await signUp("stale@roastery.example");
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 8 * DAY_MS) });
    const instance = await buildApp({ config: t.app.config, database: t.database, logger: false });
    await instance.ready();
    await instance.close();
    expect(await rowCount(t, newsletterSubscriptions)).toBe(0);
  });

  it("lets an address whose sign-up expired sign up afresh, with a new mail", async () => {
    await signUp("hanna@roastery.example");
    const before = (await subscription("hanna@roastery.example"))!;
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 8 * DAY_MS) });
    await signUp("hanna@roastery.example");
    const after = (await subscription("hanna@roastery.example"))!;
    expect(after.id).not.toBe(before.id);
    expect(await mailsTo("hanna@roastery.example", "newsletter-confirmation")).toHaveLength(2);
  });
});

describe("unsubscribing", () => {
  it("takes the one-click POST without cookie or CSRF token and deletes the subscription", async () => {
    const subscriber = await confirmedSubscriber("hanna@roastery.example");
    const response = await oneClick(links.token("unsubscribe", subscriber, null));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await subscription("hanna@roastery.example")).toBeUndefined();
    // A provider's retry, or a second click, gets the same answer.
    expect((await oneClick(links.token("unsubscribe", subscriber, null))).statusCode).toBe(200);
  });

  it("takes the unsubscribe page's POST (JSON, no body) with the link from the welcome mail", async () => {
    await confirmedSubscriber("hanna@roastery.example");
    const [welcome] = await mailsTo("hanna@roastery.example", "newsletter");
    const token = /\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(welcome!.body)?.[1];
    const response = await t.send({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${token}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscription("hanna@roastery.example")).toBeUndefined();
  });

  it("refuses a tampered or confirmation token and keeps the subscription", async () => {
    const subscriber = await confirmedSubscriber("hanna@roastery.example");
    const token = links.token("unsubscribe", subscriber, null);
    const [id, expiry, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${id}.${expiry}.${flipped}`,
      links.token("confirm", subscriber, new Date(Date.now() + DAY_MS)),
    ])
      expectValidationError(await oneClick(bad), INVALID, "token");
    expectValidationError(await oneClick("1.0.short"), INVALID, "token");
    expect(await subscription("hanna@roastery.example")).toBeDefined();
  });

  it("is the only route that takes a POST without a CSRF token", async () => {
    const subscriber = await confirmedSubscriber("hanna@roastery.example");
    const withoutToken = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload });
    const token = links.token("confirm", subscriber, new Date(Date.now() + DAY_MS));
    expect((await withoutToken("/api/newsletter/confirm", { token })).statusCode).toBe(403);
    expect((await withoutToken("/api/contact", {})).statusCode).toBe(403);
  });
});

describe("the admin's subscriber list", () => {
  it("answers 401 without a session", async () => {
    for (const url of [
      "/api/newsletter-subscriptions",
      "/api/exports/newsletter-subscriptions/csv",
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it("lists subscribers newest first, pending ones without a confirmation date", async () => {
    await confirmedSubscriber("hanna@roastery.example");
    await signUp("tomas@importer.example");
    const cookies = await signIn(t);
    const response = await t.send({ method: "GET", url: "/api/newsletter-subscriptions", cookies });
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        email: "tomas@importer.example",
        createdAt: expect.any(String),
        confirmedAt: null,
      },
      {
        id: expect.any(Number),
        email: "hanna@roastery.example",
        createdAt: expect.any(String),
        confirmedAt: expect.any(String),
      },
    ]);
  });

  it("exports them as CSV with formula-safe cells", async () => {
    const hanna = await confirmedSubscriber("hanna@roastery.example");
    await signUp("-2+3@importer.example");
    const cookies = await signIn(t);
    const response = await t.send({
      method: "GET",
      url: "/api/exports/newsletter-subscriptions/csv",
      cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="newsletter-subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toEqual([
      "email,signedUpAt,confirmedAt,status",
      expect.stringMatching(/^'-2\+3@importer\.example,\S+Z,,pending$/),
      `hanna@roastery.example,${hanna.createdAt.toISOString()},${hanna.confirmedAt!.toISOString()},confirmed`,
    ]);
  });
});

describe("the form rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_FORM_MAX: "3" } });
  });
  afterAll(() => limited.close());

  it("answers the 4th sign-up from one address with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post(limited, "/api/newsletter", { email: `buyer${i}@roastery.example` }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await rowCount(limited, newsletterSubscriptions)).toBe(3);
  });
});
