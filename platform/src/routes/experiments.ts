import { ExperimentReportSchema, PooledVersionReportSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  attributeOrder,
  experimentById,
  experimentTarget,
  listExperiments,
  pooledResults,
  rampExperiment,
  recordExposure,
  recordVitals,
  stopExperiment,
} from '../domain/experiments';
import { cachedReceiptKey, openReceipt } from '../domain/receipts';
import { ship } from '../domain/release';
import { clientKey } from '@tabula/api/rules/throttle';
import { VITAL_BOUNDS, VITAL_METRICS, vitalsRefusal, type VitalMetric } from '../rules/vitals';
import { badRequest, conflict, forbidden, notFound } from '@tabula/api/rules/violation';
import { hostVenue, venueSlugHeader } from '@tabula/api/http/host';
import { assertToken, tokenHeader } from '@tabula/api/security/ops-guard';
import { guestIdOf } from '@tabula/api/http/guest-id';
import { failureLimit } from './remote-versions';
import { errorReplies, replies } from '@tabula/api/schemas/replies';
import { remoteName, versionLabel } from '../schemas/fields';
import { Type } from 'typebox';
import { REPORT_LIMITS } from '../rules/report-limits';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
// Version labels name the weights: propertyNames checks each, which TypeBox's Record does not write.
const weights = Type.Unsafe<Record<string, number>>({
  type: 'object',
  minProperties: 1,
  maxProperties: 10,
  propertyNames: versionLabel,
  additionalProperties: Type.Integer({ minimum: 0, maximum: 100 }),
});

// The receipt of the page a report comes from (served-remotes.ts): signed, so its shape is all a schema checks.
const receiptField = Type.String({ minLength: 1, maxLength: 4000, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' });

/**
 * Experiments for operators (x-ops-token): the history of every venue's splits with the results an
 * operator decides on, ramps, stop and ship; and the guests' side: exposures and page speed.
 */
const experimentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.platform;
  const tags = ['operator'];

  // The results of a venue's splits: a submitted order counts for the variants its guest was shown.
  app.venueEvents.on('orderSubmitted', async ({ orderUuid, guestId }) => {
    if (guestId) await attributeOrder(ctx.db, orderUuid, guestId);
  });

  app.get(
    '/api/ops/experiments',
    {
      schema: {
        tags,
        summary: 'Every experiment, running and ended, with its results for its latest phase',
        description:
          'Per variant: exposed guests, converted guests (at least one submitted order the venue did not decline, whatever ' +
          'the payment), conversion ' +
          'with its Wilson 95 % interval, relative uplift against the control with its interval, chance to beat the control ' +
          '(beta-binomial, uniform prior), orders submitted and paid, revenue per exposed guest (orders accepted or paid), ' +
          'load and render failures, ' +
          'p75 of real guests’ LCP, INP and CLS. Per experiment: the sample-ratio test (srm_p, srm_warning below 0.001), ' +
          'whether there is enough data yet, and the leader. An ended experiment’s results are frozen.',
        headers: tokenHeader,
        response: replies(Type.Object({ experiments: Type.Array(ExperimentReportSchema) })),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { experiments: await listExperiments(ctx.db) };
    },
  );

  app.get(
    '/api/ops/experiments/pooled',
    {
      schema: {
        tags,
        summary: 'How each remote version did across every venue that tried it: its experiments summed, revenue per currency',
        headers: tokenHeader,
        response: replies(Type.Object({ versions: Type.Array(PooledVersionReportSchema) })),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { versions: await pooledResults(ctx.db) };
    },
  );

  app.get(
    '/api/ops/experiments/:id',
    {
      schema: {
        tags,
        summary: 'One experiment, read for its latest phase or for ?phase=N',
        headers: tokenHeader,
        params: idParams,
        querystring: Type.Object({ phase: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })) }, { additionalProperties: false }),
        response: replies(ExperimentReportSchema),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return experimentById(ctx.db, Number(req.params.id), req.query.phase === undefined ? undefined : Number(req.query.phase));
    },
  );

  app.put(
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
        body: Type.Object({ variants: weights }, { additionalProperties: false }),
        response: replies(ExperimentReportSchema),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      const { id } = await rampExperiment(ctx.db, Number(req.params.id), req.body.variants, actor);
      return experimentById(ctx.db, id);
    },
  );

  app.post(
    '/api/ops/experiments/:id/stop',
    {
      schema: {
        tags,
        summary: 'Stop an experiment: its guests get the default from their next page on; its results are kept and frozen',
        headers: tokenHeader,
        params: idParams,
        response: replies(ExperimentReportSchema),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      await stopExperiment(ctx.db, Number(req.params.id), actor);
      return experimentById(ctx.db, Number(req.params.id));
    },
  );

  app.post(
    '/api/ops/experiments/:id/ship',
    {
      schema: {
        tags,
        summary: 'Ship the winner: the variant becomes every venue’s default and the experiment ends, in one step',
        description:
          'The same guarded promote as PUT /api/ops/remotes/{name}/default (the contract gate; 409 for a version stopped ' +
          'or failing lately, unless force) and the end of the experiment, in one transaction. 409 while a variant has ' +
          'fewer guests than min_exposed (the report’s enough_data is false), unless force: a winner called on a handful ' +
          'of guests is a coin toss. 409 for an experiment that has ended; 404 for a version it does not have.',
        headers: tokenHeader,
        params: idParams,
        body: Type.Object({ version: versionLabel, force: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: replies(ExperimentReportSchema),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      const id = Number(req.params.id);
      const experiment = await experimentById(ctx.db, id);
      if (experiment.status !== 'running') throw conflict(`Experiment ${id} has ended; promote the version instead`);
      if (!experiment.variants.some((v) => v.version === req.body.version))
        throw notFound(`Experiment ${id} has no variant ${req.body.version}`);
      const { venue, remote } = await experimentTarget(ctx.db, id);
      await ship(
        ctx.db,
        ctx.platform.shellManifest,
        { remote, version: req.body.version, actor, force: req.body.force, venue },
        failureLimit(ctx),
      );
      return experimentById(ctx.db, id);
    },
  );

  app.post(
    '/api/remotes/exposures',
    {
      schema: {
        tags: ['meta'],
        summary: 'The shell loaded a remote of a running experiment for this guest: count them for their variant, once',
        description:
          'Venue from the Host, guest from the tabula_guest cookie the server signed (400 without one). receipt is the one ' +
          'the page’s registry carried and must show this guest’s page chose that version (403 otherwise). The variant is ' +
          'checked by recomputing the guest’s hash: 409 when it is not theirs or the experiment is not running at the venue. ' +
          'A guest counts once per experiment and phase. One client (an IPv4 address or an IPv6 /64) adds at most ' +
          'EXPOSURE_GUESTS_PER_CLIENT new guests to an experiment within any minute: 429 with Retry-After beyond. ' +
          'Rate-limited per client (429).',
        headers: Type.Object(venueSlugHeader),
        body: Type.Object(
          {
            remote: remoteName,
            version: versionLabel,
            experiment: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            receipt: receiptField,
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...errorReplies },
      },
      config: { rateLimit: { max: REPORT_LIMITS.exposure.max, timeWindow: REPORT_LIMITS.exposure.windowMs } },
    },
    async (req, reply) => {
      const venue = await hostVenue(ctx, req);
      const guest = guestIdOf(req);
      if (!guest) throw badRequest('No guest id: load a page of the venue first');
      const { receipt, ...exposure } = req.body;
      const page = openReceipt(await cachedReceiptKey(ctx.db), receipt, { guest, venue: venue.id });
      if (!page?.chosen.includes(`${exposure.remote}@${exposure.version}`)) {
        throw forbidden(`This page was not served ${exposure.remote} ${exposure.version}, so its guest was not shown it`);
      }
      const problem = await recordExposure(
        ctx.db,
        { guest, venueId: venue.id, ...exposure },
        { client: clientKey(req.ip), guestsPerMinute: ctx.platform.exposureGuestsPerClient },
      );
      if (problem) throw conflict(problem);
      return reply.code(204).send(null);
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
    scoped.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/remotes/vitals',
      {
        schema: {
          tags: ['meta'],
          summary: 'A page’s real speed (web-vitals LCP, INP, CLS), for the remote versions it was served',
          description:
            'Sent by the shell with sendBeacon when the page is hidden. Venue from the Host, guest from the tabula_guest ' +
            'cookie; receipt is the one the page’s registry carried: each version named must be one it shows the page chose ' +
            '(not a fallback), else 403. Each metric counts once per page view and version: a report sent again adds ' +
            `nothing. LCP and INP in ms, at most ${VITAL_BOUNDS.LCP} and ${VITAL_BOUNDS.INP}; CLS at most ${VITAL_BOUNDS.CLS} ` +
            '(400 beyond). Rate-limited per client (429).',
          headers: Type.Object(venueSlugHeader),
          body: Type.Object(
            {
              // Remote names name the versions: propertyNames checks each, which TypeBox's Record does not write.
              remotes: Type.Unsafe<Record<string, string>>({
                type: 'object',
                minProperties: 1,
                maxProperties: 8,
                propertyNames: remoteName,
                additionalProperties: versionLabel,
              }),
              metrics: Type.Array(
                Type.Object(
                  {
                    name: Type.Unsafe<VitalMetric>(Type.String({ enum: [...VITAL_METRICS] })),
                    value: Type.Number({ minimum: 0 }),
                  },
                  { additionalProperties: false },
                ),
                { minItems: 1, maxItems: 3 },
              ),
              receipt: receiptField,
            },
            { additionalProperties: false },
          ),
          response: { 204: Type.Null(), ...errorReplies },
        },
        config: { rateLimit: { max: REPORT_LIMITS.vitals.max, timeWindow: REPORT_LIMITS.vitals.windowMs } },
      },
      async (req, reply) => {
        const venue = await hostVenue(ctx, req);
        const guest = guestIdOf(req);
        if (!guest) throw badRequest('No guest id: load a page of the venue first');
        const { metrics, remotes, receipt } = req.body;
        const refusal = vitalsRefusal(metrics);
        if (refusal) throw badRequest(refusal);
        const page = openReceipt(await cachedReceiptKey(ctx.db), receipt, { guest, venue: venue.id });
        // A page view the receipt does not name (one issued before they were named) cannot be counted once.
        if (!page?.pageView) throw forbidden('This report carries no receipt of a page this guest was served');
        for (const [remote, version] of Object.entries(remotes)) {
          if (!page.chosen.includes(`${remote}@${version}`)) {
            throw forbidden(`This page was not served ${remote} ${version}, so it cannot report its speed`);
          }
        }
        await recordVitals(ctx.db, { guest, venueId: venue.id, pageView: page.pageView, served: remotes, metrics });
        return reply.code(204).send(null);
      },
    );
  });
};

export default experimentRoutes;
