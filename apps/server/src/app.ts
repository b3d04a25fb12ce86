import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mail/index.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the mailer chosen from the configuration. */
  mailer?: Mailer;
}

/** Builds the whole server: plugins first, then every module's routes, then the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailer = options.mailer ?? createMailer(config, app.log);
  const ctx: AppContext = { config, database, db: database.db, mailer, startedAt: new Date() };
  app.addHook('onClose', async () => mailer.close());

  await registerSecurity(app, config);
  await registerApiDocs(app);

  registerHealthRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerDevMailboxRoutes(app, ctx);

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
