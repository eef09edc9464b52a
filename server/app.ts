import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import { STATUS_MESSAGES } from "../common/errors";
import { adminScope } from "./admin-scope";
import type { Config } from "./config";
import { replySerializerCompiler } from "./contract";
import type { Database, Db } from "./db/client";
import { sharedSecret } from "./db/secrets";
import { AdminMfa, loadMfaKeys } from "./modules/auth/mfa";
import { loadServerBuild, renderedPages } from "./modules/pages/routes";
import { authRoutes } from "./modules/auth/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { contactRoutes } from "./modules/contact/routes";
import { healthRoutes } from "./modules/health/routes";
import { MailService } from "./modules/mail/service";
import { mediaLibraryPlugin } from "./modules/media/routes";
import type { MediaStore } from "./modules/media/store";
import { newsRoutes } from "./modules/news/routes";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { offerRoutes } from "./modules/offers/routes";
import { partnerRoutes } from "./modules/partners/routes";
import { proposalRoutes } from "./modules/proposals/routes";
import { sampleFeedbackRoutes } from "./modules/sample-feedback/routes";
import { requestMailPlugin } from "./modules/requests/public-form";
import { requestRoutes } from "./modules/requests/routes";
import { siteSettingsPlugin } from "./modules/site-settings/routes";
import { teamRoutes } from "./modules/team/routes";
import { farmerStoryRoutes } from "./modules/farmer-stories/routes";
import { photoGalleryRoutes } from "./modules/photo-galleries/routes";
import { sitePictureRoutes } from "./modules/media/site-pictures";
import { clientPlugin, loadClientBuild } from "./plugins/client";
import { BROTLI_PER_REQUEST } from "./plugins/compressed-answer";
import { csrfPlugin } from "./plugins/csrf";
import { errorsPlugin, routerError, sendError } from "./plugins/errors";
import { crawlerRoutes } from "./modules/crawlers/routes";
import { metricsPlugin } from "./plugins/metrics";
import { listCachePlugin } from "./plugins/list-cache";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sessionPlugin } from "./plugins/session";
import { isApiPath, isFilePath, normalizedPath } from "./request-path";

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis;
  /** The image library's store; by default the one the configuration names. */
  mediaStore?: MediaStore;
  /** Serve the built client from config.CLIENT_DIR (off in API tests). */
  serveClient?: boolean;
  logger?: FastifyServerOptions["logger"];
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mail: MailService;
  }
}

/** Origins of media the pages load from elsewhere (a hero video on a CDN), for the CSP. */
function mediaOrigins(config: Config): string[] {
  const video = config.VITE_HERO_VIDEO_URL;
  if (!video || !/^https?:\/\//.test(video)) return [];
  return [new URL(video).origin];
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell the proxy from a client that connects
 * directly), so a count becomes "the nearest N hops": request.ip is then the right-most address
 * that no trusted proxy wrote, whatever a client puts on the left of X-Forwarded-For.
 */
function trustProxy(setting: Config["TRUST_PROXY"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: [
        "req.headers.authorization",
        "req.headers.cookie",
        "req.headers['x-csrf-token']",
        "res.headers['set-cookie']",
      ],
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.TRUST_PROXY),
    forceCloseConnections: "idle",
    // A client that sends its request slowly (slowloris) or not at all is cut off.
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS),
    },
    frameworkErrors: routerError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests parse every reply with its contract's schema; production only serializes it.
  app.setSerializerCompiler(replySerializerCompiler(config.NODE_ENV === "test"));

  app.decorate("config", config);
  app.decorate("database", database);
  database.setLog(app.log);
  app.decorate("db", database.db);
  const mail = new MailService(database.db, app.log, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  });
  app.decorate("mail", mail);
  // The outbox sender runs in every instance; claims keep two of them off the same message.
  app.addHook("onReady", async () => mail.start(config.MAIL_POLL_MS));
  app.addHook("onClose", () => mail.close());

  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  const client = deps.serveClient ? loadClientBuild(config.CLIENT_DIR) : null;
  if (deps.serveClient && !client)
    app.log.warn(`no client build in ${config.CLIENT_DIR}; run npm run build`);

  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin, { mediaSources: mediaOrigins(config) });
  // Brotli quality 5 instead of the plugin's 4: a rendered /offers page is 7% smaller for about
  // 5% more time (0.1 ms), enough for it and its headers to fit a first round trip (decision 038).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST } },
  });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { config, redis: deps.redis, database });
  await app.register(csrfPlugin, {
    key: await sharedSecret(database.db, "csrf"),
    secureCookies: config.NODE_ENV === "production",
  });

  await app.register(sessionPlugin);
  await app.register(listCachePlugin, { database });

  const mfa = new AdminMfa(database.db, await loadMfaKeys(database.db, config), app.log);
  // Logs the operator's error at once rather than at the administrator's next sign-in.
  await mfa.keyOpensStoredSecret();
  await app.register(siteSettingsPlugin);
  await app.register(healthRoutes);
  await app.register(crawlerRoutes);
  await app.register(offerRoutes);
  await app.register(partnerRoutes);
  await app.register(teamRoutes);
  await app.register(farmerStoryRoutes);
  await app.register(photoGalleryRoutes);
  await app.register(sitePictureRoutes);
  await app.register(newsRoutes);
  await app.register(catalogRoutes);
  await app.register(requestMailPlugin);
  await app.register(requestRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(proposalRoutes);
  await app.register(sampleFeedbackRoutes);
  await app.register(authRoutes, { mfa });
  await app.register(mediaLibraryPlugin, { store: deps.mediaStore });
  await app.register(adminScope, { mfa });

  if (client) {
    await app.register(clientPlugin, { clientDir: config.CLIENT_DIR, build: client });
    const pages = await loadServerBuild(config.CLIENT_DIR);
    if (pages) await app.register(renderedPages, { build: pages });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit(app.limits.notFound) }, (request, reply) => {
    // Only a page address gets the shell: a missing script or image answered with HTML would
    // be cached as that file, or run as a script that is not there.
    const path = normalizedPath(request.url);
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(path) &&
      !isFilePath(path);
    if (isPage && app.renderPage) return app.renderPage(request, reply);
    if (isPage && app.sendSpaFallback) return app.sendSpaFallback(request, reply);
    return sendError(reply, request, 404, "NOT_FOUND", STATUS_MESSAGES[404]);
  });

  return app;
}
