import { z } from "../zod";
import {
  newsletterSignUpSchema,
  newsletterTokenSchema,
  oneClickUnsubscribeSchema,
} from "../schemas/newsletter";
import { endpoint } from "./endpoint";

const done = z.object({ success: z.literal(true) });

/** A subscriber as the administrator sees it; confirmedAt is null while the sign-up is pending. */
export const newsletterSubscriberRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type NewsletterSubscriber = z.output<typeof newsletterSubscriberRecord>;

/** The visitor's side: sign up, confirm from the mail's link, leave from any newsletter mail. */
export const newsletterApi = {
  /** Always the same 200, whether the address is new, pending or confirmed: it reveals nothing. */
  signUp: endpoint({
    method: "POST",
    path: "/api/newsletter",
    body: newsletterSignUpSchema,
    response: done,
  }),
  confirm: endpoint({
    method: "POST",
    path: "/api/newsletter/confirm",
    body: newsletterTokenSchema,
    response: done,
  }),
  /** RFC 8058 one-click: the signed token in the address is the authorization (no CSRF token). */
  unsubscribe: endpoint({
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    querystring: newsletterTokenSchema,
    body: oneClickUnsubscribeSchema,
    response: done,
  }),
};

/** The administrator's subscriber list and its spreadsheet. */
export const newsletterDeskApi = {
  list: endpoint({
    method: "GET",
    path: "/api/newsletter-subscriptions",
    response: z.array(newsletterSubscriberRecord),
  }),
  csv: endpoint({
    method: "GET",
    path: "/api/exports/newsletter-subscriptions/csv",
    response: "file",
  }),
};
