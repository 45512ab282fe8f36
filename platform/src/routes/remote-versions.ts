import { PromoteAnswerSchema, registeredVersionProperties, RemoteOverviewSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PlatformContext } from '../config';
import { endVenueExperiment, splitRemote } from '../domain/experiments';
import { FAILURE_STAGES, recordLoadFailure } from '../domain/failure-reports';
import { cachedReceiptKey, receiptCovers } from '../domain/receipts';
import { promote } from '../domain/release';
import { assertVersion, registerVersion, registryOverview } from '../domain/remote-registry';
import { venueBySlug } from '@tabula/api/venue-events';
import { splitProblem, VERSION_PATTERN } from '../rules/rollout';
import { badRequest, forbidden, notFound } from '@tabula/api/rules/violation';
import { hostVenue, venueSlugHeader } from '@tabula/api/http/host';
import { assertToken, tokenHeader } from '@tabula/api/security/ops-guard';
import { guestIdOf } from '@tabula/api/http/guest-id';
import { errorReplies, replies } from '@tabula/api/schemas/replies';
import { remoteName } from '../schemas/fields';
import { Type } from 'typebox';
import { REPORT_LIMITS } from '../rules/report-limits';

const versionLabel = Type.String({
  pattern: VERSION_PATTERN,
  description: 'Letters, digits, ".", "_" and "-", at most 40, starting with a letter or digit',
});
const slug = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
const entry = Type.String({ maxLength: 2000, pattern: '^https?://', description: "URL of the build's mf-manifest.json" });

/** Failure counting as configured: the clients failing guests must come from, the window and the guests one client may count for. */
export const failureLimit = (ctx: PlatformContext) => ({
  clients: ctx.platform.remoteFailureClients,
  windowMs: ctx.platform.remoteFailureWindowMs,
  perAddress: ctx.platform.remoteFailurePerAddress,
});

export async function venueNamed(ctx: PlatformContext, name: string) {
  const venue = await venueBySlug(ctx.db, name);
  if (!venue) throw notFound(`Unknown venue ${name}`);
  return venue;
}

/**
 * The remote registry's operator API (every route needs x-ops-token) and the guests' failure
 * report. Versions are registered once and never change; a default applies to every venue; a
 * venue's split overrides it there for the remote it names.
 */
const remoteVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.platform;
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
        response: replies(Type.Object({ remotes: Type.Array(RemoteOverviewSchema) })),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { remotes: await registryOverview(ctx.db) };
    },
  );

  app.post(
    '/api/ops/remotes/:name/versions',
    {
      schema: {
        tags,
        summary: 'Register a build of a remote',
        description:
          'Fetches the manifest at entry (5 s at most) and checks it is this remote’s build and passes the contract gate: ' +
          'every singleton the shell’s manifest shares satisfies its requirement, and it exposes every module the shell loads ' +
          'from this remote; and it still declares every route the default declares, unless "allowDroppedRoutes": true. ' +
          '409 with the reason when the manifest cannot be fetched, does not fit, or the version is already ' +
          'registered (versions are immutable). 404 for an unknown remote. Recorded in the audit log with the operator.',
        headers: tokenHeader,
        params: Type.Object({ name: remoteName }),
        body: Type.Object(
          {
            version: versionLabel,
            entry,
            allowDroppedRoutes: Type.Optional(
              Type.Boolean({ description: 'Register it even though it drops routes the default declares' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ remote: Type.String(), ...registeredVersionProperties }), ...errorReplies },
      },
    },
    async (req, reply) => {
      const actor = await assertToken(ctx, req);
      const registered = await registerVersion(ctx.db, ctx.platform.shellManifest, {
        remote: req.params.name,
        version: req.body.version,
        entry: req.body.entry,
        actor,
        allowDroppedRoutes: req.body.allowDroppedRoutes,
      });
      return reply.code(201).send(registered);
    },
  );

  app.put(
    '/api/ops/remotes/:name/default',
    {
      schema: {
        tags,
        summary: 'Promote a registered version: every venue’s build of the remote, outside its own split',
        description:
          'From the next page load on; the replaced default joins the earlier defaults (the newest is the new default’s ' +
          'fallback, and rollback walks back through them). Venues running their own split of the remote keep it, and ' +
          'their guests their variants: kept_splits names them; "end_splits": true ends those splits in the same ' +
          'transaction (each audited as a stop), also when the version is the default already. 409 with the reason when ' +
          'the version fails the contract gate, or was stopped (by the API or an operator) or failed for guests within ' +
          'REMOTE_FAILURE_WINDOW_MS, unless "force": true. 404 for an unknown remote or version.',
        headers: tokenHeader,
        params: Type.Object({ name: remoteName }),
        body: Type.Object(
          {
            version: versionLabel,
            force: Type.Optional(Type.Boolean({ description: 'Promote a stopped or failing version anyway' })),
            end_splits: Type.Optional(Type.Boolean({ description: 'End every venue’s split of the remote, so the default reaches all' })),
          },
          { additionalProperties: false },
        ),
        response: replies(PromoteAnswerSchema),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      return promote(
        ctx.db,
        ctx.platform.shellManifest,
        { remote: req.params.name, version: req.body.version, force: req.body.force, endSplits: req.body.end_splits, actor },
        failureLimit(ctx),
      );
    },
  );

  const splitParams = Type.Object({ slug, name: remoteName });

  app.put(
    '/api/ops/venues/:slug/remotes/:name',
    {
      schema: {
        tags,
        summary: 'Split a remote’s guests at one venue between registered versions, by weight',
        description:
          'With the same versions as the venue’s running experiment of the remote, a ramp: a new phase of it, every guest ' +
          'keeping their bucket. Otherwise the running one ends (its results kept) and a new experiment starts. Weights are ' +
          'whole numbers 0..100, at least one above 0; a guest gets a version with probability weight / sum and keeps it. ' +
          'Other venues are unaffected. Every version passes the contract gate first (409 with the reason); a version ' +
          'that was stopped (by the API or an operator) may not get weight above 0 unless "force": true (409 with why it ' +
          'was stopped). Answers the experiment’s id and phase (what ramp and ship name). 404 for an unknown venue, remote or version.',
        headers: tokenHeader,
        params: splitParams,
        body: Type.Object(
          {
            // Version labels name the weights: propertyNames checks each, which TypeBox's Record does not write.
            variants: Type.Unsafe<Record<string, number>>({
              type: 'object',
              minProperties: 1,
              maxProperties: 10,
              propertyNames: versionLabel,
              additionalProperties: Type.Integer({ minimum: 0, maximum: 100 }),
            }),
            force: Type.Optional(Type.Boolean({ description: 'Give guests a stopped version anyway' })),
          },
          { additionalProperties: false },
        ),
        response: replies(
          Type.Object({
            venue: Type.String(),
            remote: Type.String(),
            variants: Type.Record(Type.String(), Type.Integer()),
            experiment: Type.Integer({ description: 'The experiment’s id, which ramp and ship name' }),
            phase: Type.Integer(),
          }),
        ),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      const problem = splitProblem(req.body.variants);
      if (problem) throw badRequest(problem);
      const venue = await venueNamed(ctx, req.params.slug);
      const { id, phase } = await splitRemote(ctx.db, ctx.platform.shellManifest, {
        venue,
        remote: req.params.name,
        variants: req.body.variants,
        actor,
        force: req.body.force,
      });
      return { venue: venue.slug, remote: req.params.name, variants: req.body.variants, experiment: id, phase };
    },
  );

  app.delete(
    '/api/ops/venues/:slug/remotes/:name',
    {
      schema: {
        tags,
        summary: 'Stop a venue’s split of a remote: its guests get the default from their next page on; its results are kept',
        description: '404 for an unknown venue or remote, or when the venue runs no split of it.',
        headers: tokenHeader,
        params: splitParams,
        response: { 204: Type.Null(), ...errorReplies },
      },
    },
    async (req, reply) => {
      const actor = await assertToken(ctx, req);
      const venue = await venueNamed(ctx, req.params.slug);
      await ctx.db.transaction((tx) => endVenueExperiment(tx, venue, req.params.name, actor));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/remotes/failures',
    {
      schema: {
        tags: ['meta'],
        summary: 'The shell reports a build of a remote that failed to load or render (it switched to the fallback)',
        description:
          'Venue from the Host; the guest from the tabula_guest cookie; receipt is the one the page’s registry carried, and ' +
          'must show the page was served that version (403 otherwise). When the guests failing on a version within ' +
          'REMOTE_FAILURE_WINDOW_MS (in a split, guests exposed to that variant; at most REMOTE_FAILURE_PER_ADDRESS of them per ' +
          'client) fail significantly more often than the control’s, from REMOTE_FAILURE_CLIENTS clients, the venue’s split gives the variant weight 0 and a failing default is ' +
          'replaced by the previous default, with the reason. Rate-limited per client (429). 404 for a version not registered.',
        headers: Type.Object(venueSlugHeader),
        body: Type.Object(
          {
            remote: remoteName,
            version: versionLabel,
            stage: Type.Unsafe<(typeof FAILURE_STAGES)[number]>(Type.String({ enum: [...FAILURE_STAGES] })),
            receipt: Type.String({ minLength: 1, maxLength: 4000, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }),
          },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null(), ...errorReplies },
      },
      config: { rateLimit: { max: REPORT_LIMITS.loadFailure.max, timeWindow: REPORT_LIMITS.loadFailure.windowMs } },
    },
    async (req, reply) => {
      const venue = await hostVenue(ctx, req);
      const { remote, version, stage, receipt } = req.body;
      await assertVersion(ctx.db, remote, version);
      const guest = guestIdOf(req);
      const served =
        guest !== null && receiptCovers(await cachedReceiptKey(ctx.db), receipt, { guest, venue: venue.id, build: `${remote}@${version}` });
      if (!guest || !served) throw forbidden(`This page was not served ${remote} ${version}, so it cannot report it failed`);
      await recordLoadFailure(ctx.db, { guest, venueId: venue.id, remote, version, stage, clientAddr: req.ip }, failureLimit(ctx));
      return reply.code(204).send(null);
    },
  );
};

export default remoteVersionRoutes;
