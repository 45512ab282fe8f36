import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { resolveConfig, type ServerOptions } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import type { BackgroundJob, ServerExtension } from './extension';
import { MenuCache } from './domain/menu-cache';
import { publicOrigins } from './domain/origins';
import { moneySweep, type MoneySweep } from './domain/money-sweep';
import { retentionJob, type RetentionJob } from './domain/retention';
import { autoAcceptor } from './domain/review';
import { outboxMailer } from './mail/outbox';
import { paymentProviderName } from './payments/choice';
import { simulatedProvider } from './payments/simulated';
import { stripeClient, stripeProvider } from './payments/stripe';
import { seedDemo } from './seed/seed';
import { AttemptCounters } from './throttle/counters';

export type { ServerOptions } from './config';
export type { PaymentProvider, IntentRequest, CreatedIntent } from './payments/provider';
export { DEMO_GUEST, DEMO_VENUE_UUIDS } from './seed/venues';
export { OPS_TOKEN_FILE } from './ops-token';
export type { BackgroundJob, RetentionStep, ServerExtension } from './extension';
import paths from './paths.cjs';

export interface RunningServer {
  url: string;
  port: number;
  /** The operator token in force (OPS_TOKEN, or the generated one). */
  opsToken: string;
  app: FastifyInstance;
  close(): Promise<void>;
  /** Graceful: answers 503 with Connection: close while its clients leave (at most shutdownGraceMs), then closes. */
  shutdown(): Promise<void>;
}

/**
 * Opens (creating, migrating and seeding on first start) the database and serves the venue API, with
 * what `extensions` host beside it (the platform's entry passes itself). `shared.db` serves a database
 * another server opened (a second instance on one embedded database, in tests); it stays open when this
 * server closes.
 */
export async function startServer(
  opts: ServerOptions = {},
  shared: { db?: Database } = {},
  extensions: readonly ServerExtension[] = [],
): Promise<RunningServer> {
  const config = resolveConfig(opts);
  // Before the database opens: a server that must not run says so at once.
  const provider = opts.paymentProvider ? undefined : paymentProviderName(config);
  const schemas = extensions.flatMap((e) => (e.schema ? [e.schema] : []));
  const db = shared.db ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, schemas }));
  const closeDb = () => (shared.db ? Promise.resolve() : db.close());
  let app: FastifyInstance | undefined;
  const autoAccept = autoAcceptor(db, config.autoAcceptMs, (err) => app?.log.error(err));
  let retention: RetentionJob | undefined;
  let sweep: MoneySweep | undefined;
  const jobs: BackgroundJob[] = [];
  try {
    await migrate(db, [paths.migrationsDir, ...extensions.flatMap((e) => (e.migrations ? [e.migrations] : []))]);
    await seedDemo(db);
    for (const extension of extensions) await extension.prepare?.(db, config);
    const ctx: AppContext = {
      db,
      config,
      payments:
        opts.paymentProvider ??
        (provider === 'stripe' && config.stripeSecretKey
          ? stripeProvider(stripeClient({ secretKey: config.stripeSecretKey, apiUrl: config.stripeApiUrl }))
          : simulatedProvider()),
      mailer: outboxMailer(db, config.smtpUrl, config.mailFrom),
      autoAccept,
      throttle: new AttemptCounters(db),
      menuCache: new MenuCache(),
      origins: publicOrigins(config.publicUrl, () => (app?.server.address() as AddressInfo).port),
      // The app is built from this context, so its logger is looked up when used.
      log: {
        warn: (details, message) => app?.log.warn(details, message),
        error: (details, message) => app?.log.error(details, message),
      },
    };
    app = await buildApp(ctx, extensions);
    await app.listen({ port: config.port, host: config.host });
    retention = retentionJob(
      db,
      config.retentionDays,
      config.retentionIntervalMs,
      extensions.flatMap((e) => e.retention ?? []),
      (err) => app?.log.error(err, 'retention run failed'),
    );
    sweep = moneySweep(ctx, config.moneySweepMs, (err) => app?.log.error(err, 'money sweep failed'));
    for (const extension of extensions) {
      const job = extension.start?.(app, (err) => app?.log.error(err, 'background job failed'));
      if (job) jobs.push(job);
    }
  } catch (err) {
    autoAccept.close();
    for (const job of jobs) await job.close();
    await app?.close();
    await closeDb();
    throw err;
  }
  const server = app;
  const { port } = server.server.address() as AddressInfo;
  async function close() {
    autoAccept.close();
    await retention?.close();
    await sweep?.close();
    for (const job of jobs) await job.close();
    await server.close();
    await closeDb();
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    opsToken: config.opsToken,
    app: server,
    close,
    async shutdown() {
      await server.shutdownDrain.drain(config.shutdownGraceMs);
      await close();
    },
  };
}
