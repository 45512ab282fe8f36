import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OverrideRequestSchema, OverridesSchema, PreviewedVersionSchema, PreviewLinkSchema } from '@tabula/shared/schemas';
import { Type } from 'typebox';
import { recordAudit } from '@tabula/api/domain/audit';
import {
  createPreview,
  DEFAULT_PREVIEW_HOURS,
  issueOverride,
  MAX_PREVIEW_HOURS,
  OVERRIDE_COOKIE,
  OVERRIDE_HOURS,
  pinKey,
  PREVIEW_COOKIE,
  readOverride,
  readPreview,
} from '../domain/pinned-builds';
import { listPreviewLinks, previewLinkLive, revokePreviewLink } from '../domain/preview-links';
import { overrideOriginAllowed, overrideOriginRefused } from '../rules/override-origins';
import { assertRemote } from '../domain/remote-registry';
import { badRequest, RuleViolation } from '@tabula/api/rules/violation';
import { assertToken, tokenHeader } from '@tabula/api/security/ops-guard';
import { pinCookie } from '../page/pins';
import { venueNamed } from './remote-versions';
import { errorReplies } from '@tabula/api/schemas/replies';
import { remoteName, versionLabel } from '../schemas/fields';

const pin = Type.Object({ remote: remoteName, version: versionLabel }, { additionalProperties: false });
// A path of the app to land on: plain segments only, so a link can never send its browser elsewhere.
// A path on this origin: a second slash first would make it //host, another site's address (an open redirect).
const LANDING = '^/([A-Za-z0-9_-][A-Za-z0-9/_-]{0,199})?$';
const SIGNED = Type.String({ minLength: 1, maxLength: 4000, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' });

/**
 * Builds pinned for one browser (pinned-builds.ts): operators make preview links, a browser opens
 * one, an operator's browser overrides a remote with another entry, and either leaves.
 */
const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.platform;

  app.post(
    '/api/ops/previews',
    {
      schema: {
        tags: ['operator'],
        summary: 'A signed link that shows registered, unreleased versions to the browser that opens it, alone',
        description:
          'Either {remote, version} or remotes: [{remote, version}, ...] (one version per remote). Opening the link pins those ' +
          'versions for that browser (the tabula_preview cookie) until it expires (hours, default 24), each falling back to ' +
          'its default; every other guest is untouched, and the previewing browser counts toward no experiment. venue picks ' +
          'the venue host the link opens (else the public origin), path the page it lands on. 404 for an unknown remote, ' +
          'version or venue; 400 for a remote named twice. A version the API stopped can be previewed: the answer (and the ' +
          'badge of the browser that opens the link) says it was stopped. Listed by GET /api/ops/previews until it expires, ' +
          'revocable there. Recorded in the audit log.',
        headers: tokenHeader,
        body: Type.Object(
          {
            remote: Type.Optional(remoteName),
            version: Type.Optional(versionLabel),
            remotes: Type.Optional(Type.Array(pin, { minItems: 1, maxItems: 16 })),
            hours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MAX_PREVIEW_HOURS, default: DEFAULT_PREVIEW_HOURS })),
            venue: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
            path: Type.Optional(Type.String({ pattern: LANDING, default: '/' })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            id: Type.Integer({ description: 'The link’s id, which DELETE /api/ops/previews/{id} revokes' }),
            link: Type.String(),
            expires_at: Type.String({ format: 'date-time' }),
            remotes: Type.Array(PreviewedVersionSchema),
          }),
          ...errorReplies,
        },
      },
    },
    async (req, reply) => {
      const actor = await assertToken(ctx, req);
      const { remote, version, remotes, hours = DEFAULT_PREVIEW_HOURS, venue, path = '/' } = req.body;
      const single = remote !== undefined || version !== undefined;
      if (single === (remotes !== undefined)) throw badRequest('Name either remote and version, or remotes: a list of {remote, version}');
      if (single && (remote === undefined || version === undefined)) throw badRequest('A preview needs both remote and version');
      const pins = remotes ?? [{ remote: remote!, version: version! }];
      const origin = venue === undefined ? ctx.origins.base().origin : ctx.origins.venue((await venueNamed(ctx, venue)).slug);
      const made = await createPreview(ctx.db, { pins, hours, actor, venue, path });
      const query = new URLSearchParams({ token: made.token, ...(path === '/' ? {} : { to: path }) });
      const link = `${origin}/preview?${query}`;
      return reply.code(201).send({ id: made.id, link, expires_at: made.expires_at, remotes: made.remotes });
    },
  );

  app.get(
    '/api/ops/previews',
    {
      schema: {
        tags: ['operator'],
        summary: 'The preview links that have not expired, newest first (at most 100), revoked ones included',
        description: 'Each with what it pins (and which of those versions were stopped), who made it, until when, and who revoked it.',
        headers: tokenHeader,
        response: { 200: Type.Object({ previews: Type.Array(PreviewLinkSchema) }), ...errorReplies },
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { previews: await listPreviewLinks(ctx.db) };
    },
  );

  app.delete(
    '/api/ops/previews/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Revokes a preview link: every browser that opened it gets what every guest gets from its next page on',
        description:
          'On every API instance at once (each previewed page reads the link). The link no longer opens (410). Revoking a ' +
          'revoked link changes nothing (204); 404 for an unknown link. Audited.',
        headers: tokenHeader,
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
        response: { 204: Type.Null(), ...errorReplies },
      },
    },
    async (req, reply) => {
      const actor = await assertToken(ctx, req);
      await revokePreviewLink(ctx.db, Number(req.params.id), actor);
      return reply.code(204).send(null);
    },
  );

  // The token goes in the query: a path parameter is limited to 100 characters.
  app.get(
    '/preview',
    {
      schema: {
        tags: ['operator'],
        summary: 'Opens a preview link: this browser gets the previewed versions until the link expires',
        description:
          'Sets the tabula_preview cookie and redirects (303) to the page the link names, on this origin only. 410 for a link ' +
          'that expired, was revoked or was altered; a browser (Accept: text/html) is sent instead to that page with ' +
          '?preview=ended, where it gets what every guest gets and the shell says the link ended. The request log holds the ' +
          'path alone, never the token.',
        querystring: Type.Object({ token: SIGNED, to: Type.Optional(Type.String({ pattern: LANDING })) }, { additionalProperties: false }),
        response: { 303: Type.Null(), ...errorReplies },
      },
    },
    async (req, reply) => {
      const signed = readPreview(await pinKey(ctx.db), req.query.token);
      if (signed === undefined || !(await previewLinkLive(ctx.db, signed.link))) {
        // A browser lands on the page as every guest gets it, which says the link ended (the shell reads ?preview=ended).
        if ((req.headers.accept ?? '').includes('text/html')) {
          return reply
            .code(303)
            .header('location', `${req.query.to ?? '/'}?preview=ended`)
            .send(null);
        }
        return reply.code(410).send({
          statusCode: 410,
          error: 'Gone',
          message: 'This preview link has expired, was revoked or is not one this server made; ask for a new one',
        });
      }
      reply.setCookie(PREVIEW_COOKIE, req.query.token, pinCookie(req, signed.expires - Math.floor(Date.now() / 1000)));
      return reply
        .code(303)
        .header('location', req.query.to ?? '/')
        .send(null);
    },
  );

  app.post(
    '/api/ops/overrides',
    {
      schema: {
        tags: ['operator'],
        summary: 'Points one remote at another entry (a developer’s dev server) for this browser alone',
        description:
          `Sets the tabula_override cookie (HttpOnly, ${OVERRIDE_HOURS} h), signed for the operator whose token the request ` +
          'carries: only their browser loads that entry, their pages’ Content-Security-Policy admits its origin, and it ends ' +
          'when that token is changed. Other overrides the browser holds stay. The entry must be on an origin OVERRIDE_ORIGINS ' +
          'allows (by default loopback: localhost, 127.0.0.1, [::1], any port): any other is refused (400), since its script ' +
          'would run where the operator’s token is. 404 for an unknown remote. Audited.',
        headers: tokenHeader,
        body: OverrideRequestSchema,
        response: {
          200: OverridesSchema,
          ...errorReplies,
        },
      },
    },
    async (req, reply) => {
      const actor = await assertToken(ctx, req);
      const operator = ctx.config.operators.find((op) => op.name === actor);
      if (!operator) throw new RuleViolation(401, 'Invalid ops token');
      let entry: URL;
      try {
        entry = new URL(req.body.entry);
      } catch {
        throw badRequest(`${req.body.entry} is not a URL`);
      }
      const allowed = ctx.platform.overrideOrigins;
      if (!overrideOriginAllowed(allowed, entry)) throw badRequest(overrideOriginRefused(allowed, entry), 'invalid_request');
      await assertRemote(ctx.db, req.body.remote);
      const key = await pinKey(ctx.db);
      const kept = readOverride(key, ctx.config.operators, req.cookies[OVERRIDE_COOKIE], allowed).filter(
        (o) => o.remote !== req.body.remote,
      );
      const overrides = [...kept, { remote: req.body.remote, entry: entry.href }];
      const { cookie, expires } = issueOverride(key, operator, overrides);
      await recordAudit(ctx.db, { actor, action: 'override', remote: req.body.remote, after: { entry: entry.href } });
      reply.setCookie(OVERRIDE_COOKIE, cookie, pinCookie(req, expires - Math.floor(Date.now() / 1000)));
      return { overrides };
    },
  );

  app.delete(
    '/api/pinned-builds',
    {
      schema: {
        tags: ['meta'],
        summary: 'Leaves a preview and any override: this browser gets what every guest gets from its next page on',
        response: { 204: Type.Null(), ...errorReplies },
      },
    },
    async (_req, reply) =>
      reply.clearCookie(PREVIEW_COOKIE, { path: '/' }).clearCookie(OVERRIDE_COOKIE, { path: '/' }).code(204).send(null),
  );
};

export default previewRoutes;
