import { getInstance, init } from '@module-federation/enhanced/runtime';
import { pageWithData } from '../testing/pageWithData';
import { loadRegistry, runtimeSources } from './servedVersions';

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

const entries = {
  mfe_menu: { entry: 'http://localhost:8081/mf-manifest.json' },
  mfe_tab: { entry: 'http://localhost:8082/mf-manifest.json' },
  mfe_checkout: { entry: 'http://localhost:8083/mf-manifest.json' },
  mfe_hotel: { entry: 'http://localhost:8084/mf-manifest.json' },
};

/** A page as the server writes it, with the registry it resolved for the guest. */
const pageWithRegistry = (json: string) => pageWithData('tabula-registry', json);

const registered = () => (getInstance()?.options.remotes ?? []).map((remote) => [remote.name, 'entry' in remote ? remote.entry : '']);

beforeAll(() => {
  init({ name: 'shell', remotes: [] });
});

// Each test registers the remotes again, as a retry does; the runtime warns that it overrides them.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('loading the remote registry', () => {
  it('takes the registry the page brings, without a request', async () => {
    const fetchImpl = jest.fn(answer(500, {}));
    await loadRegistry(fetchImpl, pageWithRegistry(JSON.stringify({ remotes: entries })));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(registered()).toEqual(Object.entries(entries).map(([name, { entry }]) => [name, entry]));
  });

  it('has the runtime load a remote’s entry straight away when the page names it, and its manifest otherwise', async () => {
    const script = 'http://localhost:8081/_files/remoteEntry.0c174ca8.js';
    const read = { remotes: { ...entries, mfe_menu: { ...entries.mfe_menu, script } } };
    await loadRegistry(answer(500, {}), pageWithRegistry(JSON.stringify(read)));
    expect(registered()).toEqual([
      ['mfe_menu', script],
      ...Object.entries(entries)
        .filter(([name]) => name !== 'mfe_menu')
        .map(([name, { entry }]) => [name, entry]),
    ]);
  });

  it('fetches /remotes.json when the page has no registry, or an unreadable one', async () => {
    const moved = { remotes: { ...entries, mfe_menu: { entry: 'http://localhost:8091/mf-manifest.json' } } };
    await loadRegistry(answer(200, moved), document.implementation.createHTMLDocument());
    expect(registered()).toContainEqual(['mfe_menu', 'http://localhost:8091/mf-manifest.json']);

    const fetchImpl = jest.fn(answer(200, { remotes: entries }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadRegistry(fetchImpl, pageWithRegistry('{"remotes": '));
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registered()).toContainEqual(['mfe_menu', 'http://localhost:8081/mf-manifest.json']);
  });

  it('says which status the registry answered when it is unavailable', async () => {
    await expect(loadRegistry(answer(500, { message: 'boom' }), document.implementation.createHTMLDocument())).rejects.toThrow(
      'The remote registry answered 500',
    );
  });

  it('refuses a registry that lacks a remote, naming it', async () => {
    const incomplete = { remotes: { mfe_menu: { entry: 'http://localhost:8081/mf-manifest.json' } } };
    await expect(loadRegistry(answer(200, {}), pageWithRegistry(JSON.stringify(incomplete)))).rejects.toThrow(/mfe_tab/);
  });
});

describe('falling back to the default version', () => {
  const variant = {
    remotes: {
      ...entries,
      mfe_menu: {
        entry: 'http://localhost:8081/b/mf-manifest.json',
        version: 'b',
        fallback: { entry: 'http://localhost:8081/a/mf-manifest.json', version: 'a' },
      },
    },
  };

  it('registers the fallback entry in place of the failed variant, once', async () => {
    await loadRegistry(answer(500, {}), pageWithRegistry(JSON.stringify(variant)));
    expect(runtimeSources.current('mfe_menu')?.version).toBe('b');

    expect(runtimeSources.switchToFallback('mfe_menu')).toBe(true);
    expect(registered()).toContainEqual(['mfe_menu', 'http://localhost:8081/a/mf-manifest.json']);
    expect(runtimeSources.current('mfe_menu')?.version).toBe('a');
    expect(runtimeSources.switchToFallback('mfe_menu')).toBe(false);
  });

  it('takes the failed version’s stylesheets off the page as it switches, and leaves other remotes’ and the shell’s', async () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="http://localhost:8081/_files/menu.1.css" data-rspack="mfe_menu_83901b2f37:12">',
      '<style data-rspack="mfe_menu_83901b2f37:13">.price{color:red}</style>',
      '<link rel="stylesheet" href="http://localhost:8082/_files/tab.1.css" data-rspack="mfe_tab_0a1b2c3d4e:7">',
      '<link rel="stylesheet" href="/shell.1.css">',
    ].join('');
    await loadRegistry(answer(500, {}), pageWithRegistry(JSON.stringify(variant)));
    expect(runtimeSources.switchToFallback('mfe_menu')).toBe(true);
    expect([...document.head.children].map((node) => node.getAttribute('href') ?? node.textContent)).toStrictEqual([
      'http://localhost:8082/_files/tab.1.css',
      '/shell.1.css',
    ]);
    document.head.innerHTML = '';
  });

  it('has nothing to fall back to for a remote on its default', async () => {
    await loadRegistry(answer(500, {}), pageWithRegistry(JSON.stringify({ remotes: entries })));
    expect(runtimeSources.current('mfe_tab')?.version).toBe('initial');
    expect(runtimeSources.switchToFallback('mfe_tab')).toBe(false);
  });
});
