// The newsletter sign-up (footer and /news-events); POST /api/newsletter. Double opt-in: the
// answer is the same whatever the address's state, and the link in the mail confirms.
import { z } from "../zod";
import { PG_INTEGER_MAX } from "../contract/record-id";
import { NEWSLETTER_LINK_INVALID } from "../newsletter-links";
import { emailField, honeypotField } from "./fields";

export const newsletterSignUpSchema = z.object({
  email: emailField(),
  website: honeypotField(),
});

export type NewsletterSignUpInput = z.input<typeof newsletterSignUpSchema>;

/** A signed link token: `<id>.<expiry>.<signature>`, as the server writes it. */
export const newsletterTokenField = z
  .string({ error: NEWSLETTER_LINK_INVALID })
  .trim()
  .max(200, NEWSLETTER_LINK_INVALID)
  .regex(/^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, NEWSLETTER_LINK_INVALID)
  // The id must fit the table's integer key, or looking it up would fail instead of refusing.
  .refine((token) => {
    const id = Number(token.slice(0, token.indexOf(".")));
    return id >= 1 && id <= PG_INTEGER_MAX;
  }, NEWSLETTER_LINK_INVALID);

export const newsletterTokenSchema = z.object({ token: newsletterTokenField });

/**
 * The one-click unsubscribe POST of RFC 8058 (form-encoded `List-Unsubscribe=One-Click`), or the
 * unsubscribe page's empty POST.
 */
export const oneClickUnsubscribeSchema = z
  .object({ "List-Unsubscribe": z.literal("One-Click").optional() })
  .nullish();
