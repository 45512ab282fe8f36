import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditLog } from '../domain/audit';
import { rollback, ship } from '../domain/release';
import { assertToken, tokenHeader } from './ops';
import { failureLimit, venueNamed } from './remote-versions';
import { replies } from '../schemas/entities';
import { AuditEntry } from '../schemas/ops';
import { remoteName, versionLabel } from '../schemas/fields';

const defaults = Type.Object({
  remote: Type.String(),
  default: Type.String(),
  from: Type.Optional(Type.String({ description: 'The default rolled back from' })),
  venue: Type.Optional(Type.String()),
});

/** Releasing: rollback, ship (promote and end the split at once), and the audit log of every change. */
const releaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['operator'];

  app.post(
    '/api/ops/remotes/:name/rollback',
    {
      schema: {
        tags,
        summary: 'Restore the remote’s previous default',
        description:
          'From the next page load on. The version rolled back from is no fallback any more, so a second rollback (two ' +
          'operators at once) answers 409 rather than undoing the first. 409 when the remote has no previous default; ' +
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
          'The same checks as promote (contract gate; 409 for a stopped or failing version unless "force": true). ' +
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
        ctx.config.shellManifest,
        { venue, remote: req.params.name, version: req.body.version, force: req.body.force, actor },
        failureLimit(ctx),
      );
    },
  );

  app.get(
    '/api/ops/audit',
    {
      schema: {
        tags,
        summary: 'The audit log: every change of the registry, newest first',
        description:
          'Register, split, stop, promote, ship and rollback by the operator whose token made them; pause and auto-rollback ' +
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
        response: replies(Type.Object({ entries: Type.Array(AuditEntry) })),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { entries: await auditLog(ctx.db, { remote: req.query.remote, limit: Number(req.query.limit ?? 100) }) };
    },
  );
};

export default releaseRoutes;
