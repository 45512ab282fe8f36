import type { PreviewLink } from '@tabula/shared';
import type { OpsResult } from '../opsApi';

export interface PreviewsApi {
  list(token: string): Promise<OpsResult<{ previews: PreviewLink[] }>>;
  revoke(token: string, id: number): Promise<OpsResult<unknown>>;
}

const messageOf = (body: unknown, status: number) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : `HTTP ${status}`;

/** The preview links' two calls, same-origin with the ops token, answered in the page's OpsResult terms. */
export function createPreviewsApi(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): PreviewsApi {
  async function call<T>(token: string, method: string, path: string): Promise<OpsResult<T>> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetchImpl(path, { method, headers: { 'x-ops-token': token } });
      const text = await response.text();
      body = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      return { ok: false, problem: 'network', status: 0, message: 'network' };
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { ok: true, body: body as T };
    const problem = status === 401 ? 'unauthorized' : status === 409 ? 'conflict' : 'failed';
    return { ok: false, problem, status, message: messageOf(body, status) };
  }
  return {
    list: (token) => call(token, 'GET', '/api/ops/previews'),
    revoke: (token, id) => call(token, 'DELETE', `/api/ops/previews/${id}`),
  };
}
