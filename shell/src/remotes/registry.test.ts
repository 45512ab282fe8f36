import { loadRegistry } from './registry';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loading the remote registry', () => {
  it('says which status the registry answered when it is unavailable', async () => {
    await expect(loadRegistry(answer(500, { message: 'boom' }))).rejects.toThrow('The remote registry answered 500');
  });

  it('refuses a registry that lacks a remote, naming it', async () => {
    const incomplete = { remotes: { mfe_menu: { entry: 'http://localhost:8081/mf-manifest.json' } } };
    await expect(loadRegistry(answer(200, incomplete))).rejects.toThrow(/mfe_tab/);
  });
});
