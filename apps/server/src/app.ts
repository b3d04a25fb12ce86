import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createChatModel } from './adapters/assistant/index.ts';
import { createLiveBus } from './adapters/live-bus/index.ts';
import { createMailer, type Mailer } from './adapters/mail/index.ts';
import { createPaymentGateway, isSimulatedGateway } from './adapters/payments/index.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import type { WebhookDelivery } from './adapters/payments/simulated-gateway.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAlarms } from './jobs/alarms.ts';
import { JOBS } from './jobs/index.ts';
import { startJobs } from './jobs/job-runner.ts';
import { deliverDueMails } from './modules/mail/mail-delivery.job.ts';
import { createPromptDelivery } from './jobs/prompt-delivery.ts';
import { deliverDueReach } from './modules/reach/reach-delivery.job.ts';
import { createReachSenders } from './modules/reach/reach-senders.ts';
import { registerAssistantRoutes } from './modules/assistant/assistant.routes.ts';
import { registerAdminRoutes } from './admin-routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createCatalogCache } from './modules/catalog/catalog-cache.ts';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.ts';
import { registerChatRoutes } from './modules/chat/chat.routes.ts';
import { registerCaseClosingRoutes } from './modules/case-closing/case-closing.routes.ts';
import { registerComplaintRoutes } from './modules/complaints/complaints.routes.ts';
import { registerConsultationRoutes } from './modules/consultations/consultations.routes.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { createUploadSigner, loadUploadSigningSecret } from './modules/files/upload-signing.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerLandingRoutes } from './modules/landing/landing.routes.ts';
import { registerLiveChannel } from './modules/live/live-channel.ts';
import { createLivePublisher } from './modules/live/live-publisher.ts';
import { rememberMailServer } from './modules/mail/mail-links.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerOfferRoutes } from './modules/offers/offers.routes.ts';
import { registerPhoneRoutes } from './modules/phone/phone.routes.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { registerProfessionalRoutes } from './modules/professional/professional.routes.ts';
import { registerPublicProfileRoutes } from './modules/public-profiles/public-profiles.routes.ts';
import { registerWebPush } from './modules/reach/push-sender.ts';
import { registerReceiptRoutes } from './modules/receipts/receipts.routes.ts';
import { registerRefundRoutes } from './modules/refunds/refunds.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerUnsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerVideoCallRoutes } from './modules/video-calls/video-calls.routes.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAdmission } from './plugins/admission.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { serializeLoggedError } from './log-safe-error.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { beforeClose, onCloseStep, registerGracefulClose } from './plugins/graceful-close.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { createMetrics, registerMetricsRoute, registerRequestMetrics } from './plugins/metrics.ts';
import { registerPromptDelivery } from './plugins/prompt-delivery.ts';
import { serializeLoggedRequest } from './plugins/request-log.ts';
import { lazyRequestLogger } from './plugins/request-logger.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { rejectBrokenText } from './validation.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the mailer chosen from the configuration. */
  mailer?: Mailer;
  /** Replaces the payment gateway chosen from the configuration. */
  gateway?: PaymentGateway;
  /** Where log lines go instead of stdout (tests read what the logs would say). */
  logStream?: { write(line: string): void };
  /** Names each request in the logs: the trace id when traces are on (traces/start-traces.ts). */
  requestId?: () => string;
}

export { drainApp, drainProgress } from './plugins/graceful-close.ts';

const contexts = new WeakMap<FastifyInstance, AppContext>();

/** The context a built app's modules were given, for tests and tools that run its jobs. */
export function contextOf(app: FastifyInstance): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('This Fastify instance was not built by buildApp');
  return ctx;
}

/** Builds the whole server: plugins first, then every module's routes, then the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Requests as their route and a URL without secrets, never their headers. (Fastify hands
      // the serializer its own request, though its types name the raw one.)
      serializers: { err: serializeLoggedError, req: serializeLoggedRequest as never },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Each request's child logger is made when it first writes a line (plugins/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.TRUST_PROXY,
    ...(options.requestId ? { genReqId: options.requestId } : {}),
    bodyLimit: 1024 * 1024,
    // On close: idle keep-alive connections are closed at once, busy ones after their answer
    // (drainApp), and a request that still reaches a closing server is answered 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.addHook('preValidation', rejectBrokenText);
  // Answers are written by serializers compiled from the zod schemas; the tests also check each
  // answer with zod and that both write the same bytes (plugins/response-serializer.ts).
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkAgainstZod: config.NODE_ENV === 'test' }),
  );
  registerErrorHandler(app, database);
  registerGracefulClose(app);
  // First of the request hooks, so a request another hook answers is timed too.
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics);

  const mailer = options.mailer ?? createMailer(config, app.log);
  const liveBus = await createLiveBus(config, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    storage: createStorage(config, app.log),
    uploadSigner: createUploadSigner(await loadUploadSigningSecret(config)),
    gateway: options.gateway ?? (await createPaymentGateway(config, database.db, app.log)),
    log: app.log,
    live: createLivePublisher(liveBus, app.log),
    alarms: createAlarms(app.log, config.JOBS_ENABLED),
    mailDelivery: createPromptDelivery(() => deliverDueMails(ctx), app.log),
    reachDelivery: createPromptDelivery(() => deliverDueReach(ctx), app.log),
    reachSenders: {},
    assistantModel: createChatModel(config),
    catalog: createCatalogCache(),
    metrics,
    startedAt: new Date(),
  };
  Object.assign(ctx.reachSenders, createReachSenders(ctx));
  contexts.set(app, ctx);
  rememberMailServer(ctx, app);
  onCloseStep(app, 'closing the mailer', () => mailer.close());
  onCloseStep(app, 'closing the live bus', () => liveBus.close());
  onCloseStep(app, 'closing the file storage', () => ctx.storage.close());
  registerPromptDelivery(app, ctx.db, 'mail-queued', ctx.mailDelivery);
  registerPromptDelivery(app, ctx.db, 'reach-queued', ctx.reachDelivery);

  await registerLoadShedding(app, config);
  registerAdmission(app, config, database);
  await registerSecurity(app, config);
  await registerSessions(app, ctx);
  // After the cookies are parsed, before any route is declared.
  registerAccess(app);
  await registerApiDocs(app);
  await registerMultipart(app);
  const liveSockets = await registerLiveChannel(app, ctx, liveBus);
  registerMetricsRoute(app, ctx, { live: liveSockets });

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerAssistantRoutes(app, ctx);
  await registerFileRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerPhoneRoutes(app, ctx);
  registerDevMailboxRoutes(app, ctx);
  registerCatalogRoutes(app, ctx);
  registerLandingRoutes(app, ctx);
  registerConsultationRoutes(app, ctx);
  registerComplaintRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerCaseClosingRoutes(app, ctx);
  registerVideoCallRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  await registerWebPush(app, ctx, liveSockets);
  registerUnsubscribeRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerProfessionalRoutes(app, ctx);
  registerPublicProfileRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  connectGateway(app, ctx);
  registerRefundRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerReceiptRoutes(app, ctx);
  await registerAdminRoutes(app, ctx);

  await registerWebApp(app, ctx);
  return app;
}

/**
 * The simulated gateway sends its webhooks to this server's own route through the full HTTP stack
 * (minus the socket); timed jobs run when enabled. Draining before close (drainApp), once the last
 * request is answered, the jobs finish their pass, alarms still to ring are dropped, and the
 * webhooks under way are delivered: `inject` is refused as soon as Fastify starts closing.
 */
function connectGateway(app: FastifyInstance, ctx: AppContext): void {
  const { gateway } = ctx;
  const deliver = async (delivery: WebhookDelivery) => {
    // In-process, under a name the server answers to in any environment (plugins/site-names.ts).
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : ctx.config.PORT;
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...delivery.headers, host: `localhost:${port}` },
      payload: delivery.body,
    });
    if (response.statusCode >= 300) {
      throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    }
  };
  if (isSimulatedGateway(gateway)) gateway.sendWebhooksWith(deliver);
  let jobs: { stop(): Promise<void> } | null = null;
  if (ctx.config.JOBS_ENABLED) {
    app.addHook('onReady', async () => {
      jobs = startJobs(ctx, JOBS, app.log, ctx.config.JOB_INTERVAL_SECONDS * 1000);
    });
  }
  const stopJobs = async () => {
    await jobs?.stop();
    await ctx.alarms.stop();
  };
  beforeClose(app, 'jobs stopped', stopJobs);
  if (isSimulatedGateway(gateway)) {
    beforeClose(app, 'simulated webhooks delivered', () => gateway.settle());
  }
  // Closed without a drain (or a webhook raised after it): no new delivery can get through, so
  // none is attempted; the reconciler captures that payment from the gateway's books instead.
  app.addHook('preClose', async () => {
    await stopJobs();
    if (isSimulatedGateway(gateway)) {
      gateway.sendWebhooksWith(null);
      await gateway.settle();
    }
  });
}
