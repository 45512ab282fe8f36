import { createOpsApi } from './opsApi';

function fakeFetch(status: number, body: string) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body === '' ? null : body, { status }));
}

describe('the ops API client', () => {
  it('sends the token and the body the contract names', async () => {
    const fetchImpl = fakeFetch(204, '');
    const api = createOpsApi(fetchImpl as unknown as typeof fetch);
    await api.split('tok', 'bistro', 'mfe_menu', { a: 50, b: 50 });
    await api.promote('tok', 'mfe_menu', 'b');
    await api.promote('tok', 'mfe_menu', 'b', true);
    await api.rollback('tok', 'mfe_menu');
    await api.audit('tok');
    await api.listRemotes('tok');
    expect(fetchImpl.mock.calls.map(([url, init]) => [init?.method, url, init?.body])).toEqual([
      ['PUT', '/api/ops/venues/bistro/remotes/mfe_menu', '{"variants":{"a":50,"b":50}}'],
      ['PUT', '/api/ops/remotes/mfe_menu/default', '{"version":"b"}'],
      ['PUT', '/api/ops/remotes/mfe_menu/default', '{"version":"b","force":true}'],
      ['POST', '/api/ops/remotes/mfe_menu/rollback', undefined],
      ['GET', '/api/ops/audit?limit=50', undefined],
      ['GET', '/api/ops/remotes', undefined],
    ]);
    expect(fetchImpl.mock.calls.every(([, init]) => (init?.headers as Record<string, string>)['x-ops-token'] === 'tok')).toBe(true);
  });

  it('returns the list of remotes', async () => {
    const api = createOpsApi(fakeFetch(200, '{"remotes":[]}') as unknown as typeof fetch);
    await expect(api.listRemotes('tok')).resolves.toEqual({ ok: true, body: { remotes: [] } });
  });

  it.each([
    [401, '{"message":"Invalid ops token"}', 'unauthorized', 'Invalid ops token'],
    [409, '{"message":"react ^19 is not provided by the shell"}', 'conflict', 'react ^19 is not provided by the shell'],
    [500, 'oops', 'failed', 'HTTP 500'],
  ])('names a %i answer', async (status, body, problem, message) => {
    const api = createOpsApi(fakeFetch(status, body) as unknown as typeof fetch);
    await expect(api.promote('tok', 'mfe_menu', 'b')).resolves.toEqual({ ok: false, problem, status, message });
  });

  it('names a network failure', async () => {
    const api = createOpsApi((async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
    await expect(api.listRemotes('tok')).resolves.toMatchObject({ ok: false, problem: 'network' });
  });
});
