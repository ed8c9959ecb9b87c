import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import authentication from './identity/authentication';
import housekeeping from './platform/housekeeping';
import { createLinkService } from './identity/link-service';
import { createRateLimiter, defaultRateLimits, type RateLimits } from './identity/rate-limiter';
import { createSessionService } from './identity/session-service';
import { administratorRoutes } from './modules/administrator/administrator-routes';
import { undeliveredMailRoutes } from './modules/administrator/undelivered-mail-routes';
import { clientErrorsRoutes } from './modules/client-errors/client-errors-routes';
import devGate from './modules/dev/dev-gate';
import { devOutboxRoutes } from './modules/dev/dev-outbox-routes';
import { devOwnerAccessRoutes } from './modules/dev/dev-owner-access-routes';
import { estimatorRoutes } from './modules/estimator/estimator-routes';
import type { ModuleDeps } from './modules/module-deps';
import { ownerRoutes } from './modules/owner/owner-routes';
import { passportRoutes } from './modules/passport/passport-routes';
import { permalinkRoutes } from './modules/profiles/permalink-routes';
import { profileRoutes } from './modules/profiles/profile-routes';
import { seedDefaultQuestionnaires } from './modules/questionnaires/default-questionnaires';
import { questionnaireRoutes } from './modules/questionnaires/questionnaire-routes';
import { greetingMessages } from './modules/scenes/dashboard-messages';
import { defaultRunLimits, type RunLimits } from './modules/scenes/run-limits';
import { sceneRoutes } from './modules/scenes/scene-routes';
import { textRoutes } from './modules/texts/texts-routes';
import { realtimeGateway } from './realtime/realtime-gateway';
import { runHandlers } from './jobs/run-processor';
import { healthRoutes } from './modules/system/health-routes';
import { systemClock, type Clock } from './platform/clock';
import type { ComputePool } from './platform/compute/compute-pool';
import { createPlatform } from './platform/create-platform';
import type { Database } from './platform/database';
import { createLogger } from './platform/logging/create-logger';
import type { Mailer } from './platform/mail';
import type { RealtimeBus } from './platform/realtime/realtime-bus';
import errorHandling, { answerFrameworkError } from './plugins/error-handling';
import inputGuard from './plugins/input-guard';
import requestLogging, { RequestLogController, requestIdFrom } from './plugins/request-logging';
import securityHeaders from './plugins/security-headers';
import swagger from './plugins/swagger';
import webApp from './web/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Carries messages to the owners' realtime connections, on this instance and the others. */
    realtime: RealtimeBus;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  db: Database;
  /** Defaults to a logger made from the configuration. */
  logger?: FastifyBaseLogger;
  /** Where services read the time; tests move it to expire links and sessions. */
  clock?: Clock;
  /** Replaces the mailer the configuration chooses; the app closes it. */
  mailer?: Mailer;
  /** Replaces some rate limits, for tests that reach a limit in a few calls. */
  rateLimits?: Partial<RateLimits>;
  /** Replaces some limits of forecast runs per owner, for tests and benchmarks that start many. */
  runLimits?: Partial<RunLimits>;
  /** Replaces the in-process worker threads that compute forecasts; the app closes it. */
  compute?: ComputePool;
  /** Replaces the realtime bus the configuration chooses; the app closes it. */
  realtime?: RealtimeBus;
  /** Milliseconds between realtime pings; tests shorten it. */
  realtimePingMs?: number;
  /** Milliseconds between checks of open realtime connections against their sessions; tests shorten it. */
  realtimeSessionCheckMs?: number;
}

/**
 * The whole HTTP server, not yet listening: external plugins first, then the app's own parts,
 * then the API routes and finally the web app, which answers every path the API does not.
 */
export async function buildApp({
  config,
  db,
  logger,
  clock = systemClock,
  mailer,
  rateLimits,
  runLimits,
  compute,
  realtime,
  realtimePingMs,
  realtimeSessionCheckMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new RequestLogController(),
    genReqId: (request) => requestIdFrom(request.headers),
    bodyLimit: 1024 * 1024,
    // Node refuses a request line over 16 KiB anyway; up to that a long parameter reaches its route,
    // whose schema says what is wrong with it, rather than failing to match any route at all.
    routerOptions: { maxParamLength: 16 * 1024 },
    // A url the router cannot read still answers in the one error shape.
    frameworkErrors: answerFrameworkError,
    // Behind a proxy the client's address, which rate limits count by, comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', db);

  await app.register(requestLogging);
  await app.register(errorHandling);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(swagger);
  await app.register(devGate, { config });

  await seedDefaultQuestionnaires(db.db, clock.now());

  const platform = await createPlatform(config, {
    log: app.log,
    clock,
    database: db,
    runs: (parts) => runHandlers({ ...parts, clock, log: app.log }),
    ...(mailer ? { mailer } : {}),
    ...(compute ? { compute } : {}),
    ...(realtime ? { realtime } : {}),
  });
  app.decorate('realtime', platform.realtime);
  const sessions = createSessionService({ db: db.db, clock, ttlDays: config.sessionTtlDays, onEnded: (event) => platform.realtime.endSessions(event) });
  const deps: ModuleDeps = {
    db: db.db,
    config,
    clock,
    mailer: platform.mailer,
    rateLimiter: createRateLimiter(db.db, clock, { ...defaultRateLimits, ...rateLimits }),
    sessions,
    links: createLinkService(clock),
    log: app.log,
    compute: platform.compute,
    realtime: platform.realtime,
    dispatcher: platform.jobs,
    runLimits: { ...defaultRunLimits, ...runLimits },
    texts: platform.texts,
  };
  // Before any request: runs a previous process left unfinished are settled (see the dispatchers).
  await platform.jobs.recoverInterrupted();
  // The database given stays open: its caller closes it after the app.
  app.addHook('onClose', () => platform.close());
  await app.register(authentication, { sessions });
  await app.register(housekeeping, { db: db.db, clock, scheduler: platform.scheduler });
  await app.register(realtimeGateway, {
    sessions,
    bus: platform.realtime,
    clock,
    scheduler: platform.scheduler,
    greet: (ownerId) => greetingMessages(db.db, ownerId),
    ...(realtimePingMs === undefined ? {} : { pingMs: realtimePingMs }),
    ...(realtimeSessionCheckMs === undefined ? {} : { sessionCheckMs: realtimeSessionCheckMs }),
  });

  await app.register(healthRoutes);
  await app.register(clientErrorsRoutes);
  await app.register(passportRoutes, deps);
  await app.register(administratorRoutes, deps);
  await app.register(undeliveredMailRoutes, deps);
  await app.register(ownerRoutes, deps);
  await app.register(estimatorRoutes, deps);
  await app.register(questionnaireRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(permalinkRoutes, deps);
  await app.register(sceneRoutes, deps);
  await app.register(textRoutes, deps);
  await app.register(devOutboxRoutes, deps);
  await app.register(devOwnerAccessRoutes, deps);

  await app.register(webApp, { distDir: config.webDistDir, loveHost: config.loveHost });
  return app;
}
