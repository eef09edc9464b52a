// The newsletter's mail over a real SMTP peer: the confirmation with both parts and its link,
// then the welcome issue with the RFC 8058 headers, whose one-click address really unsubscribes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newsletterSubscriptions } from "../../db/schema";
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../../test/smtp-peer";
import { createAdminTestApp, signIn } from "../../test/admin-session";
import type { TestApp } from "../../test/test-app";
import { post, rowCount } from "../requests/test-kit";

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createAdminTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://coffee.example" },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function arrived(subject: string): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const mail = smtp.received.find((m) => m.subject === subject);
      if (!mail) throw new Error(`no mail "${subject}" yet`);
      return mail;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe("newsletter mail over SMTP", () => {
  it("confirms by the mailed link, welcomes with one-click unsubscribe headers that work", async () => {
    // The exporter's name and address as set in the desk end every mail.
    const settings = await t.send({
      method: "PUT",
      url: "/api/site-settings",
      payload: {
        legalName: "Abyssinia Green Coffee Export PLC",
        addisAbabaAddress: "Bole Road, Mega Building\nAddis Ababa",
      },
      cookies: await signIn(t),
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await post(t, "/api/newsletter", { email: "hanna@roastery.example" })).statusCode).toBe(
      200,
    );

    const confirmation = await arrived(
      "Please confirm your Abyssinia Green Coffee newsletter subscription",
    );
    expect(confirmation.to).toEqual(["hanna@roastery.example"]);
    expect(confirmation.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    const text = confirmation.text;
    const html = confirmation.html;
    const link = /https:\/\/coffee\.example\/newsletter\/confirm\?token=([\w.-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    expect(html).toContain(`href="${link![0]}"`);
    expect(html).toContain("Confirm my subscription");
    for (const part of [text, html]) {
      expect(part).toContain("Abyssinia Green Coffee Export PLC");
      expect(part).toContain("Bole Road, Mega Building, Addis Ababa");
    }

    expect((await post(t, "/api/newsletter/confirm", { token: link![1] })).statusCode).toBe(200);
    const welcome = await arrived("Welcome to the Abyssinia Green Coffee newsletter");
    expect(welcome.to).toEqual(["hanna@roastery.example"]);
    expect(welcome.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick =
      /^<https:\/\/coffee\.example(\/api\/newsletter\/unsubscribe\?token=[\w.-]+)>$/.exec(
        welcome.headers.get("list-unsubscribe") ?? "",
      );
    expect(oneClick, welcome.raw).not.toBeNull();
    expect(welcome.text).toContain(
      "Unsubscribe with one click: https://coffee.example/newsletter/unsubscribe?token=",
    );
    expect(welcome.html).toContain(">Unsubscribe with one click</a>");

    // What the mail provider does when the reader clicks its unsubscribe button.
    const response = await t.app.inject({
      method: "POST",
      url: oneClick![1]!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(await rowCount(t, newsletterSubscriptions)).toBe(0);
  });
});
