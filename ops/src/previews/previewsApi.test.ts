import { createPreviewsApi } from './previewsApi';

function recording(status: number, body: string) {
  const calls: [string, RequestInit | undefined][] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(body === '' ? null : body, { status });
  }) as unknown as typeof fetch;
  return { calls, api: createPreviewsApi(fetchImpl) };
}

describe('createPreviewsApi', () => {
  it('lists and revokes with the ops token', async () => {
    const listed = recording(200, '{"previews":[]}');
    expect(await listed.api.list('tok')).toEqual({ ok: true, body: { previews: [] } });
    const revoked = recording(204, '');
    expect(await revoked.api.revoke('tok', 12)).toEqual({ ok: true, body: null });
    expect(
      [...listed.calls, ...revoked.calls].map(([url, init]) => [
        init?.method,
        url,
        (init?.headers as Record<string, string>)['x-ops-token'],
      ]),
    ).toEqual([
      ['GET', '/api/ops/previews', 'tok'],
      ['DELETE', '/api/ops/previews/12', 'tok'],
    ]);
  });

  it("answers a refusal with the API's message, and a lost connection as such", async () => {
    expect(await recording(404, '{"message":"No preview link 12"}').api.revoke('tok', 12)).toEqual({
      ok: false,
      problem: 'failed',
      status: 404,
      message: 'No preview link 12',
    });
    expect(await recording(401, '{"message":"Invalid ops token"}').api.list('x')).toMatchObject({ problem: 'unauthorized' });
    const offline = createPreviewsApi((async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
    expect(await offline.list('tok')).toEqual({ ok: false, problem: 'network', status: 0, message: 'network' });
  });
});
