import assert from 'node:assert/strict';
import type { Sql } from '@tabula/api/db/database';
import { GUEST_COOKIE } from '@tabula/api/http/guest-id';
import type { CallOptions, TestServer } from './harness';

// The venue API's flows, and the platform's own below.
export * from '@tabula/api/testing/flows';

/**
 * A page of a venue as a guest's browser loads it: the registry the server resolved for their cookie
 * (a new guest's cookie when none is sent) and the receipt their exposure, speed and failure reports carry.
 */
export async function servedPage(
  t: Pick<TestServer, 'at'>,
  venue: string,
  opts: CallOptions = {},
): Promise<{ cookie: string; receipt: string; remotes: Record<string, { version: string; experiment?: { id: number; phase: number } }> }> {
  const page = await t.at(venue).get('/remotes.json', opts);
  assert.equal(page.status, 200, page.text);
  assert.equal(typeof page.body.receipt, 'string', page.text);
  const issued = new RegExp(`^${GUEST_COOKIE}=([^;]+);`).exec(String(page.headers['set-cookie'] ?? ''))?.[1];
  const cookie = issued ? `${GUEST_COOKIE}=${issued}` : (opts.headers?.cookie ?? '');
  return { cookie, receipt: page.body.receipt, remotes: page.body.remotes };
}

/**
 * Makes `entry` the default build of a remote under a new version label, straight in the database:
 * for tests of what the page and its headers do with a registry, including builds the ops API
 * would refuse (an origin that is down).
 */
let builds = 0;
export async function setDefaultBuild(t: { db: Sql }, remote: string, entry: string): Promise<string> {
  const version = `t${++builds}`;
  await t.db.query('INSERT INTO remote_versions (remote, version, entry) VALUES ($1, $2, $3)', [remote, version, entry]);
  await t.db.query('UPDATE remote_defaults SET version = $2 WHERE remote = $1', [remote, version]);
  return version;
}
