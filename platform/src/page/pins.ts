import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../config';
import { OVERRIDE_COOKIE, pinKey, PREVIEW_COOKIE, readOverride, readPreview, withPins } from '../domain/pinned-builds';
import { previewLinkLive } from '../domain/preview-links';
import type { ServedRegistry } from '../domain/remote-registry';

/** The browser's pin cookies' attributes: the whole site, never sent by other sites' requests, never read by script. */
export const pinCookie = (req: FastifyRequest, maxAgeS: number) => ({
  path: '/',
  maxAge: Math.max(0, maxAgeS),
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
});

const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The registry with this browser's preview and overrides in place (pinned-builds.ts). A cookie that
 * does not verify (tampered, expired, revoked, an operator's token since changed) is ignored and cleared: the
 * browser gets what every guest gets, never an error page. `pinned` when any pin applied; `previewEnded` when
 * the cookie was a real preview link since revoked or ended, which the page then says.
 */
export async function pinsOf(
  ctx: PlatformContext,
  req: FastifyRequest,
  reply: FastifyReply,
  registry: ServedRegistry,
): Promise<{ registry: ServedRegistry; pinned: boolean; previewEnded: boolean }> {
  const previewCookie = req.cookies[PREVIEW_COOKIE];
  const overrideCookie = req.cookies[OVERRIDE_COOKIE];
  if (previewCookie === undefined && overrideCookie === undefined) return { registry, pinned: false, previewEnded: false };
  const key = await pinKey(ctx.db);
  const signed = readPreview(key, previewCookie);
  // Read on every page: a link an operator revoked ends here, whichever instance revoked it.
  const preview = signed !== undefined && (await previewLinkLive(ctx.db, signed.link)) ? signed.pins : [];
  const override = readOverride(key, ctx.config.operators, overrideCookie, ctx.platform.overrideOrigins);
  if (previewCookie !== undefined && preview.length === 0) reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
  if (overrideCookie !== undefined && override.length === 0) reply.clearCookie(OVERRIDE_COOKIE, { path: '/' });
  const pinned = await withPins(ctx.db, registry, { preview, override });
  req.devSocketOrigins = pinned.pinned.filter((p) => p.by === 'override').map((p) => socketOrigin(new URL(p.entry).origin));
  return {
    registry: pinned.registry,
    pinned: pinned.pinned.length > 0,
    // A link the server signed but no longer honours: the page this browser gets says it ended.
    previewEnded: signed !== undefined && preview.length === 0,
  };
}
