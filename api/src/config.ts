import { isIP } from 'node:net';
import { join } from 'node:path';
import envSchema from 'env-schema';
import { Type, type Static, type TSchema } from 'typebox';
import { generatedOpsToken } from './ops-token';
import { resolveOperators, type Operator } from './security/operators';
import paths from './paths.cjs';
import { LOOPBACK_OVERRIDE_ORIGINS, parseOverrideOrigins } from './rules/override-origins';
import { CLIENT_LIMITS } from './rules/throttle';
import type { PaymentProvider } from './payments/provider';

const HOUR = 3_600_000;

interface Option<T extends TSchema, D> {
  env: string;
  schema: T;
  fallback: D;
}

/**
 * An option of startServer, the environment variable it is also read from, its schema (whose
 * description is its default as the README says it) and its default value, if it has one.
 */
function option<T extends TSchema>(env: string, schema: T): Option<T, undefined>;
function option<T extends TSchema>(env: string, schema: T, fallback: Static<T>): Option<T, Static<T>>;
function option<T extends TSchema>(env: string, schema: T, fallback?: Static<T>): Option<T, Static<T> | undefined> {
  return { env, schema: fallback === undefined ? schema : ({ ...schema, default: fallback } as T), fallback };
}
// 0 would mean "never": a client sending one byte a minute would hold its connection for ever.
const positive = (description: string) => Type.Integer({ minimum: 1, description });
const whole = (description: string) => Type.Integer({ minimum: 0, description });
const text = (description: string) => Type.String({ minLength: 1, description });

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
  shellDist: option('SHELL_DIST', text('unset (`npm start` uses `<repo>/shell/dist` when built)')),
  opsDist: option('OPS_DIST', text('unset (`npm start` uses `<repo>/ops/dist` when built): the operator app served at /ops')),
  remotesFile: option('REMOTES_FILE', text('`<repo>/remotes.json`, read on the first start only, to seed the registry')),
  shellManifest: option(
    'SHELL_MANIFEST',
    text('`mf-manifest.json` of the shell build (shellDist, else `<repo>/shell/dist`): the shared versions a remote must fit'),
  ),
  tabOpensPerClient: option(
    'TAB_OPENS_PER_CLIENT',
    positive(
      '60 new tabs one client (an IPv4 address or an IPv6 /64) opens in 15 minutes: a venue’s Wi-Fi is one address for all its guests',
    ),
    CLIENT_LIMITS.openTab.max,
  ),
  exposureGuestsPerClient: option(
    'EXPOSURE_GUESTS_PER_CLIENT',
    positive('30 new guests a minute one client (an IPv4 address or an IPv6 /64) adds to an experiment; more are not counted'),
    30,
  ),
  remoteFailureClients: option(
    'REMOTE_FAILURE_CLIENTS',
    positive(
      '5: a variant pauses (a default rolls back) only once its guests fail significantly more often than the control’s, and its failing guests come from this many distinct clients (IPv4 address, IPv6 /64)',
    ),
    5,
  ),
  remoteFailureWindowMs: option(
    'REMOTE_FAILURE_WINDOW_MS',
    Type.Integer({ minimum: 1, maximum: 24 * HOUR, description: '10 minutes (a day at most)' }),
    10 * 60_000,
  ),
  remoteFailurePerAddress: option(
    'REMOTE_FAILURE_PER_ADDRESS',
    positive('2 failing guests at most count per client (IPv4 address, IPv6 /64)'),
    2,
  ),
  rolloutSweepMs: option('ROLLOUT_SWEEP_MS', positive('2 s between checks of running rollouts: guardrails, next step, completion'), 2_000),
  opsToken: option('OPS_TOKEN', text("generated on first start into `<dataDir>/ops-token` (in memory for `'memory'`); `server.opsToken`")),
  opsTokens: option('OPS_TOKENS', text('unset: named operators, `name=token` lines or comma-separated (also `<dataDir>/ops-tokens`)')),
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
  corsOrigins: option(
    'CORS_ORIGINS',
    Type.Unsafe<string[]>({
      type: 'string',
      separator: ',',
      description: "none besides the shell's own origins (comma-separated exact origins)",
    }),
  ),
  trustProxy: option(
    'TRUST_PROXY',
    Type.Unsafe<string[]>({
      type: 'string',
      separator: ',',
      description:
        'none; the proxies in front, comma-separated addresses or CIDRs (`10.0.0.5,10.1.0.0/16`, or `loopback`): X-Forwarded-For/-Proto/-Host are believed only from them (the client is the last address no listed proxy appended, for rate limits; https for Secure cookies). `1`/`true` is refused',
    }),
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
      "90: guests' data of tabs and orders expired that long ago, old sessions, mails, assignments of ended splits and uncounted load failures are purged",
    ),
    90,
  ),
  retentionIntervalMs: option('RETENTION_INTERVAL_MS', positive('1 h between retention runs (one instance at a time)'), HOUR),
  shutdownGraceMs: option(
    'SHUTDOWN_GRACE_MS',
    whole('10 s: after SIGTERM, new requests get 503 with `Connection: close` until clients left or this passed'),
    10_000,
  ),
  overrideOrigins: option(
    'OVERRIDE_ORIGINS',
    Type.Unsafe<string[]>({
      type: 'string',
      separator: ',',
      description:
        'loopback: `http(s)://localhost`, `127.0.0.1` and `[::1]` on any port; the origins a developer override may load from (comma-separated, `:*` = any port)',
    }),
  ),
};

type Options = typeof OPTIONS;
type OptionValues = { [K in keyof Options]: Static<Options[K]['schema']> };
/** Each option's value once resolved: undefined only where it has no default. */
type Resolved = {
  [K in keyof Options]: Options[K]['fallback'] extends undefined ? OptionValues[K] | undefined : OptionValues[K];
};

/** The options only code gives (main.ts, tests, embedding): they have no environment variable. */
export const CODE_ONLY = {
  logger: 'false in startServer (main.ts: on unless `LOG=0`); a request is logged by its path, never its query (a preview token)',
  logStream: 'where the log goes: stdout (tests capture it)',
  paymentProvider: 'replaces the provider (embedding, tests)',
} as const;

export type ServerOptions = Partial<OptionValues> & {
  /** Fastify request logging. Default false. */
  logger?: boolean;
  /** Where the log is written; stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the payment provider the keys would select (embedding and tests). */
  paymentProvider?: PaymentProvider;
};

/** What a server runs with: each option from startServer's options, else the environment, else its default. */
export type Config = Omit<
  Resolved,
  'dataDir' | 'remotesFile' | 'shellManifest' | 'opsToken' | 'opsTokens' | 'corsOrigins' | 'trustProxy' | 'overrideOrigins'
> & {
  corsOrigins: string[];
  /** OVERRIDE_ORIGINS, checked: the origins an override may load from. */
  overrideOrigins: string[];
  /** The proxies whose X-Forwarded-* headers are believed (addresses, CIDRs or proxy-addr's names); empty: none. */
  trustProxy: string[];
  dataDir: string;
  remotesFile: string;
  shellManifest: string;
  opsToken: string;
  /** Every operator's name and token: `admin` (opsToken), OPS_TOKENS and <dataDir>/ops-tokens. */
  operators: Operator[];
  /** The file the generated ops token is kept in; undefined when it was given. */
  opsTokenFile: string | undefined;
  logger: boolean;
  logStream: NodeJS.WritableStream | undefined;
};

export const NAMES = Object.keys(OPTIONS) as (keyof Options)[];
const ENV_SCHEMA = Type.Object(Object.fromEntries(NAMES.map((name) => [OPTIONS[name].env, Type.Optional(OPTIONS[name].schema)])));
// The environment speaks text: a flag is on as `1` or `true`.
const FLAG_TEXT: Record<string, string> = { '1': 'true', '0': 'false' };

/** Options win over the environment, which wins over the defaults; an unset or blank variable is no value. */
export function resolveConfig(opts: ServerOptions = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const given: Record<string, unknown> = {};
  for (const name of NAMES) {
    const { env: variable, schema } = OPTIONS[name];
    const fromEnv = env[variable]?.trim() ? env[variable] : undefined;
    const value = opts[name] !== undefined ? opts[name] : fromEnv;
    if (value === undefined) continue;
    given[variable] =
      (name === 'corsOrigins' || name === 'overrideOrigins' || name === 'trustProxy') && Array.isArray(value)
        ? value.join(',')
        : (schema as { type?: unknown }).type === 'boolean' && typeof value === 'string'
          ? (FLAG_TEXT[value] ?? value)
          : value;
  }
  const read = envSchema<Record<string, unknown>>({ schema: structuredClone(ENV_SCHEMA), data: given, env: false, dotenv: false });
  const values = Object.fromEntries(NAMES.map((name) => [name, read[OPTIONS[name].env]])) as Resolved;

  const dataDir = values.dataDir ?? join(paths.repoRoot, '.data', 'api');
  const ops = values.opsToken ? { token: values.opsToken, file: undefined } : generatedOpsToken(dataDir);
  const { opsTokens, ...rest } = values;
  return {
    ...rest,
    dataDir,
    remotesFile: values.remotesFile ?? join(paths.repoRoot, 'remotes.json'),
    shellManifest: values.shellManifest ?? join(values.shellDist ?? join(paths.repoRoot, 'shell', 'dist'), 'mf-manifest.json'),
    opsToken: ops.token,
    opsTokenFile: ops.file,
    operators: resolveOperators(ops.token, opsTokens, dataDir),
    corsOrigins: (values.corsOrigins ?? []).map((o) => o.trim()).filter(Boolean),
    overrideOrigins: values.overrideOrigins
      ? parseOverrideOrigins(values.overrideOrigins.filter((o) => o.trim()))
      : [...LOOPBACK_OVERRIDE_ORIGINS],
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
