import { AuditEntrySchema, nullable, StoppedVersionSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditLog } from '@tabula/api/domain/audit';
import { rollback, ship } from '../domain/release';
import { assertToken, tokenHeader } from '@tabula/api/security/ops-guard';
import { failureLimit, venueNamed } from './remote-versions';
import { replies } from '@tabula/api/schemas/replies';
import { remoteName, versionLabel } from '../schemas/fields';
import { PLAIN_TEXT } from '@tabula/api/schemas/schema-rules';
import { stopVersion } from '../domain/stop-version';
import { badRequest } from '@tabula/api/rules/violation';

const defaults = Type.Object({
  remote: Type.String(),
  default: Type.String(),
  from: Type.Optional(Type.String({ description: 'The default rolled back from' })),
  previous: Type.Optional(nullable(Type.String({ description: 'What the next rollback would restore' }))),
  venue: Type.Optional(Type.String()),
});

/** Releasing: rollback, ship (promote and end the split at once), a version stopped by hand, and the audit log of every change. */
const releaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.platform;
  const tags = ['operator'];

  app.post(
    '/api/ops/remotes/:name/rollback',
    {
      schema: {
        tags,
        summary: 'Step back to the remote’s newest earlier default',
        description:
          'From the next page load on. One step per call through every earlier default (newest first, stepping over ' +
          'stopped versions); the version rolled back from leaves the history, so two rollbacks at once take two steps, ' +
          'never the same one twice. previous: what the next rollback would restore. 409 when no earlier default is left; ' +
          '404 for an unknown remote.',
        headers: tokenHeader,
        params: Type.Object({ name: remoteName }),
        response: replies(defaults),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      return rollback(ctx.db, req.params.name, actor);
    },
  );

  app.post(
    '/api/ops/venues/:slug/remotes/:name/ship',
    {
      schema: {
        tags,
        summary: 'Ship the winner of a venue’s split: promote it and end the split, in one transaction',
        description:
          'The same checks as promote (contract gate; 409 for a stopped or failing version unless "force": true), and ' +
          '409 while a variant has fewer guests than the "not enough data yet" size (min_exposed), unless "force": true. ' +
          '404 for an unknown venue, remote or version, or when the venue runs no split of the remote.',
        headers: tokenHeader,
        params: Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }), name: remoteName }),
        body: Type.Object({ version: versionLabel, force: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: replies(defaults),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      const venue = await venueNamed(ctx, req.params.slug);
      return ship(
        ctx.db,
        ctx.platform.shellManifest,
        { venue, remote: req.params.name, version: req.body.version, force: req.body.force, actor },
        failureLimit(ctx),
      );
    },
  );

  app.post(
    '/api/ops/remotes/:name/versions/:version/stop',
    {
      schema: {
        tags,
        summary: 'Stop a version by hand, as the API stops a failing one',
        description:
          'Weight 0 in every venue’s split that gives it guests; when it is the default, the newest earlier default is ' +
          'restored (409 when there is none: promote another version first). From then on promote and split refuse it ' +
          'unless "force": true, rollback steps over it, and the registry shows the reason. Audited (stop-version). 409 ' +
          'when it is stopped already; 404 for an unknown remote or version.',
        headers: tokenHeader,
        params: Type.Object({ name: remoteName, version: versionLabel }),
        body: Type.Object(
          {
            reason: Type.String({
              minLength: 1,
              maxLength: 500,
              [PLAIN_TEXT]: 'multiline',
              description: 'Why: shown wherever it is refused',
            }),
          },
          { additionalProperties: false },
        ),
        response: replies(StoppedVersionSchema),
      },
    },
    async (req) => {
      const actor = await assertToken(ctx, req);
      const reason = req.body.reason.trim();
      if (reason === '') throw badRequest('Say why the version is stopped');
      return stopVersion(ctx.db, { remote: req.params.name, version: req.params.version, reason, actor });
    },
  );

  app.get(
    '/api/ops/audit',
    {
      schema: {
        tags,
        summary: 'The audit log: every change of the registry, newest first',
        description:
          'Register, split, stop, stop-version, promote, ship and rollback by the operator whose token made them; pause and auto-rollback ' +
          'by system. ?remote= keeps one remote’s entries; ?limit= (1..500, default 100) the newest that many.',
        headers: tokenHeader,
        querystring: Type.Object(
          {
            remote: Type.Optional(remoteName),
            // A query string carries text (the API coerces no types): a whole number 1..500.
            limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|[1-4][0-9]{2}|500)$' })),
          },
          { additionalProperties: false },
        ),
        response: replies(Type.Object({ entries: Type.Array(AuditEntrySchema) })),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { entries: await auditLog(ctx.db, { remote: req.query.remote, limit: Number(req.query.limit ?? 100) }) };
    },
  );
};

export default releaseRoutes;
