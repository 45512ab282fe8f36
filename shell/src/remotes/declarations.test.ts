import { BUILT_DECLARATIONS } from './builtDeclarations';
import { declarationsOf } from './declarations';
import { parseDeclaration } from './routeDeclaration';

const specials = {
  pages: [
    { path: '/menu', module: './MenuPage', titleKey: 'common.menu', tabBar: true },
    { path: '/specials', module: './SpecialsPage', titleKey: 'common.menu', tabBar: false },
  ],
  widgets: [],
};
const manifest = (routes: unknown) => new Response(JSON.stringify({ metaData: { name: 'mfe_menu', routes } }), { status: 200 });
const entries = {
  mfe_menu: { entry: 'http://localhost:8081/v2/mf-manifest.json' },
  mfe_tab: { entry: 'http://localhost:8082/v1/mf-manifest.json' },
  mfe_checkout: { entry: 'http://localhost:8083/v1/mf-manifest.json' },
  mfe_hotel: { entry: 'http://localhost:8084/v1/mf-manifest.json' },
};

describe("the remotes' route declarations", () => {
  it('are the ones the server wrote into the page, without a request', async () => {
    const fetchImpl = jest.fn();
    const declared = await declarationsOf(entries, { mfe_menu: specials }, fetchImpl);
    expect(declared.mfe_menu).toEqual(specials);
    expect(fetchImpl).not.toHaveBeenCalled();
    // A remote the server could not read keeps the routes this shell was built with, so its pages show its failure, not a 404.
    expect(declared.mfe_checkout).toEqual(BUILT_DECLARATIONS.mfe_checkout);
  });

  it("are read from each version's manifest when the page has none (the dev server)", async () => {
    const fetchImpl = jest.fn(async (url: string) =>
      url.includes('8081') ? manifest(specials) : new Response('', { status: 502 }),
    ) as unknown as typeof fetch;
    const declared = await declarationsOf(entries, undefined, fetchImpl);
    expect(declared.mfe_menu).toEqual(specials);
    expect(declared.mfe_tab).toEqual(BUILT_DECLARATIONS.mfe_tab);
    expect(fetchImpl).toHaveBeenCalledWith(entries.mfe_menu.entry, expect.anything());
  });

  it('keep only well-formed pages and widgets: `/` is the shell’s', () => {
    expect(
      parseDeclaration({
        pages: [
          { path: '/', module: './Home', titleKey: 'x', tabBar: false },
          { path: '/ok', module: './Ok', titleKey: 'x', tabBar: false },
          'junk',
        ],
        widgets: [
          { slot: 'sidebar', module: './Side' },
          { slot: 'tabBar', module: './TabBar' },
        ],
      }),
    ).toEqual({
      pages: [{ path: '/ok', module: './Ok', titleKey: 'x', tabBar: false }],
      widgets: [{ slot: 'tabBar', module: './TabBar' }],
    });
    expect(parseDeclaration({ routes: [] })).toBeUndefined();
  });
});
