import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  experimentById,
  experimentTarget,
  listExperiments,
  pooledResults,
  rampExperiment,
  recordExposure,
  recordVitals,
  stopExperiment,
  VITAL_METRICS,
  type VitalMetric,
} from '../domain/experiments';
import { ship } from '../domain/release';
import { registryFor } from '../domain/remote-registry';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '../rules/rollout';
import { CLIENT_LIMITS } from '../rules/throttle';
import { badRequest, conflict, notFound } from '../rules/violation';
import { hostVenue, venueSlugHeader } from '../http/host';
import { assertToken, tokenHeader } from './ops';
import { guestIdOf } from '../page/served-remotes';
import { failureLimit } from './remote-versions';
import { errorReplies, replies } from '../schemas/entities';

const remoteName = { type: 'string', pattern: REMOTE_NAME_PATTERN } as const;
const versionLabel = { type: 'string', pattern: VERSION_PATTERN } as const;
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

const variantResults = {
  type: 'object',
  properties: {
    version: { type: 'string' },
    weight: { type: 'integer' },
    control: { type: 'boolean' },
    stopped_reason: nullableString,
    exposed: { type: 'integer' },
    converted: { type: 'integer' },
    conversion: nullableNumber,
    ci_low: nullableNumber,
    ci_high: nullableNumber,
    uplift: nullableNumber,
    uplift_ci_low: nullableNumber,
    uplift_ci_high: nullableNumber,
    chance_to_beat_control: nullableNumber,
    orders_submitted: { type: 'integer' },
    orders_paid: { type: 'integer' },
    revenue_cents: { type: 'integer' },
    revenue_per_exposed_cents: { type: ['integer', 'null'] },
    load_failures: { type: 'integer' },
    render_failures: { type: 'integer' },
    lcp_p75_ms: { type: ['integer', 'null'] },
    inp_p75_ms: { type: ['integer', 'null'] },
    cls_p75: nullableNumber,
  },
} as const;

const experimentReport = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    venue: { type: 'string' },
    remote: { type: 'string' },
    status: { type: 'string', enum: ['running', 'ended'] },
    control: { type: 'string' },
    started_at: { type: 'string', format: 'date-time' },
    ended_at: { type: ['string', 'null'], format: 'date-time' },
    ended_reason: { type: ['string', 'null'], enum: ['stopped', 'shipped', 'replaced', null] },
    phase: { type: 'integer' },
    phases: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          phase: { type: 'integer' },
          weights: { type: 'object', additionalProperties: { type: 'integer' } },
          started_at: { type: 'string', format: 'date-time' },
          ended_at: { type: ['string', 'null'], format: 'date-time' },
        },
      },
    },
    srm_p: nullableNumber,
    srm_warning: { type: 'boolean' },
    enough_data: { type: 'boolean' },
    min_exposed: { type: 'integer' },
    leader: nullableString,
    stopped_automatically: {
      type: 'array',
      items: { type: 'object', properties: { version: { type: 'string' }, reason: { type: 'string' } } },
    },
    variants: { type: 'array', items: variantResults },
  },
} as const;

const pooledVersion = {
  type: 'object',
  properties: {
    remote: { type: 'string' },
    version: { type: 'string' },
    experiments: { type: 'integer' },
    venues: { type: 'array', items: { type: 'string' } },
    exposed: { type: 'integer' },
    converted: { type: 'integer' },
    conversion: nullableNumber,
    ci_low: nullableNumber,
    ci_high: nullableNumber,
    orders_submitted: { type: 'integer' },
    orders_paid: { type: 'integer' },
    revenue_per_exposed_cents: { type: ['integer', 'null'] },
    load_failures: { type: 'integer' },
    render_failures: { type: 'integer' },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;
const weights = {
  type: 'object',
  minProperties: 1,
  maxProperties: 10,
  propertyNames: versionLabel,
  additionalProperties: { type: 'integer', minimum: 0, maximum: 100 },
} as const;

// Upper bounds far above any real page: a value beyond them is not a measurement.
const VITAL_LIMITS: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 100 };

/**
 * Experiments for operators (x-ops-token): the history of every venue's splits with the results an
 * operator decides on, ramps, stop and ship; and the guests' side: exposures and page speed.
 */
export function experimentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['operator'];

  app.get(
    '/api/ops/experiments',
    {
      schema: {
        tags,
        summary: 'Every experiment, running and ended, with its results for its latest phase',
        description:
          'Per variant: exposed guests, converted guests (at least one submitted order, whatever the payment), conversion ' +
          'with its Wilson 95 % interval, relative uplift against the control with its interval, chance to beat the control ' +
          '(beta-binomial, uniform prior), orders submitted and paid, revenue per exposed guest, load and render failures, ' +
          'p75 of real guests’ LCP, INP and CLS. Per experiment: the sample-ratio test (srm_p, srm_warning below 0.001), ' +
          'whether there is enough data yet, and the leader. An ended experiment’s results are frozen.',
        headers: tokenHeader,
        response: replies({ type: 'object', properties: { experiments: { type: 'array', items: experimentReport } } }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return { experiments: await listExperiments(ctx.db) };
    },
  );

  app.get(
    '/api/ops/experiments/pooled',
    {
      schema: {
        tags,
        summary: 'How each remote version did across every venue that tried it: its experiments summed',
        headers: tokenHeader,
        response: replies({ type: 'object', properties: { versions: { type: 'array', items: pooledVersion } } }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return { versions: await pooledResults(ctx.db) };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { phase?: string } }>(
    '/api/ops/experiments/:id',
    {
      schema: {
        tags,
        summary: 'One experiment, read for its latest phase or for ?phase=N',
        headers: tokenHeader,
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { phase: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } },
        },
        response: replies(experimentReport),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return experimentById(ctx.db, Number(req.params.id), req.query.phase === undefined ? undefined : Number(req.query.phase));
    },
  );

  app.put<{ Params: { id: string }; Body: { variants: Record<string, number> } }>(
    '/api/ops/experiments/:id/weights',
    {
      schema: {
        tags,
        summary: 'Ramp a running experiment: new weights start a new phase',
        description:
          'Every guest keeps their bucket: a variant whose weight grows keeps all its guests. Versions not named keep their ' +
          'weight. 409 for an ended experiment or a version it does not have.',
        headers: tokenHeader,
        params: idParams,
        body: { type: 'object', required: ['variants'], additionalProperties: false, properties: { variants: weights } },
        response: replies(experimentReport),
      },
    },
    async (req) => {
      const actor = assertToken(ctx, req);
      const { id } = await rampExperiment(ctx.db, Number(req.params.id), req.body.variants, actor);
      return experimentById(ctx.db, id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/ops/experiments/:id/stop',
    {
      schema: {
        tags,
        summary: 'Stop an experiment: its guests get the default from their next page on; its results are kept and frozen',
        headers: tokenHeader,
        params: idParams,
        response: replies(experimentReport),
      },
    },
    async (req) => {
      const actor = assertToken(ctx, req);
      await stopExperiment(ctx.db, Number(req.params.id), actor);
      return experimentById(ctx.db, Number(req.params.id));
    },
  );

  app.post<{ Params: { id: string }; Body: { version: string; force?: boolean } }>(
    '/api/ops/experiments/:id/ship',
    {
      schema: {
        tags,
        summary: 'Ship the winner: the variant becomes every venue’s default and the experiment ends, in one step',
        description:
          'The same guarded promote as PUT /api/ops/remotes/{name}/default (the contract gate; 409 for a version stopped ' +
          'automatically or failing lately, unless force) and the end of the experiment, in one transaction. 409 for an ' +
          'experiment that has ended; 404 for a version it does not have.',
        headers: tokenHeader,
        params: idParams,
        body: {
          type: 'object',
          required: ['version'],
          additionalProperties: false,
          properties: { version: versionLabel, force: { type: 'boolean' } },
        },
        response: replies(experimentReport),
      },
    },
    async (req) => {
      const actor = assertToken(ctx, req);
      const id = Number(req.params.id);
      const experiment = await experimentById(ctx.db, id);
      if (experiment.status !== 'running') throw conflict(`Experiment ${id} has ended; promote the version instead`);
      if (!experiment.variants.some((v) => v.version === req.body.version))
        throw notFound(`Experiment ${id} has no variant ${req.body.version}`);
      const { venue, remote } = await experimentTarget(ctx.db, id);
      await ship(
        ctx.db,
        ctx.config.shellManifest,
        { remote, version: req.body.version, actor, force: req.body.force, venue },
        failureLimit(ctx),
      );
      return experimentById(ctx.db, id);
    },
  );

  app.post<{ Body: { remote: string; version: string; experiment: number } }>(
    '/api/remotes/exposures',
    {
      schema: {
        tags: ['meta'],
        summary: 'The shell loaded a remote of a running experiment for this guest: count them for their variant, once',
        description:
          'Venue from the Host, guest from the tabula_guest cookie the server signed (400 without one). The variant is ' +
          'checked by recomputing the guest’s hash: ' +
          '409 when it is not theirs or the experiment is not running at the venue. Rate-limited per client (429).',
        headers: { type: 'object', properties: venueSlugHeader },
        body: {
          type: 'object',
          required: ['remote', 'version', 'experiment'],
          additionalProperties: false,
          properties: { remote: remoteName, version: versionLabel, experiment: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: { 204: { type: 'null' }, ...errorReplies },
      },
      config: { rateLimit: { max: CLIENT_LIMITS.exposure.max, timeWindow: CLIENT_LIMITS.exposure.windowMs } },
    },
    async (req, reply) => {
      const venue = await hostVenue(ctx, req);
      const guest = guestIdOf(req);
      if (!guest) throw badRequest('No guest id: load a page of the venue first');
      const problem = await recordExposure(ctx.db, { guest, venueId: venue.id, ...req.body });
      if (problem) throw conflict(problem);
      return reply.code(204).send();
    },
  );

  // sendBeacon can only send a CORS-safelisted type, so the page's speed comes as text/plain JSON: parsed
  // as JSON for this route alone (elsewhere text/plain stays refused, as a cross-site form could send it).
  void app.register(async (scoped) => {
    scoped.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_req, text, done) => {
      try {
        done(null, JSON.parse(String(text)));
      } catch {
        done(badRequest('The body is not JSON'), undefined);
      }
    });
    scoped.post<{ Body: { remotes: Record<string, string>; metrics: { name: VitalMetric; value: number }[] } }>(
      '/api/remotes/vitals',
      {
        schema: {
          tags: ['meta'],
          summary: 'A page’s real speed (web-vitals LCP, INP, CLS), for the remote versions it was served',
          description:
            'Sent by the shell with sendBeacon when the page is hidden. Venue from the Host, guest from the tabula_guest ' +
            'cookie; each version named must be one this guest is served (or its fallback), else 409. LCP and INP in ms. ' +
            'Rate-limited per client (429).',
          headers: { type: 'object', properties: venueSlugHeader },
          body: {
            type: 'object',
            required: ['remotes', 'metrics'],
            additionalProperties: false,
            properties: {
              remotes: {
                type: 'object',
                minProperties: 1,
                maxProperties: 8,
                propertyNames: remoteName,
                additionalProperties: versionLabel,
              },
              metrics: {
                type: 'array',
                minItems: 1,
                maxItems: 3,
                items: {
                  type: 'object',
                  required: ['name', 'value'],
                  additionalProperties: false,
                  properties: { name: { type: 'string', enum: [...VITAL_METRICS] }, value: { ...number, minimum: 0 } },
                },
              },
            },
          },
          response: { 204: { type: 'null' }, ...errorReplies },
        },
        config: { rateLimit: { max: CLIENT_LIMITS.vitals.max, timeWindow: CLIENT_LIMITS.vitals.windowMs } },
      },
      async (req, reply) => {
        const venue = await hostVenue(ctx, req);
        const guest = guestIdOf(req);
        if (!guest) throw badRequest('No guest id: load a page of the venue first');
        const { metrics, remotes } = req.body;
        if (new Set(metrics.map((m) => m.name)).size !== metrics.length) throw badRequest('Each metric at most once');
        const wild = metrics.find((m) => m.value > VITAL_LIMITS[m.name]);
        if (wild) throw badRequest(`${wild.name} ${wild.value} is not a page's measurement`);
        const served = (await registryFor(ctx.db, guest, venue.id)).remotes;
        for (const [remote, version] of Object.entries(remotes)) {
          const mine = served[remote];
          if (!mine || (mine.version !== version && mine.fallback?.version !== version)) {
            throw conflict(`${remote} ${version} is not a version this guest is served`);
          }
        }
        await recordVitals(ctx.db, { guest, venueId: venue.id, served: remotes, metrics });
        return reply.code(204).send();
      },
    );
  });
}
