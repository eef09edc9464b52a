// A proposal's mail carries its PDF through a real SMTP peer; while the mail server is down the
// proposal is stored and its mail, attachment included, waits in the outbox until it is back.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "../../db/schema";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import { closedPort, startSmtpPeer, type SmtpPeer } from "../../test/smtp-peer";
import { insertQuoteRequest } from "../../test/request-rows";
import type { TestApp } from "../../test/test-app";

const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const body = {
  pricePerLb: 5.1,
  priceBasis: "ex-warehouse",
  basisPlace: "Antwerp",
  quantityBags: 12,
  shipmentPeriod: "Ready now",
  paymentTerms: "Net 30",
  validUntil,
  message: "",
};

async function propose(t: TestApp, admin: Record<string, string>) {
  const request = await insertQuoteRequest(t.database.db, { email: "buyer@roastery.example" });
  const response = await t.send({
    method: "POST",
    url: `/api/quote-requests/${request.reference}/proposals`,
    payload: body,
    cookies: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

describe("the proposal's mail over SMTP", () => {
  let peer: SmtpPeer;
  let t: TestApp;
  let admin: Record<string, string>;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    t = await createAdminTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    admin = await signIn(t);
  });
  afterAll(async () => {
    await t.close();
    await peer?.close();
  });

  it("keeps the mail and its PDF while SMTP is down, and delivers both once it is back", async () => {
    const proposal = await propose(t, admin);
    const row = await vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "proposal"));
        if (!row?.lastError) throw new Error("not tried yet");
        return row;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(row.status).toBe("pending");
    expect(row.attachments?.[0]?.filename).toBe(`proposal-${proposal.id}.pdf`);

    peer = await startSmtpPeer({ port });
    await t.database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    await t.app.mail.flush();
    const mail = peer.received.find((m) => m.subject.startsWith(`Proposal ${proposal.id}`));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(["buyer@roastery.example"]);
    expect(mail!.text).toContain("Price basis: Ex-warehouse Antwerp");
    expect(mail!.html).toContain("See, accept or decline the proposal");
    expect(mail!.attachments).toEqual([
      {
        filename: `proposal-${proposal.id}.pdf`,
        contentType: "application/pdf",
        bytes: Buffer.from(row.attachments![0]!.content, "base64").length,
      },
    ]);
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(sent!.status).toBe("sent");
  });
});
