import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { auditLog } from '../domain/audit';
import { rollback, ship } from '../domain/release';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '../rules/rollout';
import { assertToken, tokenHeader } from './ops';
import { failureLimit, venueNamed } from './remote-versions';
import { replies } from '../schemas/entities';

const remoteName = { type: 'string', pattern: REMOTE_NAME_PATTERN } as const;
const defaults = {
  type: 'object',
  properties: {
    remote: { type: 'string' },
    default: { type: 'string' },
    from: { type: 'string', description: 'The default rolled back from' },
    venue: { type: 'string' },
  },
} as const;
const snapshot = { description: 'The state before or after the change (JSON), null where there was none' } as const;

/** Releasing: rollback, ship (promote and end the split at once), and the audit log of every change. */
export function releaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['operator'];

  app.post<{ Params: { name: string } }>(
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
        params: { type: 'object', required: ['name'], properties: { name: remoteName } },
        response: replies(defaults),
      },
    },
    async (req) => {
      const actor = assertToken(ctx, req);
      return rollback(ctx.db, req.params.name, actor);
    },
  );

  app.post<{ Params: { slug: string; name: string }; Body: { version: string; force?: boolean } }>(
    '/api/ops/venues/:slug/remotes/:name/ship',
    {
      schema: {
        tags,
        summary: 'Ship the winner of a venue’s split: promote it and end the split, in one transaction',
        description:
          'The same checks as promote (contract gate; 409 for a stopped or failing version unless "force": true). ' +
          '404 for an unknown venue, remote or version, or when the venue runs no split of the remote.',
        headers: tokenHeader,
        params: {
          type: 'object',
          required: ['slug', 'name'],
          properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' }, name: remoteName },
        },
        body: {
          type: 'object',
          required: ['version'],
          additionalProperties: false,
          properties: { version: { type: 'string', pattern: VERSION_PATTERN }, force: { type: 'boolean' } },
        },
        response: replies(defaults),
      },
    },
    async (req) => {
      const actor = assertToken(ctx, req);
      const venue = await venueNamed(ctx, req.params.slug);
      return ship(
        ctx.db,
        ctx.config.shellManifest,
        { venue, remote: req.params.name, version: req.body.version, force: req.body.force, actor },
        failureLimit(ctx),
      );
    },
  );

  app.get<{ Querystring: { remote?: string; limit?: string } }>(
    '/api/ops/audit',
    {
      schema: {
        tags,
        summary: 'The audit log: every change of the registry, newest first',
        description:
          'Register, split, stop, promote, ship and rollback by the operator whose token made them; pause and auto-rollback ' +
          'by system. ?remote= keeps one remote’s entries; ?limit= (1..500, default 100) the newest that many.',
        headers: tokenHeader,
        querystring: {
          type: 'object',
          additionalProperties: false,
          // A query string carries text (the API coerces no types): a whole number 1..500.
          properties: { remote: remoteName, limit: { type: 'string', pattern: '^([1-9][0-9]?|[1-4][0-9]{2}|500)$' } },
        },
        response: replies({
          type: 'object',
          properties: {
            entries: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  at: { type: 'string', format: 'date-time' },
                  actor: { type: 'string' },
                  action: { type: 'string' },
                  remote: { type: ['string', 'null'] },
                  venue: { type: ['string', 'null'] },
                  before: snapshot,
                  after: snapshot,
                  reason: { type: ['string', 'null'] },
                },
              },
            },
          },
        }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return { entries: await auditLog(ctx.db, { remote: req.query.remote, limit: Number(req.query.limit ?? 100) }) };
    },
  );
}
