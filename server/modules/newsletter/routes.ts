// The visitor's side of the newsletter: sign up, confirm from the mail, unsubscribe (also as the
// RFC 8058 one-click POST a mail provider sends). Registered in its own context, so the
// form-encoded body parser that one-click needs exists nowhere else.
import type { FastifyInstance } from "fastify";
import { newsletterApi } from "../../../common/contract/newsletter";
import { NEWSLETTER_LINK_EXPIRED, NEWSLETTER_LINK_INVALID } from "../../../common/newsletter-links";
import { contractRoute } from "../../contract";
import { sharedSecret } from "../../db/secrets";
import { validationError } from "../../errors";
import { refuseFilledHoneypot } from "../requests/public-form";
import { NewsletterLinks, publicOrigin } from "./links";
import { confirmationMail, welcomeMail } from "./mail";
import { mailFoot } from "../site-settings/house-contact";
import {
  confirmSubscription,
  deleteSubscription,
  findSubscription,
  normalizedEmail,
  recordSignUp,
  sweepExpiredSignUps,
} from "./service";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const linkRefused = (message: string) =>
  validationError(message, { fields: [{ field: "token", message }] });

export async function newsletterRoutes(app: FastifyInstance) {
  const links = new NewsletterLinks(
    await sharedSecret(app.db, "newsletter-links"),
    publicOrigin(app.config),
  );
  const ok = { success: true as const };
  if (!app.config.PUBLIC_URL && app.config.NODE_ENV === "production")
    app.log.warn("PUBLIC_URL is not set: newsletter mail links point at localhost");

  // Unconfirmed sign-ups expire: swept at start and hourly (and before every sign-up).
  const sweep = () =>
    sweepExpiredSignUps(app.db).catch((err: unknown) =>
      app.log.warn({ err }, "expired newsletter sign-ups not swept; next sweep retries"),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
  });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  contractRoute(app, newsletterApi.signUp, {
    config: { rateLimit: app.limits.form },
    preHandler: refuseFilledHoneypot,
    handler: async (request) => {
      const email = normalizedEmail(request.body.email);
      const foot = mailFoot(await app.siteSettings());
      const outboxId = await app.db.transaction(async (tx) => {
        const due = await recordSignUp(tx, email);
        return due ? app.mail.queueIn(tx, confirmationMail(links, due, foot)) : null;
      });
      // Mail leaves after the answer: a slow mail server neither delays nor fails it.
      if (outboxId !== null) app.mail.sendLater([outboxId], request.log);
      return ok;
    },
  });

  contractRoute(app, newsletterApi.confirm, {
    config: { rateLimit: app.limits.form },
    handler: async (request) => {
      const claim = NewsletterLinks.read(request.body.token);
      const expired = claim.expiresAt !== null && claim.expiresAt < Date.now();
      const subscription = await findSubscription(app.db, claim.id);
      // A swept sign-up cannot be checked any more; its link's own date says why it failed.
      if (!subscription)
        throw linkRefused(expired ? NEWSLETTER_LINK_EXPIRED : NEWSLETTER_LINK_INVALID);
      if (!links.verify("confirm", claim, subscription)) throw linkRefused(NEWSLETTER_LINK_INVALID);
      if (subscription.confirmedAt) return ok;
      if (expired) throw linkRefused(NEWSLETTER_LINK_EXPIRED);
      const foot = mailFoot(await app.siteSettings());
      const outboxId = await app.db.transaction(async (tx) => {
        const confirmed = await confirmSubscription(tx, subscription.id);
        return confirmed ? app.mail.queueIn(tx, welcomeMail(links, confirmed, foot)) : null;
      });
      // Mail leaves after the answer: a slow mail server neither delays nor fails it.
      if (outboxId !== null) app.mail.sendLater([outboxId], request.log);
      return ok;
    },
  });

  contractRoute(app, newsletterApi.unsubscribe, {
    // Mail providers send one-click POSTs from a few addresses: the generous tier, so that
    // many subscribers leaving at once are not refused.
    config: { rateLimit: app.limits.read, csrf: "signed-link" },
    handler: async (request) => {
      const claim = NewsletterLinks.read(request.query.token);
      const subscription = await findSubscription(app.db, claim.id);
      // Gone already (a second click, or a provider retrying): the answer is the same.
      if (!subscription) return ok;
      if (!links.verify("unsubscribe", claim, subscription))
        throw linkRefused(NEWSLETTER_LINK_INVALID);
      await deleteSubscription(app.db, subscription.id);
      return ok;
    },
  });
}
