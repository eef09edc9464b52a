// The newsletter's mail: the confirmation of a sign-up, and every newsletter issue (the welcome
// is the first). Each has plain text and simple HTML in the brand's colours: one centred table,
// inline styles, no remote images, so it reads the same in webmail and desktop clients. Each ends
// with the house's name and contact facts as the exporter set them in the desk (`mailFoot`), the
// company's city while none is set.
import { escapeHtml } from "../mail/letter";
import type { MailMessage } from "../mail/service";
import type { NewsletterLinks } from "./links";
import { confirmationExpiry, type Subscription } from "./service";

const BRAND = "Abyssinia Green Coffee";
const COLOURS = { primary: "#1F5135", accent: "#C8962E", light: "#F6F1E7", dark: "#1B1A17" };
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "Helvetica, Arial, sans-serif";

/** One issue's words: a heading and paragraphs of plain text (escaped for the HTML part). */
export interface NewsletterIssue {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
}

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;font:16px/1.6 ${SANS};color:${COLOURS.dark}">${escapeHtml(text)}</p>`;
}

function buttonHtml(label: string, href: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>` +
    `<td style="background:${COLOURS.primary};border-radius:6px">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font:600 15px ${SANS};color:#ffffff;text-decoration:none">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** The house's lines at a mail's foot: those set in the desk, else the name and its city. */
const houseLines = (foot: readonly string[] | undefined) =>
  foot?.length ? foot : [`${BRAND}, Addis Ababa`];

function page(heading: string, content: string, footer: string, foot?: readonly string[]): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLOURS.light}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.light}"><tr><td align="center" style="padding:32px 16px">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">`,
    `<tr><td style="background:${COLOURS.primary};padding:24px 32px;border-radius:8px 8px 0 0;font:20px ${SERIF};color:#ffffff">${BRAND}</td></tr>`,
    `<tr><td style="padding:32px">`,
    `<h1 style="margin:0 0 20px;font:400 26px/1.25 ${SERIF};color:${COLOURS.primary}">${escapeHtml(heading)}</h1>`,
    content,
    `</td></tr>`,
    `<tr><td style="padding:20px 32px;border-top:3px solid ${COLOURS.accent};font:13px/1.5 ${SANS};color:#5b574f">${footer}`,
    `<p style="margin:12px 0 0">${houseLines(foot).map(escapeHtml).join("<br>")}</p></td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("\n");
}

const CONFIRM_HEADING = "Confirm your subscription";

/** The double opt-in mail: the signed link, and what happens if the visitor ignores it. */
export function confirmationMail(
  links: NewsletterLinks,
  subscription: Subscription,
  foot?: readonly string[],
): MailMessage {
  const link = links.confirmPage(subscription, confirmationExpiry(subscription));
  const lines = [
    `Someone, probably you, asked to receive the ${BRAND} newsletter at ${subscription.email}: harvest reports, new lots and origin-trip dates.`,
    "Please confirm with this link within 7 days:",
  ];
  const ignore =
    "If you did not ask for it, ignore this mail: without confirmation the sign-up and your address are deleted after 7 days.";
  return {
    to: subscription.email,
    subject: `Please confirm your ${BRAND} newsletter subscription`,
    text: [...lines, link, ignore, houseLines(foot).join("\n")].join("\n\n") + "\n",
    html: page(
      CONFIRM_HEADING,
      lines.map(paragraphHtml).join("\n") + buttonHtml("Confirm my subscription", link),
      `${escapeHtml(ignore)}<br>If the button does not work, open this address: <a href="${escapeHtml(link)}" style="color:${COLOURS.primary}">${escapeHtml(link)}</a>`,
      foot,
    ),
    kind: "newsletter-confirmation",
  };
}

/**
 * Any newsletter issue to one subscriber: an unsubscribe link in the mail, and the RFC 8058
 * headers that let the mail provider offer one-click unsubscribe.
 */
export function newsletterMail(
  links: NewsletterLinks,
  subscriber: Pick<Subscription, "id" | "email">,
  issue: NewsletterIssue,
  foot?: readonly string[],
): MailMessage {
  const unsubscribe = links.unsubscribePage(subscriber);
  const leave = "You receive this because you confirmed your subscription to our newsletter.";
  return {
    to: subscriber.email,
    subject: issue.subject,
    text:
      [
        issue.heading,
        ...issue.paragraphs,
        `${leave}\nUnsubscribe with one click: ${unsubscribe}`,
        houseLines(foot).join("\n"),
      ].join("\n\n") + "\n",
    html: page(
      issue.heading,
      issue.paragraphs.map(paragraphHtml).join("\n"),
      `${escapeHtml(leave)} <a href="${escapeHtml(unsubscribe)}" style="color:${COLOURS.primary}">Unsubscribe with one click</a>.`,
      foot,
    ),
    headers: {
      "List-Unsubscribe": `<${links.oneClickUnsubscribe(subscriber)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    kind: "newsletter",
  };
}

/** The first issue, sent once the subscription is confirmed. */
export function welcomeMail(
  links: NewsletterLinks,
  subscriber: Pick<Subscription, "id" | "email">,
  foot?: readonly string[],
): MailMessage {
  return newsletterMail(
    links,
    subscriber,
    {
      subject: `Welcome to the ${BRAND} newsletter`,
      heading: "Your subscription is confirmed",
      paragraphs: [
        "Thank you for confirming. You will hear from us when a harvest comes in from our washing stations in Yirgacheffe, Guji, Sidamo and Limmu, when new lots reach the warehouse, and when the dates of the next origin trip are set.",
        "Until then, the current lots, with cup scores, altitudes and lot sizes, are on our offers page.",
      ],
    },
    foot,
  );
}
