import { join } from 'node:path';
import { generatedOpsToken } from './ops-token';
import { resolveOperators, type Operator } from './security/operators';
import paths from './paths.cjs';
import type { PaymentProvider } from './payments/provider';

export interface ServerOptions {
  /** Default: env PORT or 8080; 0 picks a free port. */
  port?: number;
  /** Default: env HOST or 127.0.0.1. */
  host?: string;
  /** PGlite data folder, or 'memory' for a fresh in-memory database. Default: env DATA_DIR or <repo>/.data/api. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. Default: env DATABASE_URL. */
  databaseUrl?: string;
  /** Venue served on a host that names none. Default: env DEFAULT_VENUE or 'bistro'. */
  defaultVenue?: string;
  /** Folder of the shell's static build, served with SPA fallback. Default: env SHELL_DIST. */
  shellDist?: string;
  /** The remote registry served at /remotes.json. Default: env REMOTES_FILE or <repo>/remotes.json. */
  remotesFile?: string;
  /** The shell's federation manifest, whose shared versions a remote's build must fit. Default: env SHELL_MANIFEST, else mf-manifest.json of shellDist, else of <repo>/shell/dist. */
  shellManifest?: string;
  /** Distinct guests whose load of one variant failed, within the window, that stop the variant. Default: env REMOTE_FAILURE_GUESTS or 5. */
  remoteFailureGuests?: number;
  /** That window. Default: env REMOTE_FAILURE_WINDOW_MS or 10 minutes. */
  remoteFailureWindowMs?: number;
  /** Guests of one client address who count toward that number, so one script cannot reach it. Default: env REMOTE_FAILURE_PER_ADDRESS or 2. */
  remoteFailurePerAddress?: number;
  /** Named operators, `name=token` lines or comma-separated. Default: env OPS_TOKENS (and <dataDir>/ops-tokens). */
  opsTokens?: string;
  /** Token of the operator endpoint. Default: env OPS_TOKEN, else one generated on first start into <dataDir>/ops-token. */
  opsToken?: string;
  /** Accept submitted orders by themselves after this delay. Default: env AUTO_ACCEPT_MS (off when unset). */
  autoAcceptMs?: number;
  /** Lifetime of an open or waiting order. Default: env ORDER_EXPIRY_MS or 24 h. */
  orderExpiryMs?: number;
  /** Lifetime of a tab (hotel guest tabs last until check-out). Default: env TAB_EXPIRY_MS or 12 h. */
  tabExpiryMs?: number;
  /** Enables Stripe payments. Default: env STRIPE_SECRET_KEY. */
  stripeSecretKey?: string;
  /** The platform's publishable key, which guests' Stripe.js needs. Default: env STRIPE_PUBLISHABLE_KEY. */
  stripePublishableKey?: string;
  /** Checks webhook signatures. Default: env STRIPE_WEBHOOK_SECRET. */
  stripeWebhookSecret?: string;
  /** Stripe API base URL, e.g. a stripe-mock at http://127.0.0.1:12111. Default: env STRIPE_API_URL. */
  stripeApiUrl?: string;
  /** Sends outbox e-mails through this server, e.g. smtp://user:pass@host:587. Default: env SMTP_URL. */
  smtpUrl?: string;
  /** Sender of outbox e-mails. Default: env MAIL_FROM or 'Tabula <no-reply@tabula.localhost>'. */
  mailFrom?: string;
  /** Replaces the payment provider the keys would select (embedding and tests). */
  paymentProvider?: PaymentProvider;
  /** Time a client has to send a whole request, headers and body. Default: env REQUEST_TIMEOUT_MS or 30 s. */
  requestTimeoutMs?: number;
  /** A connection that sends or receives nothing this long is closed. Default: env CONNECTION_TIMEOUT_MS or 60 s. */
  connectionTimeoutMs?: number;
  /** Further origins allowed to call the API with credentials (CORS), e.g. the remotes' dev harnesses. Default: env CORS_ORIGINS, comma-separated. */
  corsOrigins?: string[];
  /** Trust X-Forwarded-For/-Proto from a proxy in front (client address, https). Default: env TRUST_PROXY=1. */
  trustProxy?: boolean;
  /**
   * The origin guests reach the app at, e.g. https://tabula.example.com: every link (e-mailed session links,
   * tab links, venue domains) is built from it, each venue on <slug>.<its host>, and requests for any
   * other host are refused with 421. Default: env PUBLIC_URL, else http://localhost:<the listening port>.
   */
  publicUrl?: string;
  /**
   * 'simulated' runs the payment simulator on purpose, which an https PUBLIC_URL otherwise refuses
   * without Stripe keys; 'stripe' requires STRIPE_SECRET_KEY. Default: env PAYMENTS, else chosen by the keys.
   */
  payments?: 'simulated' | 'stripe';
  /** Days ended tabs and orders keep their guests' data, and old counters and reports are kept. Default: env RETENTION_DAYS or 90. */
  retentionDays?: number;
  /** How often the retention job runs. Default: env RETENTION_INTERVAL_MS or 1 h. */
  retentionIntervalMs?: number;
  /** After SIGTERM, how long requests in flight may finish while new ones get 503. Default: env SHUTDOWN_GRACE_MS or 10 s. */
  shutdownGraceMs?: number;
  /** Fastify request logging. Default false. */
  logger?: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultVenue: string;
  shellDist: string | undefined;
  remotesFile: string;
  shellManifest: string;
  remoteFailureGuests: number;
  remoteFailureWindowMs: number;
  remoteFailurePerAddress: number;
  opsToken: string;
  /** Every operator's name and token: `admin` (opsToken), OPS_TOKENS and <dataDir>/ops-tokens. */
  operators: Operator[];
  /** The file the generated ops token is kept in; undefined when it was given. */
  opsTokenFile: string | undefined;
  autoAcceptMs: number | undefined;
  orderExpiryMs: number;
  tabExpiryMs: number;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  corsOrigins: string[];
  trustProxy: boolean;
  publicUrl: string | undefined;
  payments: 'simulated' | 'stripe' | undefined;
  retentionDays: number;
  retentionIntervalMs: number;
  shutdownGraceMs: number;
  logger: boolean;
}

const HOUR = 3_600_000;

/** Options win over the environment, which wins over the defaults. */
export function resolveConfig(opts: ServerOptions = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = opts.dataDir ?? nonEmpty(env.DATA_DIR) ?? join(paths.repoRoot, '.data', 'api');
  const givenOpsToken = opts.opsToken ?? nonEmpty(env.OPS_TOKEN);
  const ops = givenOpsToken ? { token: givenOpsToken, file: undefined } : generatedOpsToken(dataDir);
  return {
    port: opts.port ?? int(env.PORT, 'PORT') ?? 8080,
    host: opts.host ?? nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: opts.databaseUrl ?? nonEmpty(env.DATABASE_URL),
    defaultVenue: opts.defaultVenue ?? nonEmpty(env.DEFAULT_VENUE) ?? 'bistro',
    shellDist: opts.shellDist ?? nonEmpty(env.SHELL_DIST),
    remotesFile: opts.remotesFile ?? nonEmpty(env.REMOTES_FILE) ?? join(paths.repoRoot, 'remotes.json'),
    shellManifest:
      opts.shellManifest ??
      nonEmpty(env.SHELL_MANIFEST) ??
      join(opts.shellDist ?? nonEmpty(env.SHELL_DIST) ?? join(paths.repoRoot, 'shell', 'dist'), 'mf-manifest.json'),
    remoteFailureGuests: positive(
      opts.remoteFailureGuests ?? int(env.REMOTE_FAILURE_GUESTS, 'REMOTE_FAILURE_GUESTS') ?? 5,
      'REMOTE_FAILURE_GUESTS',
    ),
    remoteFailureWindowMs: positive(
      opts.remoteFailureWindowMs ?? int(env.REMOTE_FAILURE_WINDOW_MS, 'REMOTE_FAILURE_WINDOW_MS') ?? 10 * 60_000,
      'REMOTE_FAILURE_WINDOW_MS',
    ),
    remoteFailurePerAddress: positive(
      opts.remoteFailurePerAddress ?? int(env.REMOTE_FAILURE_PER_ADDRESS, 'REMOTE_FAILURE_PER_ADDRESS') ?? 2,
      'REMOTE_FAILURE_PER_ADDRESS',
    ),
    opsToken: ops.token,
    opsTokenFile: ops.file,
    operators: resolveOperators(ops.token, opts.opsTokens ?? nonEmpty(env.OPS_TOKENS), dataDir),
    autoAcceptMs: opts.autoAcceptMs ?? int(env.AUTO_ACCEPT_MS, 'AUTO_ACCEPT_MS'),
    orderExpiryMs: opts.orderExpiryMs ?? int(env.ORDER_EXPIRY_MS, 'ORDER_EXPIRY_MS') ?? 24 * HOUR,
    tabExpiryMs: opts.tabExpiryMs ?? int(env.TAB_EXPIRY_MS, 'TAB_EXPIRY_MS') ?? 12 * HOUR,
    stripeSecretKey: opts.stripeSecretKey ?? nonEmpty(env.STRIPE_SECRET_KEY),
    stripePublishableKey: opts.stripePublishableKey ?? nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: opts.stripeWebhookSecret ?? nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: opts.stripeApiUrl ?? nonEmpty(env.STRIPE_API_URL),
    smtpUrl: opts.smtpUrl ?? nonEmpty(env.SMTP_URL),
    mailFrom: opts.mailFrom ?? nonEmpty(env.MAIL_FROM) ?? 'Tabula <no-reply@tabula.localhost>',
    requestTimeoutMs: positive(opts.requestTimeoutMs ?? int(env.REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS') ?? 30_000, 'REQUEST_TIMEOUT_MS'),
    connectionTimeoutMs: positive(
      opts.connectionTimeoutMs ?? int(env.CONNECTION_TIMEOUT_MS, 'CONNECTION_TIMEOUT_MS') ?? 60_000,
      'CONNECTION_TIMEOUT_MS',
    ),
    corsOrigins:
      opts.corsOrigins ??
      (nonEmpty(env.CORS_ORIGINS) ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    trustProxy: opts.trustProxy ?? (nonEmpty(env.TRUST_PROXY) === '1' || nonEmpty(env.TRUST_PROXY) === 'true'),
    publicUrl: publicOrigin(opts.publicUrl ?? nonEmpty(env.PUBLIC_URL)),
    payments: paymentsMode(opts.payments ?? nonEmpty(env.PAYMENTS)),
    retentionDays: positive(opts.retentionDays ?? int(env.RETENTION_DAYS, 'RETENTION_DAYS') ?? 90, 'RETENTION_DAYS'),
    retentionIntervalMs: positive(
      opts.retentionIntervalMs ?? int(env.RETENTION_INTERVAL_MS, 'RETENTION_INTERVAL_MS') ?? HOUR,
      'RETENTION_INTERVAL_MS',
    ),
    shutdownGraceMs: opts.shutdownGraceMs ?? int(env.SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS') ?? 10_000,
    logger: opts.logger ?? false,
  };
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

function paymentsMode(value: string | undefined): Config['payments'] {
  if (value === undefined || value === 'simulated' || value === 'stripe') return value;
  throw new Error(`PAYMENTS must be "simulated" or "stripe", got "${value}"`);
}

// 0 would mean "never": a client sending one byte a minute would hold its connection for ever.
function positive(value: number, name: string): number {
  if (value <= 0) throw new Error(`${name} must be above 0`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function int(value: string | undefined, name: string): number | undefined {
  const v = nonEmpty(value);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative whole number, got "${v}"`);
  return n;
}
