// The newsletter sign-up (footer and /news-events); POST /api/newsletter. Double opt-in: the
// answer is the same whatever the address's state, and the link in the mail confirms.
import { z } from "zod";
import { emailField, honeypotField } from "./fields";

export const newsletterSignUpSchema = z.object({
  email: emailField(),
  website: honeypotField(),
});

export type NewsletterSignUpInput = z.input<typeof newsletterSignUpSchema>;

/** What every accepted sign-up hears: new, still pending or already confirmed alike. */
export const NEWSLETTER_CHECK_INBOX =
  "Thank you. Please check your inbox and follow the link we sent to confirm your subscription.";

/** The privacy expectation shown under every sign-up field. */
export const NEWSLETTER_PRIVACY_NOTE =
  "We use your address only for this newsletter and never share it. Every issue has a one-click unsubscribe link.";

export const NEWSLETTER_LINK_INVALID =
  "This link is not valid. Please copy the whole link from our email, or sign up again.";
export const NEWSLETTER_LINK_EXPIRED =
  "This confirmation link has expired. Please sign up again and we will send you a new one.";

/** A signed link token: `<id>.<expiry>.<signature>`, as the server writes it. */
export const newsletterTokenField = z
  .string({ error: NEWSLETTER_LINK_INVALID })
  .trim()
  .max(200, NEWSLETTER_LINK_INVALID)
  .regex(/^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, NEWSLETTER_LINK_INVALID);

export const newsletterTokenSchema = z.object({ token: newsletterTokenField });

/**
 * The one-click unsubscribe POST of RFC 8058 (form-encoded `List-Unsubscribe=One-Click`), or the
 * unsubscribe page's empty POST.
 */
export const oneClickUnsubscribeSchema = z
  .object({ "List-Unsubscribe": z.literal("One-Click").optional() })
  .nullish();
