import { isIP } from 'node:net';
import { join } from 'node:path';
import { Type } from 'typebox';
import { generatedOpsToken } from './ops-token';
import { HOUR, list, option, positive, readOptions, text, whole, type OptionValues, type ReadOptions } from './options';
import { resolveOperators, type Operator } from './security/operators';
import paths from './paths.cjs';
import { CLIENT_LIMITS } from './rules/throttle';
import type { PaymentProvider } from './payments/provider';

/**
 * Every option, declared once: its type and default (validated by env-schema), its environment
 * variable, and the README's table of options (generated from here, see optionsTable).
 */
export const OPTIONS = {
  port: option('PORT', whole('8080 (0 = free port)'), 8080),
  host: option('HOST', text('127.0.0.1'), '127.0.0.1'),
  dataDir: option('DATA_DIR', text("`<repo>/.data/api`; `'memory'` = fresh in-memory DB")),
  databaseUrl: option('DATABASE_URL', text('unset (PGlite)')),
  defaultVenue: option('DEFAULT_VENUE', text('bistro'), 'bistro'),
  tabOpensPerClient: option(
    'TAB_OPENS_PER_CLIENT',
    positive(
      '60 new tabs one client (an IPv4 address or an IPv6 /64) opens in 15 minutes: a venue’s Wi-Fi is one address for all its guests',
    ),
    CLIENT_LIMITS.openTab.max,
  ),
  opsToken: option('OPS_TOKEN', text("generated on first start into `<dataDir>/ops-token` (in memory for `'memory'`); `server.opsToken`")),
  opsTokens: option('OPS_TOKENS', text('unset: named operators, `name=token` lines or comma-separated (also `<dataDir>/ops-tokens`)')),
  venueApi: option(
    'VENUE_API',
    Type.Boolean({
      description:
        'on; `0` serves no venue route, for a process that hosts the platform alone (README, "Separate processes"): it hears the venue\'s events from the database',
    }),
    true,
  ),
  autoAcceptMs: option('AUTO_ACCEPT_MS', whole('off')),
  orderExpiryMs: option('ORDER_EXPIRY_MS', whole('24 h (open or waiting orders)'), 24 * HOUR),
  billHoldMs: option('BILL_HOLD_MS', positive('10 minutes a bill payment holds its amount while the card is confirmed'), 10 * 60_000),
  moneySweepMs: option(
    'MONEY_SWEEP_MS',
    positive('1 minute between sweeps that refund orders expired unaccepted, end stale bill holds and retry refunds'),
    60_000,
  ),
  tabExpiryMs: option('TAB_EXPIRY_MS', whole('12 h (hotel guest tabs: until check-out)'), 12 * HOUR),
  stripeSecretKey: option('STRIPE_SECRET_KEY', text('unset → simulated payments')),
  stripePublishableKey: option('STRIPE_PUBLISHABLE_KEY', text('unset (with a secret key, card payment is then unavailable to guests)')),
  stripeWebhookSecret: option(
    'STRIPE_WEBHOOK_SECRET',
    text('unset: with Stripe every webhook is refused (503); only the simulator takes unsigned events'),
  ),
  stripeApiUrl: option('STRIPE_API_URL', text('Stripe’s (set for stripe-mock)')),
  smtpUrl: option('SMTP_URL', text('unset (outbox table only)')),
  mailFrom: option('MAIL_FROM', text('`Tabula <no-reply@tabula.localhost>`'), 'Tabula <no-reply@tabula.localhost>'),
  requestTimeoutMs: option('REQUEST_TIMEOUT_MS', positive('30 s to send a whole request (else 408)'), 30_000),
  connectionTimeoutMs: option('CONNECTION_TIMEOUT_MS', positive('60 s without traffic closes a connection'), 60_000),
  corsOrigins: option('CORS_ORIGINS', list("none besides the shell's own origins (comma-separated exact origins)")),
  trustProxy: option(
    'TRUST_PROXY',
    list(
      'none; the proxies in front, comma-separated addresses or CIDRs (`10.0.0.5,10.1.0.0/16`, or `loopback`): X-Forwarded-For/-Proto/-Host are believed only from them (the client is the last address no listed proxy appended, for rate limits; https for Secure cookies). `1`/`true` is refused',
    ),
  ),
  publicUrl: option(
    'PUBLIC_URL',
    text('`http://localhost:<port>`; the origin every link is built from (venues on `<slug>.<its host>`); other hosts get 421'),
  ),
  payments: option(
    'PAYMENTS',
    Type.Unsafe<'simulated' | 'stripe'>({
      type: 'string',
      enum: ['simulated', 'stripe'],
      description:
        'chosen by the keys; `simulated` runs the simulator on purpose (required on an https `PUBLIC_URL` without Stripe keys), `stripe` requires the keys',
    }),
  ),
  retentionDays: option(
    'RETENTION_DAYS',
    positive(
      "90: guests' data of tabs and orders expired that long ago, old sessions and mails are purged, and what a hosted extension purges (the platform: assignments of ended splits, uncounted load failures)",
    ),
    90,
  ),
  retentionIntervalMs: option('RETENTION_INTERVAL_MS', positive('1 h between retention runs (one instance at a time)'), HOUR),
  shutdownGraceMs: option(
    'SHUTDOWN_GRACE_MS',
    whole('10 s: after SIGTERM, new requests get 503 with `Connection: close` until clients left or this passed'),
    10_000,
  ),
};

type Options = typeof OPTIONS;

/** The options only code gives (main.ts, tests, embedding): they have no environment variable. */
export const CODE_ONLY = {
  logger: 'false in startServer (main.ts: on unless `LOG=0`); a request is logged by its path, never its query (a preview token)',
  logStream: 'where the log goes: stdout (tests capture it)',
  paymentProvider: 'replaces the provider (embedding, tests)',
} as const;

export type ServerOptions = Partial<OptionValues<Options>> & {
  /** Fastify request logging. Default false. */
  logger?: boolean;
  /** Where the log is written; stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the payment provider the keys would select (embedding and tests). */
  paymentProvider?: PaymentProvider;
};

/** What a server runs with: each option from startServer's options, else the environment, else its default. */
export type Config = Omit<ReadOptions<Options>, 'dataDir' | 'opsToken' | 'opsTokens' | 'corsOrigins' | 'trustProxy'> & {
  corsOrigins: string[];
  /** The proxies whose X-Forwarded-* headers are believed (addresses, CIDRs or proxy-addr's names); empty: none. */
  trustProxy: string[];
  dataDir: string;
  opsToken: string;
  /** Every operator's name and token: `admin` (opsToken), OPS_TOKENS and <dataDir>/ops-tokens. */
  operators: Operator[];
  /** The file the generated ops token is kept in; undefined when it was given. */
  opsTokenFile: string | undefined;
  logger: boolean;
  logStream: NodeJS.WritableStream | undefined;
};

/** Options win over the environment, which wins over the defaults; an unset or blank variable is no value. */
export function resolveConfig(opts: ServerOptions = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const values = readOptions(OPTIONS, opts, env);
  const dataDir = values.dataDir ?? join(paths.repoRoot, '.data', 'api');
  const ops = values.opsToken ? { token: values.opsToken, file: undefined } : generatedOpsToken(dataDir);
  const { opsTokens, ...rest } = values;
  return {
    ...rest,
    dataDir,
    opsToken: ops.token,
    opsTokenFile: ops.file,
    operators: resolveOperators(ops.token, opsTokens, dataDir),
    corsOrigins: (values.corsOrigins ?? []).map((o) => o.trim()).filter(Boolean),
    trustProxy: trustedProxies(values.trustProxy),
    publicUrl: publicOrigin(values.publicUrl),
    logger: opts.logger ?? false,
    logStream: opts.logStream,
  };
}

// The names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDRs.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY names its proxies: X-Forwarded-For is believed only from them. A bare `1`/`true` would
 * believe it from every client, whose made-up addresses would then dodge every per-client limit.
 */
function trustedProxies(list: string[] | undefined): string[] {
  const entries = (list ?? []).map((p) => p.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_NAMES.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (bits && prefixOk && extra === undefined) continue;
    throw new Error(
      `TRUST_PROXY lists the proxies in front, as comma-separated addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16, or loopback), got "${entry}"` +
        (/^(1|true|yes|on)$/i.test(entry) ? ': a bare flag would believe X-Forwarded-For from every client' : ''),
    );
  }
  return entries;
}

/** PUBLIC_URL is an origin: http(s), a host, maybe a port, and nothing after it. */
function publicOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://tabula.example.com, got "${value}"`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  ) {
    throw new Error(`PUBLIC_URL must be an http(s) origin without path, query or credentials, got "${value}"`);
  }
  return url.origin;
}
