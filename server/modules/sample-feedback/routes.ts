// A sample's feedback over HTTP (decision 069): the buyer's form, read and answered through the
// signed link of the invitation (public, under the CSRF rule of every form); the lot's answers for
// the desk (inside the admin scope); and the invitations' timer that main.ts starts.
import type { FastifyInstance } from "fastify";
import {
  sampleFeedbackApi,
  sampleFeedbackDeskApi,
  type SampleFeedbackView,
} from "../../../common/contract/sample-feedback";
import { FEEDBACK_LINK_INVALID_MESSAGE } from "../../../common/sample-feedback-terms";
import { contractRoute } from "../../contract";
import { AppError, notFound } from "../../errors";
import type { PeriodicCheck } from "../../periodic";
import { findOffer } from "../offers/service";
import { REFERENCE_PREFIXES } from "../requests/reference";
import { referenceLinks, type ReferenceLinks } from "../requests/reference-links";
import { fileQuote } from "../requests/routes";
import { mailFoot } from "../site-settings/house-contact";
import { startFeedbackInvitations, type FeedbackInvitationDeps } from "./invitations";
import { quoteOfFeedback } from "./quote";
import {
  feedbackViewOf,
  findFeedbackContext,
  linkFeedbackQuote,
  lotSampleFeedback,
  recordFeedback,
} from "./service";

const LOT_NOT_FOUND = "The coffee offer was not found.";

export const FEEDBACK_LINKS = {
  purpose: "sample-feedback",
  prefix: REFERENCE_PREFIXES.sample,
  path: "/samples/feedback",
} as const;

function feedbackLinks(app: FastifyInstance): Promise<ReferenceLinks> {
  return referenceLinks(app, "sample-feedback-links", FEEDBACK_LINKS);
}

/**
 * What a rendered feedback page reads (server/modules/pages): the form a signed token names, or
 * null for a token this server did not sign or a sample that is gone or was never invited.
 */
export async function sampleFeedbackFinder(app: FastifyInstance) {
  const links = await feedbackLinks(app);
  return async (token: string): Promise<SampleFeedbackView | null> => {
    const reference = links.verify(token);
    const context = reference ? await findFeedbackContext(app.db, reference) : null;
    return context ? feedbackViewOf(context) : null;
  };
}

/** The buyer's side: read and answer the feedback form through its signed link. */
export async function sampleFeedbackRoutes(app: FastifyInstance) {
  const links = await feedbackLinks(app);

  /** The sample a token signs; a token this server did not sign is a 404. */
  const signedReference = (token: string) => {
    const reference = links.verify(token);
    if (!reference) throw notFound(FEEDBACK_LINK_INVALID_MESSAGE);
    return reference;
  };

  contractRoute(app, sampleFeedbackApi.view, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const context = await findFeedbackContext(app.db, signedReference(request.params.token));
      if (!context) throw notFound(FEEDBACK_LINK_INVALID_MESSAGE);
      reply.header("cache-control", "no-store");
      return feedbackViewOf(context);
    },
  });

  contractRoute(app, sampleFeedbackApi.submit, {
    config: { rateLimit: app.limits.form },
    handler: async (request, reply) => {
      const reference = signedReference(request.params.token);
      const answered = await recordFeedback(app.db, reference, request.body);
      if (answered.feedback.wantsQuote) {
        const quote = quoteOfFeedback(answered.sample, answered.lot, answered.feedback);
        // The lot may have sold out since it was read: the quote is then for the coffee alone.
        const filed = await fileQuote(app, request.log, quote).catch((error: unknown) => {
          if (!(error instanceof AppError) || quote.offerId === null) throw error;
          return fileQuote(
            app,
            request.log,
            quoteOfFeedback(answered.sample, null, answered.feedback),
          );
        });
        await linkFeedbackQuote(app.db, answered.feedback.id, filed);
      }
      const context = await findFeedbackContext(app.db, reference);
      reply.header("cache-control", "no-store");
      return feedbackViewOf(context ?? answered);
    },
  });
}

/** The desk's side: the answers given on samples of a lot. */
export async function sampleFeedbackDeskRoutes(app: FastifyInstance) {
  contractRoute(app, sampleFeedbackDeskApi.ofLot, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      if (!(await findOffer(app.db, request.params.id))) throw notFound(LOT_NOT_FOUND);
      reply.header("cache-control", "no-store");
      return lotSampleFeedback(app.db, request.params.id);
    },
  });
}

/** What the invitations need of the app; a test gives its own clock. */
export async function feedbackInvitationDeps(
  app: FastifyInstance,
  now?: () => Date,
): Promise<FeedbackInvitationDeps> {
  return {
    db: app.db,
    mail: app.mail,
    links: await feedbackLinks(app),
    afterDays: app.config.SAMPLE_FEEDBACK_AFTER_DAYS,
    house: async () => {
      const house = await app.siteSettings();
      return { replyTo: house.salesEmail ?? app.config.SALES_EMAIL, foot: mailFoot(house) };
    },
    log: app.log,
    now,
  };
}

/** Starts the invitations' timer of this instance (server/main.ts). */
export async function startSampleFeedbackInvitations(app: FastifyInstance): Promise<PeriodicCheck> {
  return startFeedbackInvitations(await feedbackInvitationDeps(app));
}
