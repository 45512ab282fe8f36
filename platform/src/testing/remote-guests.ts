import assert from 'node:assert/strict';
import type { TestServer } from '@tabula/api/testing/harness';

/** What a guest's phone holds after its first page: the signed guest cookie and the page's receipt. */
export interface RemoteGuest {
  cookie: string;
  receipt: string;
  /** The build of each remote the page was served, with the experiment the guest is in for it. */
  remotes: Record<string, { version: string; experiment?: { id: number; phase: number } }>;
  /** The client address the guest's calls come from (x-forwarded-for, on a server that trusts a proxy). */
  address: string;
}

let guests = 0;

/** A guest who never came before opens a venue's page: the server gives them an id and serves them a registry. */
export async function freshGuest(t: TestServer, venue: string): Promise<RemoteGuest> {
  const n = guests++;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const registry = await t.at(venue).get('/remotes.json', { headers: { 'x-forwarded-for': address } });
  assert.equal(registry.status, 200, registry.text);
  const id = /tabula_guest=([^;]+)/.exec(String(registry.headers['set-cookie'] ?? ''))?.[1];
  assert.ok(id, 'no guest cookie');
  return { cookie: `tabula_guest=${id}`, receipt: registry.body.receipt, remotes: registry.body.remotes, address };
}

/** The same guest's next page: the registry they are served now. */
export async function nextPage(t: TestServer, venue: string, guest: RemoteGuest): Promise<RemoteGuest> {
  const registry = await t.at(venue).get('/remotes.json', { headers: { cookie: guest.cookie, 'x-forwarded-for': guest.address } });
  assert.equal(registry.status, 200, registry.text);
  return { ...guest, receipt: registry.body.receipt, remotes: registry.body.remotes };
}

/** What the shell does as it loads a remote of an experiment for the guest: reports them exposed to their variant. */
export async function expose(t: TestServer, venue: string, guest: RemoteGuest, remote: string): Promise<void> {
  const served = guest.remotes[remote];
  assert.ok(served?.experiment, `the registry names no experiment of ${remote}`);
  const exposed = await t
    .at(venue)
    .post(
      '/api/remotes/exposures',
      { remote, version: served.version, experiment: served.experiment.id, receipt: guest.receipt },
      { headers: { cookie: guest.cookie, 'x-forwarded-for': guest.address } },
    );
  assert.equal(exposed.status, 204, exposed.text);
}

/** What the shell does when the build it was served failed for the guest (it then falls back): reports it with the page's receipt. */
export async function reportFailure(t: TestServer, venue: string, guest: RemoteGuest, remote: string, stage = 'render'): Promise<void> {
  const served = guest.remotes[remote];
  assert.ok(served, `the page was served no ${remote}`);
  const reported = await t
    .at(venue)
    .post(
      '/api/remotes/failures',
      { remote, version: served.version, stage, receipt: guest.receipt },
      { headers: { cookie: guest.cookie, 'x-forwarded-for': guest.address } },
    );
  assert.equal(reported.status, 204, reported.text);
}
