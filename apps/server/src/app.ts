import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import authentication from './identity/authentication';
import housekeeping from './platform/housekeeping';
import { createLinkService } from './identity/link-service';
import { createRateLimiter, defaultRateLimits, type RateLimits } from './identity/rate-limiter';
import { createSessionService } from './identity/session-service';
import { billingRoutes } from './modules/billing/billing-routes';
import { runRenewals, type RenewalRun } from './modules/billing/renewals';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook-routes';
import { administrationRoutes } from './modules/administration/administration-routes';
import { administratorRoutes } from './modules/administrator/administrator-routes';
import { undeliveredMailRoutes } from './modules/administrator/undelivered-mail-routes';
import { clientErrorsRoutes } from './modules/client-errors/client-errors-routes';
import devGate from './modules/dev/dev-gate';
import { devOutboxRoutes } from './modules/dev/dev-outbox-routes';
import { devOwnerAccessRoutes } from './modules/dev/dev-owner-access-routes';
import { staticDocumentRoutes } from './modules/documents/static-document-routes';
import { estimationRoutes } from './modules/estimation/estimation-routes';
import { estimatorRoutes } from './modules/estimator/estimator-routes';
import { pruneFlameResults } from './modules/flame/flame-repository';
import { flameRoutes } from './modules/flame/flame-routes';
import { createFlameService } from './modules/flame/flame-service';
import type { ModuleDeps } from './modules/module-deps';
import { neuronetRoutes } from './modules/neuronet/neuronet-routes';
import { ownerRoutes } from './modules/owner/owner-routes';
import { passportRoutes } from './modules/passport/passport-routes';
import { permalinkRoutes } from './modules/profiles/permalink-routes';
import { profileRoutes } from './modules/profiles/profile-routes';
import { seedDefaultQuestionnaires } from './modules/questionnaires/default-questionnaires';
import { questionnaireRoutes } from './modules/questionnaires/questionnaire-routes';
import { greetingMessages } from './modules/scenes/dashboard-messages';
import { defaultRunLimits, type RunLimits } from './modules/scenes/run-limits';
import { sceneRoutes } from './modules/scenes/scene-routes';
import { analysisRoutes } from './modules/analyses/analysis-routes';
import { textRoutes } from './modules/texts/texts-routes';
import { realtimeGateway } from './realtime/realtime-gateway';
import { createSnapshotMemory, type SnapshotMemory } from './modules/scenes/snapshot-memory';
import { runHandlers } from './jobs/run-processor';
import { createAnalysisProgress } from './modules/analyses/analysis-progress';
import { healthRoutes } from './modules/system/health-routes';
import { systemClock, type Clock } from './platform/clock';
import type { ComputePool } from './platform/compute/compute-pool';
import { createPlatform } from './platform/create-platform';
import type { Database } from './platform/database';
import { createLogger } from './platform/logging/create-logger';
import type { Mailer } from './platform/mail';
import type { PaymentProvider } from './platform/payments/payment-provider';
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
    /** Billing's scheduled work, which tests run at a moment of their choosing. */
    billing: { runRenewals: () => Promise<RenewalRun> };
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
  /** Where the snapshots of runs computed here are kept for a while; tests pass one to empty it. */
  snapshots?: SnapshotMemory;
  /** Replaces the card provider the configuration chooses. */
  payments?: PaymentProvider;
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
  payments,
  realtimePingMs,
  realtimeSessionCheckMs,
  snapshots,
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
  // Filled only where runs are computed in this process (the embedded default); with a queue it stays empty.
  const snapshotMemory = snapshots ?? createSnapshotMemory({ now: () => clock.now().getTime() });
  const analysisProgress = createAnalysisProgress();

  const platform = await createPlatform(config, {
    log: app.log,
    clock,
    database: db,
    runs: (parts) => runHandlers({ ...parts, clock, log: app.log, snapshots: snapshotMemory, analysisProgress }),
    ...(mailer ? { mailer } : {}),
    ...(compute ? { compute } : {}),
    ...(realtime ? { realtime } : {}),
    ...(payments ? { payments } : {}),
  });
  app.decorate('realtime', platform.realtime);
  const sessions = createSessionService({ db: db.db, clock, ttlDays: config.sessionTtlDays, onEnded: (event) => platform.realtime.endSessions(event) });
  const deps: ModuleDeps = {
    db: db.db,
    config,
    clock,
    mailer: platform.mailer,
    rateLimiter: createRateLimiter(db.db, clock, {
      ...defaultRateLimits,
      signupsPerIp: { ...defaultRateLimits.signupsPerIp, limit: config.signupsPerIpPerHour },
      ...rateLimits,
    }),
    sessions,
    links: createLinkService(clock),
    log: app.log,
    compute: platform.compute,
    realtime: platform.realtime,
    dispatcher: platform.jobs,
    runLimits: { ...defaultRunLimits, ...runLimits },
    snapshots: snapshotMemory,
    analysisProgress,
    texts: platform.texts,
    payments: platform.payments,
    cardSimulator: platform.cardSimulator,
  };
  // Before any request: runs a previous process left unfinished are settled (see the dispatchers).
  await platform.jobs.recoverInterrupted();
  // The database given stays open: its caller closes it after the app.
  app.addHook('onClose', () => platform.close());
  // Renewals run once a minute on one instance; tests move the clock and run them at once.
  const renewals = () => runRenewals(deps, clock.now());
  app.decorate('billing', { runRenewals: renewals });
  await platform.periodic.schedule('billing-renewals', 1, async () => {
    await renewals();
  });
  // Partner test results nobody paid for are kept for a while only (decision 67).
  await platform.periodic.schedule('flame-retention', 30, async () => {
    await pruneFlameResults(db.db, clock.now());
  });
  const flame = createFlameService(deps);
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
  await app.register(estimationRoutes, deps);
  await app.register(administrationRoutes, deps);
  await app.register(neuronetRoutes, deps);
  await app.register(questionnaireRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(permalinkRoutes, deps);
  await app.register(sceneRoutes, deps);
  await app.register(analysisRoutes, deps);
  await app.register(textRoutes, deps);
  await app.register(billingRoutes, deps);
  await app.register(stripeWebhookRoutes, deps);
  await app.register(flameRoutes, { ...deps, service: flame });
  await app.register(staticDocumentRoutes);
  await app.register(devOutboxRoutes, deps);
  await app.register(devOwnerAccessRoutes, deps);

  await app.register(webApp, {
    distDir: config.webDistDir,
    loveHost: config.loveHost,
    publicUrl: config.publicUrl,
    sharedResultPreview: flame.sharedMeta,
  });
  return app;
}
