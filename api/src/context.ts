import type { Config } from './config';
import type { Database } from './db/database';
import type { AutoAcceptor } from './domain/review';
import type { MenuCache } from './domain/menu-cache';
import type { PublicOrigins } from './domain/origins';
import type { Mailer } from './mail/outbox';
import type { PaymentProvider } from './payments/provider';
import type { AttemptCounters } from './throttle/counters';

/** The server's logger, for failures no reply carries (a provider call after the change committed). */
export interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Everything a route needs, built once per server. */
export interface AppContext {
  db: Database;
  config: Config;
  payments: PaymentProvider;
  mailer: Mailer;
  autoAccept: AutoAcceptor;
  /** Rate-limit and lock-out counters, in the database so every instance agrees. */
  throttle: AttemptCounters;
  /** Built menu JSON and its compressed bodies. */
  menuCache: MenuCache;
  /** The public origin (PUBLIC_URL) every link is built from, and the hosts this server serves. */
  origins: PublicOrigins;
  log: Log;
}
