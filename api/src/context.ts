import type { Config } from './config';
import type { Database } from './db/database';
import type { AutoAcceptor } from './domain/review';
import type { Mailer } from './mail/outbox';
import type { PaymentProvider } from './payments/provider';

/** Everything a route needs, built once per server. */
export interface AppContext {
  db: Database;
  config: Config;
  payments: PaymentProvider;
  mailer: Mailer;
  autoAccept: AutoAcceptor;
}
