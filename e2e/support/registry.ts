import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { AuditEntry, RemoteOverview } from '@tabula/shared/entities';
import { expect } from './test';

/** The API as Node reaches it: Node does not resolve *.localhost the way Chromium does. */
const API = 'http://localhost:8080';

/** The operator token: OPS_TOKEN for a composition already running (BASE_URL), else the one its API generated in its data folder. */
export function opsToken(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it');
  return readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim();
}

/** One call of the registry's operator API, as a team's deploy or an operator makes it; insists it worked. */
export async function ops(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  data?: unknown,
  token: string = opsToken(),
): Promise<unknown> {
  const response = await request.fetch(`${API}${pathname}`, {
    method,
    headers: { 'x-ops-token': token },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${pathname}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? undefined : response.json();
}

/**
 * Failing guests (each its browser, all one client: REMOTE_FAILURE_CLIENTS=1) that stop a variant or roll back a
 * default here: two of two fail significantly more often than a healthy control or the 1 % baseline, one never does.
 */
export const FAILURE_GUESTS = 2;

/**
 * A named operator the composition knows (OPS_TOKENS in playwright.config.ts): the audit log names
 * what their token changed, where the generated token's changes are `admin`'s.
 */
export const RELEASE_MANAGER = { name: 'release-manager', token: 'e2e-release-manager-0123456789' };

/** Every remote as GET /api/ops/remotes lists it. */
export async function listRemotes(request: APIRequestContext): Promise<RemoteOverview[]> {
  return ((await ops(request, 'GET', '/api/ops/remotes')) as { remotes: RemoteOverview[] }).remotes;
}

/** Where a registered version of a remote is served (its entry), from GET /api/ops/remotes. */
export async function entryOf(request: APIRequestContext, remote: string, version: string): Promise<string> {
  const entry = (await listRemotes(request)).find((r) => r.name === remote)?.versions.find((v) => v.version === version)?.entry;
  if (!entry) throw new Error(`${remote} ${version} is not registered`);
  return entry;
}

/** Registers a build of a remote under a label and makes it every venue's default. */
export async function deployAndPromote(request: APIRequestContext, remote: string, version: string, entry: string): Promise<void> {
  await ops(request, 'POST', `/api/ops/remotes/${remote}/versions`, { version, entry });
  await ops(request, 'PUT', `/api/ops/remotes/${remote}/default`, { version });
}

/** One remote as GET /api/ops/remotes lists it. */
export async function remoteState(request: APIRequestContext, remote: string): Promise<RemoteOverview> {
  const found = (await listRemotes(request)).find((r) => r.name === remote);
  if (!found) throw new Error(`no remote ${remote}`);
  return found;
}

/** The newest entries of the audit log, as GET /api/ops/audit lists them. */
export async function auditOf(request: APIRequestContext, remote: string, limit = 20): Promise<AuditEntry[]> {
  const { entries } = (await ops(request, 'GET', `/api/ops/audit?remote=${remote}&limit=${limit}`)) as { entries: AuditEntry[] };
  return entries;
}
