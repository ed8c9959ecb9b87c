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
import { createThreadPool, type ComputePool } from './compute/compute-pool';
import { createLocalBus, type RealtimeBus } from './realtime/realtime-bus';
import { realtimeGateway } from './realtime/realtime-gateway';
import { createPgNotifyBus } from './realtime/pg-notify-bus';
import { createLocalDispatcher } from './jobs/local-dispatcher';
import { createQueueDispatcher } from './jobs/run-queue';
import { healthRoutes } from './modules/system/health-routes';
import { systemClock, type Clock } from './platform/clock';
import type { Database } from './platform/database';
import { createLogger } from './platform/logging/create-logger';
import { createMailer, type Mailer } from './platform/mail';
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

  const reportError = (error: Error) => app.log.error({ err: error }, 'the job queue or the realtime bus reported an error');
  const computePool = compute ?? createThreadPool();
  const bus = realtime ?? (config.jobs === 'pgboss' && config.databaseUrl ? await createPgNotifyBus(config.databaseUrl, { log: app.log }) : createLocalBus());
  app.decorate('realtime', bus);
  const sessions = createSessionService({ db: db.db, clock, ttlDays: config.sessionTtlDays, onEnded: (event) => bus.endSessions(event) });
  const dispatcher =
    config.jobs === 'pgboss' && config.databaseUrl
      ? await createQueueDispatcher(config.databaseUrl, config.jobExpireSeconds, reportError)
      : createLocalDispatcher({ db: db.db, clock, compute: computePool, realtime: bus, log: app.log });
  const deps: ModuleDeps = {
    db: db.db,
    config,
    clock,
    mailer: mailer ?? createMailer(config, db.db, clock, app.log),
    rateLimiter: createRateLimiter(db.db, clock, { ...defaultRateLimits, ...rateLimits }),
    sessions,
    links: createLinkService(clock),
    log: app.log,
    compute: computePool,
    realtime: bus,
    dispatcher,
    runLimits: { ...defaultRunLimits, ...runLimits },
  };
  // Before any request: runs a previous process left unfinished are settled (see the dispatchers).
  await dispatcher.recoverInterrupted();
  app.addHook('onClose', () => deps.mailer.close());
  // Runs under way finish first, then what they use closes.
  app.addHook('onClose', async () => {
    await deps.dispatcher.close();
    await deps.compute.close();
    await deps.realtime.close();
  });
  await app.register(authentication, { sessions });
  await app.register(housekeeping, { db: db.db, clock });
  await app.register(realtimeGateway, {
    sessions,
    bus: deps.realtime,
    clock,
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
  await app.register(devOutboxRoutes, deps);

  await app.register(webApp, { distDir: config.webDistDir, loveHost: config.loveHost });
  return app;
}
