import type { Mailer } from './adapters/mail/index.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';

/** What every module's routes and services are given: configuration and the outside world's adapters. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  startedAt: Date;
}
