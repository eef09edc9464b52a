import { describe, expect, it } from "vitest";
import { NewsletterLinks } from "./links";
import { confirmationMail, newsletterMail } from "./mail";

const links = new NewsletterLinks(Buffer.alloc(32, 7), "https://coffee.example");
const subscriber = { id: 12, email: "o'brien@roastery.example" };

describe("newsletter mail", () => {
  it("escapes an issue's words in the HTML part and keeps them as written in the text", () => {
    const mail = newsletterMail(links, subscriber, {
      subject: "Guji naturals <landed>",
      heading: "New lots & <b>cupping</b> notes",
      paragraphs: ['<script>alert("x")</script> 87.5 points'],
    });
    expect(mail.html).toContain("New lots &amp; &lt;b&gt;cupping&lt;/b&gt; notes");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 87.5 points");
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.text).toContain('<script>alert("x")</script> 87.5 points');
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("writes the subscriber's address escaped into the confirmation", () => {
    const mail = confirmationMail(links, {
      ...subscriber,
      createdAt: new Date(),
      confirmedAt: null,
      confirmationSentAt: new Date("2026-11-01T00:00:00Z"),
    });
    expect(mail.to).toBe("o'brien@roastery.example");
    expect(mail.html).toContain("o&#39;brien@roastery.example");
    // The link lapses 7 days after this confirmation mail, with the pending sign-up.
    const expiry = Date.UTC(2026, 10, 8) / 1000;
    expect(mail.text).toContain(`https://coffee.example/newsletter/confirm?token=12.${expiry}.`);
    expect(mail.headers).toBeUndefined();
  });
});
