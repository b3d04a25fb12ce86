import type { FastifyBaseLogger } from 'fastify';
import type { ChatModel } from './adapters/assistant/index.ts';
import type { Mailer } from './adapters/mail/index.ts';
import type { LivePublisher } from './adapters/live-bus/live-bus.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import type { FileStorage } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Alarms } from './jobs/alarms.ts';
import type { CatalogCache } from './modules/catalog/catalog-cache.ts';
import type { PromptDelivery } from './jobs/prompt-delivery.ts';
import type { ReachSenders } from './modules/reach/reach-outbox.ts';
import type { UploadSigner } from './modules/files/upload-signing.ts';
import type { Metrics } from './plugins/metrics.ts';

/** What every module's routes and services are given: configuration and the outside world's adapters. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  /** Sends queued mail soon after the request that queued it (the timed job catches the rest). */
  mailDelivery: PromptDelivery;
  /** Sends queued pushes, SMS and WhatsApp messages soon after commit, like mailDelivery. */
  reachDelivery: PromptDelivery;
  /** Who sends each channel of the reach outbox; a channel with no sender waits (decision 190). */
  reachSenders: ReachSenders;
  storage: FileStorage;
  /** Signs and checks the single-use upload URLs of profile photos. */
  uploadSigner: UploadSigner;
  /** Razorpay with keys, else the built-in simulated gateway. */
  gateway: PaymentGateway;
  /** The server's logger, for work that runs outside a request (jobs, webhooks it sends itself). */
  log: FastifyBaseLogger;
  /** Pushes on the live channel (/ws), fanned out across instances; publish after commit. */
  live: LivePublisher;
  /** One-off work at a known moment (a call's ring running out), sooner than the next job pass. */
  alarms: Alarms;
  /** The configured OpenAI-compatible model, or null: the built-in assistant answers alone. */
  assistantModel: ChatModel | null;
  /** The public catalog as finished JSON; cleared when an admin edits the catalog. */
  catalog: CatalogCache;
  /** Prometheus counters the services bump after commit (GET /metrics, decision 214). */
  metrics: Metrics;
  startedAt: Date;
}
