// Mail to the sales team over a real SMTP peer: delivered when it accepts, kept in the outbox
// with the error when it refuses or is unreachable, and the visitor's request is stored regardless.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { buildContact, buildQuoteRequest } from "../../../common/testing/factories";
import { contacts, quoteRequests } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { latestOutboxRow, post, rowCount } from "./test-kit";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP peer that accepts every message (keeping it) or refuses every sender with 550. */
async function startSmtpPeer(mode: "accept" | "reject") {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A test peer need not wait for lingering client sockets when it shuts down.
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      if (mode === "accept") return callback();
      const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("sales notification over an accepting SMTP peer", () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer("accept");
    t = await createTestApp({
      seed: true,
      env: { SMTP_URL: peer.url, SALES_EMAIL: "desk@abyssinia.example" },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("delivers the quote notification to SALES_EMAIL with the visitor as Reply-To and marks it sent", async () => {
    const response = await post(t, "/api/quote-requests", buildQuoteRequest());
    expect(response.statusCode).toBe(201);
    const { id } = response.json().quoteRequest;
    const mail = await latestOutboxRow(t, (row) => row.status !== "pending");
    expect(mail).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
      recipient: "desk@abyssinia.example",
    });
    expect(mail.sentAt).not.toBeNull();
    expect(peer.received).toHaveLength(1);
    const [message] = peer.received;
    expect(message!.to).toEqual(["desk@abyssinia.example"]);
    expect(message!.data).toContain(
      `Subject: Quote request #${id}: Yirgacheffe Chelchele G1 for Torrefazione Rossi`,
    );
    expect(message!.data).toContain("Reply-To: maria@torrefazione.example");
    expect(message!.data).toContain("Coffee name: Yirgacheffe Chelchele G1");
  });
});

describe("sales notification when the SMTP peer refuses", () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer("reject");
    t = await createTestApp({ seed: true, env: { SMTP_URL: peer.url } });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("still stores the quote and answers 201, keeping the mail in the outbox with the error", async () => {
    const response = await post(
      t,
      "/api/quote-requests",
      buildQuoteRequest({ company: "Refused Roasters" }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json().quoteRequest;
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({ company: "Refused Roasters", status: "pending" });

    const mail = await latestOutboxRow(t, (r) => r.lastError !== null);
    expect(mail).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(mail.subject).toContain(`Quote request #${id}`);
    expect(mail.lastError).toMatch(/550|Mailbox unavailable/);
    expect(peer.received).toHaveLength(0);
  });
});

describe("sales notification when SMTP is unreachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  it("still stores the contact message and answers 201, keeping the mail in the outbox with the error", async () => {
    const response = await post(t, "/api/contact", buildContact({ name: "Unreachable Test" }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, response.json().id));
    expect(row!.name).toBe("Unreachable Test");

    const mail = await latestOutboxRow(t, (r) => r.lastError !== null);
    expect(mail).toMatchObject({
      status: "pending",
      attempts: 1,
      sentAt: null,
      replyTo: "abebe@roastery.example",
    });
    expect(mail.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe("a request and its note to the sales team are stored together", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it("keeps no request when its note cannot be written, and both once it can", async () => {
    const before = await rowCount(t, quoteRequests);
    // The outbox out of reach: the request must not be kept without its note.
    await t.database.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const refused = await post(t, "/api/quote-requests", buildQuoteRequest());
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
      expect(await rowCount(t, quoteRequests)).toBe(before);
    } finally {
      await t.database.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    const filed = await post(t, "/api/quote-requests", buildQuoteRequest());
    expect(filed.statusCode).toBe(201);
    expect(await rowCount(t, quoteRequests)).toBe(before + 1);
    expect(await latestOutboxRow(t)).toMatchObject({
      subject: expect.stringContaining(String(filed.json().quoteRequest.id)),
    });
  });
});
