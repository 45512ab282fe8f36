import { createHash } from 'node:crypto';
import type { Database, Sql } from '@tabula/api/db/database';
import type { Operator } from '@tabula/api/security/operators';
import { badRequest } from '@tabula/api/rules/violation';
import { recordAudit } from '@tabula/api/domain/audit';
import { assertRemote, assertVersion, originsOf, type ServedRegistry } from './remote-registry';
import { LOOPBACK_OVERRIDE_ORIGINS, overrideOriginAllowed } from '../rules/override-origins';
import type { PreviewedVersion } from '@tabula/shared/entities';
import { insertPreviewLink, withStopped } from './preview-links';
import { cachedServerKey, signedValue, signValue } from '@tabula/api/domain/server-secrets';

/**
 * Builds pinned for one browser, outside every guest's registry: a team's preview of an unreleased
 * version (a signed link any browser may open) and a developer's override of one remote with
 * another entry, such as their dev server (set by an operator's browser only). Both are cookies the
 * server signed; a page served with either counts toward nothing (no experiment, no receipt).
 */
export const PREVIEW_COOKIE = 'tabula_preview';
export const OVERRIDE_COOKIE = 'tabula_override';
/** The version label a remote pinned to another entry is served under. */
export const OVERRIDE_VERSION = 'override';

const SECRET_NAME = 'pinned-builds';
export const DEFAULT_PREVIEW_HOURS = 24;
export const MAX_PREVIEW_HOURS = 24 * 30;
/** An override lasts a working day; the operator sets it again (their /ops keeps the token). */
export const OVERRIDE_HOURS = 12;

export const pinKey = (db: Sql): Promise<Buffer> => cachedServerKey(db, SECRET_NAME);

export interface PreviewPin {
  remote: string;
  version: string;
}
export interface OverridePin {
  remote: string;
  entry: string;
}

/** What the shell shows in its badge: each pinned remote, and which build it runs instead of the guests'. */
export type PinnedBuild = NonNullable<ServedRegistry['pinned']>[number];

const nowS = (now: number) => Math.floor(now / 1000);
// Only the digest of a token is signed into a cookie, so the cookie never carries the token itself.
const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

function duplicate(remotes: readonly string[]): string | undefined {
  return remotes.find((remote, i) => remotes.indexOf(remote) !== i);
}

/**
 * A signed preview of registered versions, one per remote, valid for `hours`: 400 for a remote
 * named twice, 404 for an unknown remote or version. Recorded as a preview link (preview-links.ts),
 * whose id the token carries so it can be revoked, and in the audit log (one entry per remote).
 * The answer says which pinned versions the API has stopped.
 */
export async function createPreview(
  db: Database,
  request: { pins: PreviewPin[]; hours: number; actor: string; venue?: string; path?: string },
  now = Date.now(),
): Promise<{ id: number; token: string; expires_at: string; remotes: PreviewedVersion[] }> {
  const twice = duplicate(request.pins.map((p) => p.remote));
  if (twice) throw badRequest(`${twice} is named twice: a preview pins one version of each remote`);
  for (const { remote, version } of request.pins) {
    await assertRemote(db, remote);
    await assertVersion(db, remote, version);
  }
  const expires = nowS(now) + Math.round(request.hours * 3600);
  const expires_at = new Date(expires * 1000).toISOString();
  const pins = request.pins.map(({ remote, version }) => ({ remote, version }));
  const id = await db.transaction(async (tx) => {
    const link = await insertPreviewLink(tx, {
      pins,
      venue: request.venue,
      path: request.path ?? '/',
      actor: request.actor,
      expiresAt: new Date(expires * 1000),
    });
    for (const { remote, version } of pins) {
      await recordAudit(tx, {
        actor: request.actor,
        action: 'preview',
        remote,
        venue: request.venue,
        after: { link, version, expires_at },
      });
    }
    return link;
  });
  const token = signValue(await pinKey(db), { k: 'preview', i: id, p: pins.map((p) => [p.remote, p.version]), x: expires });
  return { id, token, expires_at, remotes: await withStopped(db, pins) };
}

/** A preview token this server signed: the link it belongs to, its pins and its expiry (seconds). */
export interface SignedPreview {
  link: number;
  pins: PreviewPin[];
  expires: number;
}

/**
 * What a preview token this server signed carries, when it has not expired; undefined for anything else,
 * a token of a link made before links were recorded included (it could not be revoked). Whether the link
 * was revoked is the database's to say (previewLinkLive).
 */
export function readPreview(key: Buffer, token: string | undefined, now = Date.now()): SignedPreview | undefined {
  if (!token) return undefined;
  const body = signedValue(key, token) as { k?: unknown; i?: unknown; p?: unknown; x?: unknown } | undefined;
  if (body?.k !== 'preview' || !Number.isInteger(body.i) || typeof body.x !== 'number' || body.x <= nowS(now) || !Array.isArray(body.p)) {
    return undefined;
  }
  const pins = body.p.flatMap((pin: unknown) =>
    Array.isArray(pin) && typeof pin[0] === 'string' && typeof pin[1] === 'string' ? [{ remote: pin[0], version: pin[1] }] : [],
  );
  return { link: body.i as number, pins, expires: body.x };
}

/** An override cookie for an operator: `pins` (one entry per remote, the latest winning), signed with the operator's token's digest. */
export function issueOverride(key: Buffer, operator: Operator, pins: OverridePin[], now = Date.now()): { cookie: string; expires: number } {
  const byRemote = new Map(pins.map((p) => [p.remote, p.entry]));
  const expires = nowS(now) + OVERRIDE_HOURS * 3600;
  return {
    cookie: signValue(key, { k: 'override', o: operator.name, d: tokenDigest(operator.token), p: [...byRemote], x: expires }),
    expires,
  };
}

/**
 * The overrides a cookie carries, when this server signed it, it has not expired, and the operator
 * it names still holds the token it was set with (a revoked or changed token ends it); else none.
 * An entry on an origin OVERRIDE_ORIGINS no longer allows is left out.
 */
export function readOverride(
  key: Buffer,
  operators: readonly Operator[],
  cookie: string | undefined,
  allowedOrigins: readonly string[] = LOOPBACK_OVERRIDE_ORIGINS,
  now = Date.now(),
): OverridePin[] {
  if (!cookie) return [];
  const body = signedValue(key, cookie) as { k?: unknown; o?: unknown; d?: unknown; p?: unknown; x?: unknown } | undefined;
  if (body?.k !== 'override' || typeof body.x !== 'number' || body.x <= nowS(now) || !Array.isArray(body.p)) return [];
  if (!operators.some((op) => op.name === body.o && tokenDigest(op.token) === body.d)) return [];
  return body.p.flatMap((pin: unknown) =>
    Array.isArray(pin) &&
    typeof pin[0] === 'string' &&
    typeof pin[1] === 'string' &&
    originsOf([pin[1]]).length === 1 &&
    overrideOriginAllowed(allowedOrigins, new URL(pin[1]))
      ? [{ remote: pin[0], entry: pin[1] }]
      : [],
  );
}

/**
 * The registry with the pinned builds in place of the guest's, each falling back to its remote's
 * default; an override wins over a preview of the same remote. A page with any pin reports nothing:
 * no experiment marker (no exposure) and no receipt (no failure counted), on every remote, since
 * this browser is a team's, not a guest's. Pins of unknown remotes or versions are left out.
 */
export async function withPins(
  db: Sql,
  registry: ServedRegistry,
  pins: { preview: PreviewPin[]; override: OverridePin[] },
): Promise<{ registry: ServedRegistry; pinned: PinnedBuild[] }> {
  if (pins.preview.length === 0 && pins.override.length === 0) return { registry, pinned: [] };
  const [defaults, versions] = await Promise.all([
    db.query<{ remote: string; version: string; entry: string }>(
      `SELECT d.remote, d.version, v.entry FROM remote_defaults d JOIN remote_versions v ON v.remote = d.remote AND v.version = d.version`,
    ),
    pins.preview.length === 0
      ? Promise.resolve([])
      : db.query<{ remote: string; version: string; entry: string; halted_reason: string | null }>(
          `SELECT remote, version, entry, halted_reason FROM remote_versions WHERE (remote, version) IN (${pins.preview
            .map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`)
            .join(', ')})`,
          pins.preview.flatMap((p) => [p.remote, p.version]),
        ),
  ]);
  const chosen = new Map<string, PinnedBuild>();
  for (const v of versions) {
    // A version the API stopped is still previewed (the team is looking into it), and the badge says it was stopped.
    const stopped = v.halted_reason === null ? {} : { stopped: v.halted_reason };
    chosen.set(v.remote, { remote: v.remote, version: v.version, entry: v.entry, by: 'preview', ...stopped });
  }
  for (const o of pins.override) chosen.set(o.remote, { remote: o.remote, version: OVERRIDE_VERSION, entry: o.entry, by: 'override' });
  const remotes: ServedRegistry['remotes'] = {};
  const pinned: PinnedBuild[] = [];
  for (const [name, served] of Object.entries(registry.remotes)) {
    const { experiment: _counted, ...kept } = served;
    const pin = chosen.get(name);
    const base = defaults.find((d) => d.remote === name);
    if (!pin || !base) {
      remotes[name] = kept;
      continue;
    }
    pinned.push(pin);
    remotes[name] =
      pin.entry === base.entry
        ? { entry: base.entry, version: base.version }
        : { entry: pin.entry, version: pin.version, fallback: { entry: base.entry, version: base.version } };
  }
  return { registry: { remotes, pinned }, pinned };
}
