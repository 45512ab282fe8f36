import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';

/** A step of the retention purge (domain/retention.ts): its rows older than the cutoff ($1 when `cutoff`). */
export interface RetentionStep {
  step: string;
  /** A DELETE or UPDATE without its RETURNING clause. */
  sql: string;
  /** Whether the statement reads the cutoff as $1 (else it takes no parameter). */
  cutoff: boolean;
}

/** Work a server does in the background once it listens. */
export interface BackgroundJob {
  /** Stops it and waits for a run in progress. */
  close(): Promise<void>;
}

/**
 * What a server hosts beside the venue API, in the same process and database: the venue API knows
 * nothing of what is hosted, and the host reaches the venue only through venue-events.ts. The
 * composition platform is one (platform/src/extension.ts); a server without any is the venue API alone.
 */
export interface ServerExtension {
  /** The PostgreSQL schema its tables live in (its migrations put them there); queries find them by the search path. */
  schema?: string;
  /** Folder of `NNN_name.sql` migrations, applied with the venue API's in one name order. */
  migrations?: string;
  /** Run on every start, after the migrations (what the extension seeds). */
  prepare?(db: Database, config: Config): Promise<void>;
  /** Registered after the venue API's routes. */
  plugin: FastifyPluginAsync;
  /** Origins the served pages may load scripts, styles and manifests from (the content security policy). */
  scriptOrigins?(db: Database): Promise<string[]>;
  /** Old rows of the extension's own tables, purged in the retention run's transaction. */
  retention?: readonly RetentionStep[];
  /** Started once the server listens (the app, its context as app.tabula); closed with it. */
  start?(app: FastifyInstance, onError: (err: unknown) => void): BackgroundJob;
}
