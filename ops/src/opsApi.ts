import type { AuditEntry, ExperimentReport, PooledVersionReport, RemoteOverview } from '@tabula/shared';

/** Why a call failed, in the terms the page explains to the operator. */
export type OpsProblem = 'unauthorized' | 'conflict' | 'network' | 'failed';

export type OpsResult<T> = { ok: true; body: T } | { ok: false; problem: OpsProblem; status: number; message: string };

export interface OpsApi {
  listRemotes(token: string): Promise<OpsResult<{ remotes: RemoteOverview[] }>>;
  promote(token: string, remote: string, version: string, force?: boolean): Promise<OpsResult<unknown>>;
  split(token: string, venue: string, remote: string, variants: Record<string, number>): Promise<OpsResult<unknown>>;
  rollback(token: string, remote: string): Promise<OpsResult<unknown>>;
  audit(token: string): Promise<OpsResult<{ entries: AuditEntry[] }>>;
  listExperiments(token: string): Promise<OpsResult<{ experiments: ExperimentReport[] }>>;
  pooled(token: string): Promise<OpsResult<{ versions: PooledVersionReport[] }>>;
  shipExperiment(token: string, id: number, version: string): Promise<OpsResult<ExperimentReport>>;
  stopExperiment(token: string, id: number): Promise<OpsResult<ExperimentReport>>;
  rampExperiment(token: string, id: number, variants: Record<string, number>): Promise<OpsResult<ExperimentReport>>;
}

/** The newest changes the page lists. */
export const AUDIT_ROWS = 50;

function problemOf(status: number): OpsProblem {
  if (status === 401) return 'unauthorized';
  if (status === 409) return 'conflict';
  return 'failed';
}

function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return `HTTP ${status}`;
}

/**
 * The operator page's calls, same-origin with the ops token in x-ops-token. The page is a bundle of its
 * own that guests never load, so it does not carry the guest app's API client and its venue headers.
 */
export type OpsCall = <T>(token: string, method: string, path: string, body?: unknown) => Promise<OpsResult<T>>;

/** One call of the ops API with the token; other sections of the page (rollouts/) build their calls on it. */
export function createOpsCall(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): OpsCall {
  return async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<OpsResult<T>> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(path, {
        method,
        headers: { 'x-ops-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = response.status;
      text = await response.text();
    } catch {
      return { ok: false, problem: 'network', status: 0, message: 'network' };
    }
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      return { ok: false, problem: 'failed', status, message: `HTTP ${status}` };
    }
    if (status >= 200 && status < 300) return { ok: true, body: parsed as T };
    return { ok: false, problem: problemOf(status), status, message: messageOf(parsed, status) };
  };
}

export function createOpsApi(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): OpsApi {
  const call = createOpsCall(fetchImpl);
  const remotePath = (remote: string) => `/api/ops/remotes/${encodeURIComponent(remote)}`;
  const rolloutPath = (venue: string, remote: string) =>
    `/api/ops/venues/${encodeURIComponent(venue)}/remotes/${encodeURIComponent(remote)}`;

  return {
    listRemotes: (token) => call(token, 'GET', '/api/ops/remotes'),
    promote: (token, remote, version, force = false) =>
      call(token, 'PUT', `${remotePath(remote)}/default`, force ? { version, force } : { version }),
    split: (token, venue, remote, variants) => call(token, 'PUT', rolloutPath(venue, remote), { variants }),
    rollback: (token, remote) => call(token, 'POST', `${remotePath(remote)}/rollback`),
    audit: (token) => call(token, 'GET', `/api/ops/audit?limit=${AUDIT_ROWS}`),
    listExperiments: (token) => call(token, 'GET', '/api/ops/experiments'),
    pooled: (token) => call(token, 'GET', '/api/ops/experiments/pooled'),
    shipExperiment: (token, id, version) => call(token, 'POST', `/api/ops/experiments/${id}/ship`, { version }),
    stopExperiment: (token, id) => call(token, 'POST', `/api/ops/experiments/${id}/stop`),
    rampExperiment: (token, id, variants) => call(token, 'PUT', `/api/ops/experiments/${id}/weights`, { variants }),
  };
}
