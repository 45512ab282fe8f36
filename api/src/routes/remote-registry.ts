import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { splitRemote, stopVenueExperiment } from '../domain/experiments';
import { promote, recordLoadFailure, registerVersion, registryOverview } from '../domain/remote-registry';
import { venueBySlug } from '../domain/venues';
import { CLIENT_LIMITS } from '../rules/throttle';
import { REMOTE_NAME_PATTERN, splitProblem, VERSION_PATTERN } from '../rules/rollout';
import { badRequest, notFound } from '../rules/violation';
import { hostVenue, venueSlugHeader } from './host';
import { assertToken, tokenHeader } from './ops';
import { guestIdOf } from './registry';
import { errorReplies, replies } from './schemas';

const remoteName = { type: 'string', pattern: REMOTE_NAME_PATTERN } as const;
const versionLabel = {
  type: 'string',
  pattern: VERSION_PATTERN,
  description: 'Letters, digits, ".", "_" and "-", at most 40, starting with a letter or digit',
} as const;
const slug = { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } as const;
const entry = { type: 'string', maxLength: 2000, pattern: '^https?://', description: "URL of the build's mf-manifest.json" } as const;
const STAGES = ['manifest', 'entry', 'chunk'] as const;

const variantResults = {
  type: 'object',
  properties: {
    version: { type: 'string' },
    weight: { type: 'integer' },
    guests: { type: 'integer' },
    orders_submitted: { type: 'integer' },
    orders_paid: { type: 'integer' },
    load_failures: { type: 'integer' },
    stopped_reason: { type: ['string', 'null'] },
  },
} as const;
const registeredVersion = {
  type: 'object',
  properties: { version: { type: 'string' }, entry: { type: 'string' }, registered_at: { type: 'string', format: 'date-time' } },
} as const;

async function venueNamed(ctx: AppContext, name: string) {
  const venue = await venueBySlug(ctx.db, name);
  if (!venue) throw notFound(`Unknown venue ${name}`);
  return venue;
}

/**
 * The remote registry's operator API (every route needs x-ops-token) and the guests' failure
 * report. Versions are registered once and never change; a default applies to every venue; a
 * venue's split overrides it there for the remote it names.
 */
export function remoteRegistryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['operator'];

  app.get(
    '/api/ops/remotes',
    {
      schema: {
        tags,
        summary: 'Every remote: versions, default, the venues’ splits with results per variant',
        description:
          'Per variant of a running split: guests assigned to it, orders they submitted and paid, load failures reported ' +
          'since the split started, and why it was stopped (weight 0) when it was.',
        headers: tokenHeader,
        response: replies({
          type: 'object',
          properties: {
            remotes: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  default: { type: ['string', 'null'] },
                  versions: { type: 'array', items: registeredVersion },
                  rollouts: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: { venue: { type: 'string' }, variants: { type: 'array', items: variantResults } },
                    },
                  },
                },
              },
            },
          },
        }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return { remotes: await registryOverview(ctx.db) };
    },
  );

  app.post<{ Params: { name: string }; Body: { version: string; entry: string } }>(
    '/api/ops/remotes/:name/versions',
    {
      schema: {
        tags,
        summary: 'Register a build of a remote',
        description:
          'Fetches the manifest at entry (5 s at most) and checks it is this remote’s build and that the shell’s shared ' +
          'packages satisfy its requirements (@tabula/shared, react, react-dom, react-router-dom, effector, @mantine/core). ' +
          '409 with the reason when the manifest cannot be fetched, does not fit, or the version is already registered ' +
          '(versions are immutable). 404 for an unknown remote.',
        headers: tokenHeader,
        params: { type: 'object', required: ['name'], properties: { name: remoteName } },
        body: { type: 'object', required: ['version', 'entry'], additionalProperties: false, properties: { version: versionLabel, entry } },
        response: {
          201: { ...registeredVersion, properties: { remote: { type: 'string' }, ...registeredVersion.properties } },
          ...errorReplies,
        },
      },
    },
    async (req, reply) => {
      assertToken(ctx, req);
      const registered = await registerVersion(ctx.db, ctx.config.shellManifest, req.params.name, req.body.version, req.body.entry);
      return reply.code(201).send(registered);
    },
  );

  app.put<{ Params: { name: string }; Body: { version: string } }>(
    '/api/ops/remotes/:name/default',
    {
      schema: {
        tags,
        summary: 'Promote a registered version: every venue’s build of the remote, outside its own split',
        description: 'From the next page load on. 404 for an unknown remote or version.',
        headers: tokenHeader,
        params: { type: 'object', required: ['name'], properties: { name: remoteName } },
        body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version: versionLabel } },
        response: replies({ type: 'object', properties: { remote: { type: 'string' }, default: { type: 'string' } } }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return promote(ctx.db, req.params.name, req.body.version);
    },
  );

  const splitParams = { type: 'object', required: ['slug', 'name'], properties: { slug, name: remoteName } } as const;

  app.put<{ Params: { slug: string; name: string }; Body: { variants: Record<string, number> } }>(
    '/api/ops/venues/:slug/remotes/:name',
    {
      schema: {
        tags,
        summary: 'Split a remote’s guests at one venue between registered versions, by weight',
        description:
          'With the same versions as the venue’s running experiment of the remote, a ramp: a new phase of it, every guest ' +
          'keeping their bucket. Otherwise the running one ends (its results kept) and a new experiment starts. Weights are ' +
          'whole numbers 0..100, at least one above 0; a guest gets a version with probability weight / sum and keeps it. ' +
          'Other venues are unaffected. 404 for an unknown venue, remote or version.',
        headers: tokenHeader,
        params: splitParams,
        body: {
          type: 'object',
          required: ['variants'],
          additionalProperties: false,
          properties: {
            variants: {
              type: 'object',
              minProperties: 1,
              maxProperties: 10,
              propertyNames: versionLabel,
              additionalProperties: { type: 'integer', minimum: 0, maximum: 100 },
            },
          },
        },
        response: replies({
          type: 'object',
          properties: {
            venue: { type: 'string' },
            remote: { type: 'string' },
            variants: { type: 'object', additionalProperties: { type: 'integer' } },
          },
        }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      const problem = splitProblem(req.body.variants);
      if (problem) throw badRequest(problem);
      const venue = await venueNamed(ctx, req.params.slug);
      await splitRemote(ctx.db, venue.id, req.params.name, req.body.variants);
      return { venue: venue.slug, remote: req.params.name, variants: req.body.variants };
    },
  );

  app.delete<{ Params: { slug: string; name: string } }>(
    '/api/ops/venues/:slug/remotes/:name',
    {
      schema: {
        tags,
        summary: 'Stop a venue’s split of a remote: its guests get the default from their next page on; its results are kept',
        description: '404 for an unknown venue or remote, or when the venue runs no split of it.',
        headers: tokenHeader,
        params: splitParams,
        response: { 204: { type: 'null' }, ...errorReplies },
      },
    },
    async (req, reply) => {
      assertToken(ctx, req);
      const venue = await venueNamed(ctx, req.params.slug);
      await stopVenueExperiment(ctx.db, venue.id, venue.slug, req.params.name);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { remote: string; version: string; stage: (typeof STAGES)[number] } }>(
    '/api/remotes/failures',
    {
      schema: {
        tags: ['meta'],
        summary: 'The shell reports a build of a remote that failed to load (it loaded the fallback)',
        description:
          'Venue from the Host; the guest from the tabula_guest cookie. When distinct guests exposed to a variant of the ' +
          'venue’s running experiment, failing on it within REMOTE_FAILURE_WINDOW_MS, reach REMOTE_FAILURE_GUESTS, the variant’s weight becomes 0 ' +
          'with the reason. Rate-limited per client (429). 404 for a version not registered.',
        headers: { type: 'object', properties: venueSlugHeader },
        body: {
          type: 'object',
          required: ['remote', 'version', 'stage'],
          additionalProperties: false,
          properties: { remote: remoteName, version: versionLabel, stage: { type: 'string', enum: [...STAGES] } },
        },
        response: { 204: { type: 'null' }, ...errorReplies },
      },
      config: { rateLimit: { max: CLIENT_LIMITS.loadFailure.max, timeWindow: CLIENT_LIMITS.loadFailure.windowMs } },
    },
    async (req, reply) => {
      const venue = await hostVenue(ctx, req);
      const guest = guestIdOf(req);
      await recordLoadFailure(
        ctx.db,
        { guest, venueId: venue.id, remote: req.body.remote, version: req.body.version, stage: req.body.stage },
        { guests: ctx.config.remoteFailureGuests, windowMs: ctx.config.remoteFailureWindowMs },
      );
      return reply.code(204).send();
    },
  );
}
