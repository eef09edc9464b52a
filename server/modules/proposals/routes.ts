// Proposals over HTTP: the desk's (inside the admin scope) and the buyer's (public, by the signed
// link, under the CSRF rule of every form).
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { proposalApi, proposalDeskApi } from "../../../common/contract/proposals";
import { PROPOSAL_LINK_INVALID_MESSAGE } from "../../../common/proposal";
import { contractRoute } from "../../contract";
import { notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import type { MailMessage } from "../mail/service";
import { mailFoot } from "../site-settings/house-contact";
import { proposalLinks } from "./links";
import { acceptedConfirmation, acceptedNote, declinedNote, proposalMail } from "./mails";
import { proposalPdf } from "./proposal-pdf";
import {
  acceptProposal,
  createProposal,
  declineProposal,
  findProposalContext,
  listProposals,
  proposalViewOf,
  REQUEST_NOT_FOUND,
  type ProposalContext,
} from "./service";

/**
 * What a rendered proposal page reads (server/modules/pages): the view a signed token names, or
 * null for a token this server did not sign or a proposal that is gone.
 */
export async function proposalViewFinder(app: FastifyInstance) {
  const links = await proposalLinks(app);
  return async (token: string) => {
    const reference = links.verify(token);
    const context = reference ? await findProposalContext(app.db, reference) : null;
    return context ? proposalViewOf(context) : null;
  };
}

/** The desk's side: write a proposal on a quote request, list a request's proposals. */
export async function proposalDeskRoutes(app: FastifyInstance) {
  const links = await proposalLinks(app);
  const publicUrl = app.config.PUBLIC_URL?.replace(/\/$/, "");
  const sales = app.config.SALES_EMAIL;

  const letter = async (context: ProposalContext): Promise<MailMessage> => {
    const house = await app.siteSettings();
    const pdf = await proposalPdf(context, house, publicUrl);
    const page = links.page(context.proposal.reference);
    return {
      ...proposalMail(context, page, publicUrl, mailFoot(house)),
      to: context.request.email,
      replyTo: house.salesEmail ?? sales,
      kind: "proposal",
      requestReference: context.request.reference,
      attachments: [
        {
          filename: `proposal-${context.proposal.reference}.pdf`,
          contentType: "application/pdf",
          content: Buffer.from(pdf).toString("base64"),
        },
      ],
    };
  };

  contractRoute(app, proposalDeskApi.create, {
    handler: async (request) => {
      const { id } = request.params;
      const { proposal, outboxId } = await createProposal(
        app.db,
        id,
        request.body,
        letter,
        (tx, message) => app.mail.queueIn(tx, message),
      );
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "create",
        entity: "proposals",
        entityId: proposal.id,
        details: { request: id },
      });
      // Mail leaves after the answer: a slow mail server neither delays nor fails it.
      app.mail.sendLater([outboxId], request.log);
      return proposal;
    },
  });

  contractRoute(app, proposalDeskApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const list = await listProposals(app.db, request.params.id);
      if (!list) throw notFound(REQUEST_NOT_FOUND);
      reply.header("cache-control", "no-store");
      return list;
    },
  });
}

/** The buyer's side: read, accept or decline a proposal through its signed link. */
export async function proposalRoutes(app: FastifyInstance) {
  const links = await proposalLinks(app);
  const publicUrl = app.config.PUBLIC_URL?.replace(/\/$/, "");
  const sales = app.config.SALES_EMAIL;

  /** The proposal a token signs; a token this server did not sign, or of none, is a 404. */
  const signedReference = (token: string) => {
    const reference = links.verify(token);
    if (!reference) throw notFound(PROPOSAL_LINK_INVALID_MESSAGE);
    return reference;
  };
  const queueAll = (tx: Parameters<typeof app.mail.queueAllIn>[0], messages: MailMessage[]) =>
    app.mail.queueAllIn(tx, messages);
  const sendAfter = (ids: number[], log: FastifyBaseLogger) => app.mail.sendLater(ids, log);

  contractRoute(app, proposalApi.view, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const context = await findProposalContext(app.db, signedReference(request.params.token));
      if (!context) throw notFound(PROPOSAL_LINK_INVALID_MESSAGE);
      reply.header("cache-control", "no-store");
      return proposalViewOf(context);
    },
  });

  contractRoute(app, proposalApi.accept, {
    config: { rateLimit: app.limits.form },
    handler: async (request, reply) => {
      const reference = signedReference(request.params.token);
      const house = await app.siteSettings();
      const { view, outboxIds, lotChanged } = await acceptProposal(
        app.db,
        reference,
        request.body.name,
        (context) => [
          {
            ...acceptedNote(context, publicUrl),
            to: sales,
            replyTo: context.request.email,
            kind: "sales-note",
            requestReference: context.request.reference,
          },
          {
            ...acceptedConfirmation(context, publicUrl, mailFoot(house)),
            to: context.request.email,
            replyTo: house.salesEmail ?? sales,
            kind: "confirmation",
            requestReference: context.request.reference,
          },
        ],
        queueAll,
      );
      // The lot's bags remaining changed: the lists and pages show it, as after an offer edit.
      if (lotChanged) await app.invalidateCaches();
      sendAfter(outboxIds, request.log);
      reply.header("cache-control", "no-store");
      return view;
    },
  });

  contractRoute(app, proposalApi.decline, {
    config: { rateLimit: app.limits.form },
    handler: async (request, reply) => {
      const reference = signedReference(request.params.token);
      const { view, outboxIds } = await declineProposal(
        app.db,
        reference,
        (context) => [
          {
            ...declinedNote(context, publicUrl),
            to: sales,
            replyTo: context.request.email,
            kind: "sales-note",
            requestReference: context.request.reference,
          },
        ],
        queueAll,
      );
      sendAfter(outboxIds, request.log);
      reply.header("cache-control", "no-store");
      return view;
    },
  });
}
