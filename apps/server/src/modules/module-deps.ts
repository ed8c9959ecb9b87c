import type { FastifyBaseLogger } from 'fastify';
import type { ComputePool } from '../platform/compute/compute-pool';
import type { AnalysisProgress } from './analyses/analysis-progress';
import type { SnapshotMemory } from './scenes/snapshot-memory';
import type { Config } from '../config';
import type { LinkService } from '../identity/link-service';
import type { RateLimiter } from '../identity/rate-limiter';
import type { SessionService } from '../identity/session-service';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import type { RunDispatcher } from '../platform/jobs/run-dispatcher';
import type { Mailer } from '../platform/mail';
import type { RealtimeBus } from '../platform/realtime/realtime-bus';
import type { CardSimulator } from '../platform/payments/card-simulator';
import type { PaymentProvider } from '../platform/payments/payment-provider';
import type { TextGenerator } from '../platform/texts';
import type { RunLimits } from './scenes/run-limits';

/** What the services of the API modules work with; built once by the app and handed to each module. */
export interface ModuleDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessions: SessionService;
  links: LinkService;
  log: FastifyBaseLogger;
  /** Where forecasts are computed. */
  compute: ComputePool;
  /** Carries messages to the owners' realtime connections. */
  realtime: RealtimeBus;
  /** Hands forecast runs to whoever computes them. */
  dispatcher: RunDispatcher;
  /** The snapshots this process just computed, served from memory for a short while (the embedded default). */
  snapshots?: SnapshotMemory | undefined;
  /** How far this process's analyses are, for `getAnalysis` between their realtime messages. */
  analysisProgress?: AnalysisProgress | undefined;
  /** How many forecast runs one owner may have in flight and start per window. */
  runLimits: RunLimits;
  /** Writes the narratives of results. */
  texts: TextGenerator;
  /** Keeps cards and takes payments: the built-in card processor or Stripe. */
  payments: PaymentProvider;
  /** The built-in card processor when it is the provider, for its test-mode card entry; null with Stripe. */
  cardSimulator: CardSimulator | null;
}
