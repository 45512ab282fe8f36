import { join } from 'node:path';
import { Type } from 'typebox';
import type { AppContext } from '@tabula/api/context';
import apiPaths from '@tabula/api/paths.cjs';
import { HOUR, list, option, positive, readOptions, text, type OptionValues, type ReadOptions } from '@tabula/api/options';
import { LOOPBACK_OVERRIDE_ORIGINS, parseOverrideOrigins } from './rules/override-origins';

/**
 * The platform's options, declared once beside the venue API's (api/src/config.ts): startServer's options
 * and the environment, validated alike, and platform/README.md's table (`npm run docs:options -w platform`).
 */
export const PLATFORM_OPTIONS = {
  shellDist: option('SHELL_DIST', text('unset (`npm start` uses `<repo>/shell/dist` when built)')),
  opsDist: option('OPS_DIST', text('unset (`npm start` uses `<repo>/ops/dist` when built): the operator app served at /ops')),
  remotesFile: option('REMOTES_FILE', text('`<repo>/remotes.json`, read on the first start only, to seed the registry')),
  shellManifest: option(
    'SHELL_MANIFEST',
    text('`mf-manifest.json` of the shell build (shellDist, else `<repo>/shell/dist`): the shared versions a remote must fit'),
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
  venueEventsPollMs: option(
    'VENUE_EVENTS_POLL_MS',
    positive('1 s between reads of the venue’s event log, in a process without the venue API (`VENUE_API=0`)'),
    1_000,
  ),
  overrideOrigins: option(
    'OVERRIDE_ORIGINS',
    list(
      'loopback: `http(s)://localhost`, `127.0.0.1` and `[::1]` on any port; the origins a developer override may load from (comma-separated, `:*` = any port)',
    ),
  ),
};

type Options = typeof PLATFORM_OPTIONS;

export type PlatformOptions = Partial<OptionValues<Options>>;

/** What the platform runs with: each option from startServer's options, else the environment, else its default. */
export type PlatformConfig = Omit<ReadOptions<Options>, 'remotesFile' | 'shellManifest' | 'overrideOrigins'> & {
  remotesFile: string;
  shellManifest: string;
  /** OVERRIDE_ORIGINS, checked: the origins an override may load from. */
  overrideOrigins: string[];
};

export function resolvePlatformConfig(opts: PlatformOptions = {}, env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const values = readOptions(PLATFORM_OPTIONS, opts, env);
  return {
    ...values,
    remotesFile: values.remotesFile ?? join(apiPaths.repoRoot, 'remotes.json'),
    shellManifest: values.shellManifest ?? join(values.shellDist ?? join(apiPaths.repoRoot, 'shell', 'dist'), 'mf-manifest.json'),
    overrideOrigins: values.overrideOrigins
      ? parseOverrideOrigins(values.overrideOrigins.filter((o) => o.trim()))
      : [...LOOPBACK_OVERRIDE_ORIGINS],
  };
}

/** The server's context with the platform's options: what the platform's routes and jobs run with. */
export type PlatformContext = AppContext & { platform: PlatformConfig };

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's context (its plugin decorates the server with it). */
    platform: PlatformContext;
  }
}
