import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { droppedRoutes, pagesOf, parseDeclaration } from './declared-pages';

const page = (path: string, module: string, tabBar = false) => ({ path, module, titleKey: 'common.menu', tabBar });

describe("the pages the remotes' declarations make", () => {
  it('puts the more specific route first, as the shell’s router ranks them, and hands the tab bar to the pages that ask', () => {
    const pages = pagesOf({
      mfe_hotel: {
        pages: [page('/venue/:id', './VenuePage'), page('/venue', './VenuesPage'), page('/venue/d/:id', './LandingPage')],
        widgets: [],
      },
      mfe_menu: { pages: [page('/venue/d', './Other'), page('/menu', './MenuPage', true)], widgets: [] },
      mfe_tab: { pages: [], widgets: [{ slot: 'tabBar', module: './TabBar' }] },
    });
    assert.deepEqual(
      pages.map((p) => p.path),
      ['/venue/d/:id', '/venue/d', '/venue/:id', '/venue', '/menu'],
    );
    assert.deepEqual(pages.find((p) => p.path === '/menu')?.load, [
      { remote: 'mfe_menu', module: './MenuPage' },
      { remote: 'mfe_tab', module: './TabBar' },
    ]);
  });

  it('gives a path two remotes declare to the first', () => {
    const pages = pagesOf({
      mfe_menu: { pages: [page('/menu', './MenuPage')], widgets: [] },
      mfe_tab: { pages: [page('/Menu', './X')], widgets: [] },
    });
    assert.deepEqual(
      pages.map((p) => p.load[0]?.remote),
      ['mfe_menu'],
    );
  });

  it('reads only well-formed pages and widgets from a manifest, and nothing from one without a declaration', () => {
    assert.deepEqual(
      parseDeclaration({ pages: [page('/', './Home'), page('/ok', './Ok'), { path: '/x' }], widgets: [{ slot: 'tabBar', module: 3 }] }),
      {
        pages: [page('/ok', './Ok')],
        widgets: [],
      },
    );
    assert.equal(parseDeclaration(undefined), undefined);
  });

  it('names the routes and widgets a new declaration drops, paths compared case-insensitively', () => {
    const before = {
      pages: [page('/menu', './MenuPage'), page('/search', './SearchPage')],
      widgets: [{ slot: 'tabBar' as const, module: './TabBar' }],
    };
    assert.deepEqual(droppedRoutes(before, { pages: [page('/MENU', './MenuPage')], widgets: [] }), ['/search', 'the tabBar widget']);
    assert.deepEqual(droppedRoutes(before, before), []);
  });
});
