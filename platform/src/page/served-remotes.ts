import { Type } from 'typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../config';
import { pinsOf } from './pins';
import { cachedReceiptKey, issueReceipt } from '../domain/receipts';
import { originsOf, registryFor, type ServedRegistry } from '../domain/remote-registry';
import { recordServed } from '../domain/served-guests';
import { guestIdOf, GUEST_COOKIE } from '@tabula/api/http/guest-id';
import { hostVenueSlug } from '@tabula/api/http/host';
import { venueBySlug } from '@tabula/api/venue-events';

const GUEST_COOKIE_DAYS = 400;

/**
 * The remote registry a guest gets with this request: which build of each remote the shell loads,
 * from the registry in the database (so a change there applies from the next page on, on every
 * instance). A browser without a guest id the server signed is given one here, in a long-lived cookie, so it keeps
 * its variant of each split across reloads and days. The venue is the Host's (or x-venue-slug's);
 * a host naming no venue gets the defaults.
 */
export async function resolveRegistry(ctx: PlatformContext, req: FastifyRequest, reply: FastifyReply): Promise<ServedRegistry> {
  let guest = guestIdOf(req);
  if (!guest) {
    guest = randomUUID();
    reply.setCookie(GUEST_COOKIE, guest, {
      signed: true,
      path: '/',
      maxAge: GUEST_COOKIE_DAYS * 24 * 3600,
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
    });
  }
  const venue = await venueBySlug(ctx.db, hostVenueSlug(ctx, req));
  // A browser previewing a version or overriding a remote gets those builds, and counts toward nothing.
  const { registry: served, pinned, previewEnded } = await pinsOf(ctx, req, reply, await registryFor(ctx.db, guest, venue?.id));
  const registry: ServedRegistry = previewEnded ? { ...served, preview_ended: true } : served;
  req.servedRemoteOrigins = originsOf(Object.values(registry.remotes).flatMap((r) => [r.entry, ...(r.fallback ? [r.fallback.entry] : [])]));
  if (!venue || pinned) return registry;
  // The guests a failure rate is out of: each build the page runs, not the fallbacks it is offered.
  await recordServed(
    ctx.db,
    guest,
    venue.id,
    Object.entries(registry.remotes).map(([remote, r]) => ({ remote, version: r.version })),
  );
  // What this page was served, signed: the shell sends it back with its exposures, speed and failure reports.
  const builds = Object.entries(registry.remotes).flatMap(([name, r]) => [
    `${name}@${r.version}`,
    ...(r.fallback ? [`${name}@${r.fallback.version}`] : []),
  ]);
  const fallbacks = Object.entries(registry.remotes).flatMap(([name, r]) =>
    r.fallback && r.fallback.version !== r.version ? [`${name}@${r.fallback.version}`] : [],
  );
  return { ...registry, receipt: issueReceipt(await cachedReceiptKey(ctx.db), { guest, venue: venue.id, builds, fallbacks }) };
}

const servedBuild = Type.Object({
  entry: Type.String(),
  version: Type.String(),
  script: Type.Optional(
    Type.String({ description: 'The remote entry the manifest names, which the shell loads without fetching the manifest' }),
  ),
});

/** The contract the shell reads (shared's registry contract): per remote, entry, version and an optional fallback. */
export const servedRegistrySchema = Type.Object({
  receipt: Type.Optional(
    Type.String({ description: 'Signed list of the builds this page was served, sent back with its exposures, speed and failure reports' }),
  ),
  remotes: Type.Record(
    Type.String(),
    Type.Object({
      ...servedBuild.properties,
      fallback: Type.Optional(servedBuild),
      experiment: Type.Optional(Type.Object({ id: Type.Integer(), phase: Type.Integer() })),
    }),
  ),
  pinned: Type.Optional(
    Type.Array(
      Type.Object({
        remote: Type.Optional(Type.String()),
        version: Type.Optional(Type.String()),
        entry: Type.Optional(Type.String()),
        by: Type.Optional(Type.Union([Type.Literal('preview'), Type.Literal('override')])),
        stopped: Type.Optional(Type.String({ description: 'Why the API stopped this previewed version, when it did' })),
      }),
      { description: 'The builds this browser alone runs: a preview link it opened, or an operator’s override' },
    ),
  ),
  preview_ended: Type.Optional(
    Type.Literal(true, { description: 'The preview link this browser had opened was revoked or ended: the page says so' }),
  ),
});
