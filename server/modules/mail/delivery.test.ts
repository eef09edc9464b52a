// Every accepted request sends two mails through a real SMTP peer: a note to the sales team and
// a confirmation to the visitor. When the peer is down or refuses, nothing is lost: the messages
// stay in the outbox with the error and are delivered, once, when it is back. Two senders on one
// PostgreSQL outbox deliver each message exactly once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../../../common/testing/factories";
import { lotQuoteGrade } from "../../../common/lot-quote";
import { offers, outbox, quoteRequests } from "../../db/schema";
import { closedPort, startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../test/test-app";
import { post, rowCount } from "../requests/test-kit";
import { referencePattern } from "../requests/reference";
import { escapeHtml } from "./letter";
import { MAX_ATTEMPTS, MailService } from "./service";

const SALES = "desk@abyssinia.example";
const PUBLIC_URL = "https://coffee.example";
const HOSTILE_NAME = `<script>alert(1)</script> & "Bob"`;

const outboxRows = (t: TestApp) => t.database.db.select().from(outbox).orderBy(asc(outbox.id));

/** Posts a request and waits for its two mails (the only ones the peer receives meanwhile). */
async function submitAndReceive(t: TestApp, peer: SmtpPeer, url: string, payload: object) {
  const since = peer.received.length;
  const response = await post(t, url, payload);
  expect(response.statusCode, response.body).toBe(201);
  const mails = await vi.waitFor(
    () => {
      const mails = peer.received.slice(since);
      if (mails.length < 2) throw new Error(`only ${mails.length} mail(s) so far`);
      const note = mails.find((m) => m.to.includes(SALES));
      const confirmation = mails.find((m) => !m.to.includes(SALES));
      if (!note || !confirmation) throw new Error("note or confirmation missing");
      return { note, confirmation, count: mails.length };
    },
    { timeout: 10_000, interval: 50 },
  );
  return { ...mails, body: response.json() };
}

function expectBothParts(mail: ReceivedMail, ...phrases: string[]) {
  for (const phrase of phrases) {
    expect(mail.text).toContain(phrase);
    expect(mail.html).toContain(escapeHtml(phrase));
  }
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  // Nothing the mail client would have to fetch.
  expect(mail.html).not.toMatch(/<img|<link|url\(/i);
}

describe("two mails per request, over an accepting SMTP peer", () => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({
      seed: true,
      env: {
        SMTP_URL: peer.url,
        SALES_EMAIL: SALES,
        PUBLIC_URL,
        RATE_LIMIT_FORM_MAX: "1000",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("quote: a note to sales with every field and a link to /admin, a confirmation with the reference and the 24-hour promise", async () => {
    const { note, confirmation, count, body } = await submitAndReceive(
      t,
      peer,
      "/api/quote-requests",
      buildQuoteRequest(),
    );
    expect(count).toBe(2);
    const reference = body.quoteRequest.id;

    expect(note.to).toEqual([SALES]);
    expect(note.subject).toBe(
      `Quote request ${reference}: Yirgacheffe Chelchele G1 for Torrefazione Rossi`,
    );
    expect(note.headers.get("reply-to")).toBe("maria@torrefazione.example");
    expectBothParts(note, "Torrefazione Rossi", "Yirgacheffe Chelchele G1");
    expect(note.text).toContain("Coffee name: Yirgacheffe Chelchele G1");
    expect(note.text).toContain(`${PUBLIC_URL}/admin#quote-requests`);
    expect(note.html).toContain(`href="${PUBLIC_URL}/admin#quote-requests"`);

    expect(confirmation.to).toEqual(["maria@torrefazione.example"]);
    expect(confirmation.subject).toBe(`Your quote request ${reference}: Yirgacheffe Chelchele G1`);
    expect(confirmation.headers.get("reply-to")).toBe(SALES);
    expectBothParts(
      confirmation,
      `Reference ID: ${reference}`,
      "within 24 hours",
      "Yirgacheffe Chelchele G1",
    );

    // Marked sent once the peer has accepted them.
    const rows = await vi.waitFor(async () => {
      const rows = await outboxRows(t);
      if (rows.some((r) => r.status !== "sent")) throw new Error("not marked yet");
      return rows;
    });
    expect(rows).toEqual([
      expect.objectContaining({ kind: "sales-note", status: "sent", attempts: 1, lastError: null }),
      expect.objectContaining({ kind: "confirmation", status: "sent", attempts: 1 }),
    ]);
  });

  it("sample: the confirmation promises shipping within 24-48 hours", async () => {
    const { note, confirmation, body } = await submitAndReceive(
      t,
      peer,
      "/api/sample-requests",
      buildSampleRequest(),
    );
    const reference = body.sampleRequest.id;
    expect(note.subject).toBe(
      `Sample request ${reference}: 250g of Guji Hambela for Nordic Roasters AB`,
    );
    expect(note.headers.get("reply-to")).toBe("erik@nordicroasters.example");
    expect(note.text).toContain(`${PUBLIC_URL}/admin#sample-requests`);
    expect(confirmation.to).toEqual(["erik@nordicroasters.example"]);
    expect(confirmation.headers.get("reply-to")).toBe(SALES);
    expectBothParts(
      confirmation,
      `Your 250g sample of Guji Hambela is booked under reference ${reference}.`,
      "We ship samples within 24-48 hours.",
      "Kungsgatan 5",
    );
  });

  it("a sample or quote of a lot: both mails name the lot as the screen did and link its page", async () => {
    const lots = await t.database.db.select().from(offers);
    const lot = lots.find((o) => o.sampleAvailable && o.availability === "in-stock")!;
    const page = `${PUBLIC_URL}/offers/${lot.id}`;
    const lotLinked = (mail: ReceivedMail) => {
      expect(mail.text).toContain(`Lot: ${lot.name} (${page})`);
      expect(mail.html).toContain(`<a href="${page}"`);
      expect(mail.html).toContain(`>${escapeHtml(lot.name)}</a>`);
    };

    const sample = await submitAndReceive(
      t,
      peer,
      "/api/sample-requests",
      buildSampleRequest({
        offerId: lot.id,
        coffeeRegion: lot.region,
        coffeeVariety: "",
        coffeeProcessing: lot.processing,
        coffeeGrade: lotQuoteGrade(lot)!,
      }),
    );
    const sampleReference = sample.body.sampleRequest.id;
    expect(sample.note.subject).toBe(
      `Sample request ${sampleReference}: 250g of ${lot.name} for Nordic Roasters AB`,
    );
    expect(sample.confirmation.subject).toBe(
      `Your sample request ${sampleReference}: 250g of ${lot.name}`,
    );
    // The words of the toast the visitor saw (sample-request-form.tsx).
    expectBothParts(
      sample.confirmation,
      `Your 250g sample of ${lot.name} is booked under reference ${sampleReference}.`,
    );
    lotLinked(sample.note);
    lotLinked(sample.confirmation);
    expect(sample.confirmation.text).toContain(`See the lot's page: ${page}`);

    const quote = await submitAndReceive(
      t,
      peer,
      "/api/quote-requests",
      buildQuoteRequest({
        offerId: lot.id,
        coffeeName: lot.name,
        region: `${lot.region}, Ethiopia`,
        grade: lotQuoteGrade(lot)!,
        processing: lot.processing,
        quantity: 1,
      }),
    );
    const quoteReference = quote.body.quoteRequest.id;
    expect(quote.note.subject).toBe(
      `Quote request ${quoteReference}: ${lot.name} for Torrefazione Rossi`,
    );
    expectBothParts(
      quote.confirmation,
      `Thank you for your interest in ${lot.name}. Reference ID: ${quoteReference}.`,
    );
    expect(quote.note.text).toContain("Quantity: 1 bag\n");
    lotLinked(quote.note);
    lotLinked(quote.confirmation);
  });

  it("trip: the confirmation names the experiences and the 24-hour reply", async () => {
    const { note, confirmation, body } = await submitAndReceive(
      t,
      peer,
      "/api/origin-trips",
      buildOriginTrip(),
    );
    const reference = body.originTripRequest.id;
    expect(note.subject).toBe(`Origin trip request ${reference}: Kenji Sato, group of 2`);
    expect(note.text).toContain(`${PUBLIC_URL}/admin#origin-trips`);
    expect(confirmation.to).toEqual(["kenji@kissaten.example"]);
    expectBothParts(
      confirmation,
      "Our origin team will contact you within 24 hours to confirm your seats.",
      reference,
    );
    expect(confirmation.text).toMatch(/Experiences: .*Harvest/i);
  });

  it("contact: the whole message to sales, and a confirmation to the visitor", async () => {
    const { note, confirmation, body } = await submitAndReceive(
      t,
      peer,
      "/api/contact",
      buildContact({ message: "Two containers, please.\nWashed Yirgacheffe." }),
    );
    const reference: string = body.id;
    expect(reference).toMatch(referencePattern("C"));
    expect(note.subject).toBe(`Contact message ${reference} from Abebe Bekele`);
    expect(note.headers.get("reply-to")).toBe("abebe@roastery.example");
    expect(note.text).toContain("Message:\n  Two containers, please.\n  Washed Yirgacheffe.");
    expect(note.html).toContain("Two containers, please.<br>Washed Yirgacheffe.");
    expect(confirmation.to).toEqual(["abebe@roastery.example"]);
    expect(confirmation.subject).toBe(`We received your message ${reference}`);
    expectBothParts(confirmation, "We'll get back to you within 24 hours.");
  });

  it("escapes a hostile name in the HTML of both mails, and keeps it on one subject line", async () => {
    const { note, confirmation, body } = await submitAndReceive(
      t,
      peer,
      "/api/contact",
      buildContact({
        name: HOSTILE_NAME,
        message: "<b>bold</b> claims\r\nBcc: victim@example.com",
      }),
    );
    const reference: string = body.id;
    const escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot;";
    for (const mail of [note, confirmation]) {
      expect(mail.html).toContain(escaped);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>bold</b>");
      expect(mail.headers.has("bcc")).toBe(false);
    }
    expect(note.text).toContain(`Name: ${HOSTILE_NAME}`);
    expect(note.subject).toBe(`Contact message ${reference} from ${HOSTILE_NAME}`);
  });
});

describe("a mail server that is down or refusing loses nothing", () => {
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    port = await closedPort();
    // A long poll: the test moves time on by hand (the back-off) and runs the sender itself.
    t = await createTestApp({
      seed: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SALES_EMAIL: SALES, MAIL_POLL_MS: "3600000" },
    });
  });
  afterAll(() => t.close());

  /** The back-off has passed: every pending message is due again. */
  const backOffOver = () =>
    t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.status, "pending"));

  it("keeps both mails pending with the error and a later attempt time; delivers each once when the server is back", async () => {
    const response = await post(
      t,
      "/api/quote-requests",
      buildQuoteRequest({ company: "Patient Roasters" }),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, response.json().quoteRequest.id));
    expect(stored).toMatchObject({ company: "Patient Roasters" });

    const failed = await vi.waitFor(async () => {
      const rows = await outboxRows(t);
      if (rows.some((r) => r.attempts === 0)) throw new Error("not tried yet");
      return rows;
    });
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row).toMatchObject({
        status: "pending",
        attempts: 1,
        sentAt: null,
        claimedUntil: null,
      });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // The first retry waits about 30 s.
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    }
    // Not due yet: the sender leaves them alone.
    expect(await t.app.mail.flush()).toBe(0);

    // The server comes back, but refuses mail at first: still nothing lost.
    const peer = await startSmtpPeer({ port });
    try {
      peer.setMode("reject");
      await backOffOver();
      expect(await t.app.mail.flush()).toBe(2);
      for (const row of await outboxRows(t)) {
        expect(row).toMatchObject({ status: "pending", attempts: 2 });
        expect(row.lastError).toMatch(/550|Mailbox unavailable/);
      }

      peer.setMode("accept");
      await backOffOver();
      expect(await t.app.mail.flush()).toBe(2);
      await backOffOver();
      expect(await t.app.mail.flush()).toBe(0);
      expect(peer.received.map((m) => m.to)).toEqual(
        expect.arrayContaining([[SALES], ["maria@torrefazione.example"]]),
      );
      expect(peer.received).toHaveLength(2);
      for (const row of await outboxRows(t)) {
        expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
      }
    } finally {
      await peer.close();
    }
  });

  it("gives up after the last attempt: status failed, with the error kept", async () => {
    const id = await t.app.mail.queueIn(t.database.db, {
      to: "buyer@roastery.example",
      subject: "Last chance",
      text: "…",
    });
    await t.database.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, id));
    await t.app.mail.send(id);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe("without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("keeps both mails pending, never marked sent", async () => {
    const response = await post(t, "/api/sample-requests", buildSampleRequest());
    expect(response.statusCode).toBe(201);
    const [id] = (await outboxRows(t)).map((r) => r.id);
    await t.app.mail.send(id!);
    expect(await t.app.mail.flush()).toBe(0);
    const rows = await outboxRows(t);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["sales-note", "pending", 0],
      ["confirmation", "pending", 0],
    ]);
  });
});

describe("a request and its two mails are stored together", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("keeps no request when its mails cannot be written, and all three once they can", async () => {
    const before = await rowCount(t, quoteRequests);
    // The outbox out of reach: the request must not be kept without its mails.
    await t.database.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const refused = await post(t, "/api/quote-requests", buildQuoteRequest());
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
      expect(await rowCount(t, quoteRequests)).toBe(before);
    } finally {
      await t.database.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await rowCount(t, outbox)).toBe(0);
    const filed = await post(t, "/api/quote-requests", buildQuoteRequest());
    expect(filed.statusCode).toBe(201);
    expect(await rowCount(t, quoteRequests)).toBe(before + 1);
    const reference = filed.json().quoteRequest.id;
    expect((await outboxRows(t)).map((r) => [r.kind, r.subject.includes(reference)])).toEqual([
      ["sales-note", true],
      ["confirmation", true],
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two senders on one PostgreSQL outbox", () => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("deliver each of 200 messages exactly once", async () => {
    const total = 200;
    for (let n = 0; n < total; n++) {
      await t.app.mail.queueIn(t.database.db, {
        to: `roaster${n}@example.com`,
        subject: `Lot ${n}`,
        text: `Cupping notes for lot ${n}.`,
      });
    }
    const senders = [1, 2].map(
      () =>
        new MailService(t.database.db, t.app.log, { smtpUrl: peer.url, from: "desk@example.com" }),
    );
    try {
      const tried = await Promise.all(senders.map((sender) => sender.flush()));
      expect(tried[0]! + tried[1]!).toBe(total);
      // Both took part: the claims interleaved rather than one sender doing it all.
      expect(Math.min(...tried)).toBeGreaterThan(0);
    } finally {
      await Promise.all(senders.map((sender) => sender.close()));
    }
    const subjects = peer.received.map((m) => m.subject);
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    const rows = await outboxRows(t);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
