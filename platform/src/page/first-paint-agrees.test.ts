import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  businessSiteUrl,
  formatMenuPrice,
  hotelVenueLink,
  isOutOfStock,
  languageSelectorVisible,
  toCents,
  viewOnlyReason,
  type GuestStay,
} from '@tabula/shared/page-facts';
import type { HotelDetails, Venue } from '@tabula/shared/entities';
import type { FirstPaintRules } from '@tabula/shared/page';
import { startServer, type RunningServer } from '../index';
import { DEMO_VENUES } from '@tabula/api/seed/venues';
import { call, type AnyJson } from '../testing/harness';

/*
 * The server's first paint against the app, for every demo venue: the page the server writes (the real
 * templates and rules the menu and hotel remotes publish) is read back, and each fact on it compared with
 * what the remotes' own screens compute from the API's answer the app reads: the menu's header (its bar:
 * languageSelectorVisible, businessSiteUrl), its cards (ItemCard: formatMenuPrice of the price,
 * CategorySection: isOutOfStock, a tap opening the dish unless the menu is only viewed) and the hotel
 * page's cards (hotelVenueLink with the guest's stay).
 */

const repo = resolve(import.meta.dirname, '../../..');
const published = (page: string) => ({
  template: readFileSync(join(repo, page, 'first-paint.html'), 'utf8'),
  rules: readFileSync(join(repo, page, 'first-paint.json'), 'utf8'),
});
const MENU = published('mfe-menu/src/pages/MenuPage');
const LANDING = published('mfe-hotel/src/pages/LandingPage');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x2F': '/', '#x60': '`', '#x3D': '=' };
/** Text as the browser reads it from the page: Mustache's escapes undone. */
const decoded = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x2F|#x60|#x3D);/g, (_, name: string) => ENTITIES[name] ?? '');
const first = (pattern: RegExp, html: string) => {
  const found = pattern.exec(html)?.[1];
  return found === undefined ? undefined : decoded(found);
};

/** The first paint of a page, or undefined when it has none. */
const paintOf = (html: string) => /<div id="tabula-first-paint"[^>]*>([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1];

interface Shown {
  name: string | undefined;
  price: string;
  soldOut: boolean;
  href: string | null;
}

/** The dishes the menu's first paint shows, each as a guest sees it: name, price, sold out, where a tap leads. */
function paintedDishes(paint: string): Shown[] {
  return paint
    .split('<li class="tabula-fp-dish"')
    .slice(1)
    .map((dish) => ({
      name: first(/tabula-fp-dish-name">([^<]*)</, dish),
      price: first(/tabula-fp-dish-price">([^<]*)</, dish) ?? '',
      soldOut: /^[^>]*data-out-of-stock/.test(dish),
      href: first(/href="([^"]*)"/, dish) ?? null,
    }));
}

/** The venue cards the landing page's first paint shows: each card's name and link. */
function paintedCards(paint: string): { name: string | undefined; href: string | null }[] {
  return paint
    .split('<div class="tabula-fp-card">')
    .slice(1)
    .map((card) => ({ name: first(/<h3>(?:<a [^>]*>|<span>)([^<]*)</, card), href: first(/<h3><a href="([^"]*)"/, card) ?? null }));
}

/** What the menu's cards show for the first dishes of the venue's first menu, from the venue the app reads. */
function appDishes(venue: Venue, count: number): Shown[] {
  const menu = venue.menus[0];
  const category = menu?.menu_categories[0];
  const orderable = viewOnlyReason(venue, null, menu) === null;
  return (category?.items ?? []).slice(0, count).map((item) => {
    const soldOut = isOutOfStock(menu, category, item);
    return {
      name: item.name,
      price: formatMenuPrice(toCents(item.price), venue.currency || 'USD'),
      soldOut,
      href: orderable && !soldOut ? `/addCart?item=${item.item_id}` : null,
    };
  });
}

/** Serves the menu's and the hotel's published first paints as their deployed builds would, beside a manifest naming them. */
function remoteOrigin(): Server {
  const files: Record<string, string> = {
    '/menu/first-paint/MenuPage.html': MENU.template,
    '/menu/first-paint/MenuPage.json': MENU.rules,
    '/hotel/first-paint/LandingPage.html': LANDING.template,
    '/hotel/first-paint/LandingPage.json': LANDING.rules,
  };
  const manifest = (module: string) => ({
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      firstPaint: { [`./${module}`]: `first-paint/${module}.html` },
    },
    exposes: [{ path: `./${module}`, assets: { js: { sync: [`${module}.1a2b3c4d.js`], async: [] }, css: { sync: [], async: [] } } }],
  });
  return createServer((req, res) => {
    const url = req.url ?? '';
    const body =
      files[url] ??
      (url === '/menu/mf-manifest.json'
        ? JSON.stringify(manifest('MenuPage'))
        : url === '/hotel/mf-manifest.json'
          ? JSON.stringify(manifest('LandingPage'))
          : undefined);
    res
      .writeHead(body === undefined ? 404 : 200, { 'content-type': url.endsWith('.html') ? 'text/html' : 'application/json' })
      .end(body ?? '{}');
  });
}

describe('the first paint and the app agree on price text, stock and links for every demo venue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-first-paint-agrees-'));
  const dist = join(dir, 'dist');
  let origin: Server;
  let server: RunningServer;
  const dishes = (JSON.parse(MENU.rules) as FirstPaintRules).menu?.dishes ?? 0;
  const cards = (JSON.parse(LANDING.rules) as FirstPaintRules).landing?.hotel?.venues ?? 0;

  const at = (slug: string, path: string, headers: Record<string, string> = {}) =>
    call<AnyJson>(server.url, 'GET', path, { headers: { host: `${slug}.localhost:${server.port}`, ...headers } });
  /** The page and the answer the app reads for it, at the same moment. */
  const menuOf = async (slug: string) => {
    const [page, venue] = await Promise.all([at(slug, '/menu', { accept: 'text/html' }), at(slug, '/menu-details/', { language: 'en' })]);
    return { paint: paintOf(page.text), venue: venue.body as Venue };
  };

  before(async () => {
    origin = remoteOrigin();
    await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    const remotesFile = join(dir, 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({
        remotes: {
          mfe_menu: { entry: `${url}/menu/mf-manifest.json` },
          mfe_tab: { entry: `${url}/tab/mf-manifest.json` },
          mfe_checkout: { entry: `${url}/checkout/mf-manifest.json` },
          mfe_hotel: { entry: `${url}/hotel/mf-manifest.json` },
        },
      }),
    );
    mkdirSync(dist);
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Tabula</title></head><body><div id="root"></div></body></html>',
    );
    const pages = [
      { path: '/menu', exact: false, load: [{ remote: 'mfe_menu', module: './MenuPage' }] },
      { path: '/', exact: true, load: [{ remote: 'mfe_hotel', module: './LandingPage' }] },
    ];
    writeFileSync(join(dist, 'page-routes.json'), JSON.stringify({ pages }));
    server = await startServer({ port: 0, dataDir: 'memory', shellDist: dist, remotesFile });
  });

  after(async () => {
    await server.close();
    await new Promise((done) => origin.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('paints the first dishes of each venue’s menu as its cards show them, under the header’s bar where the header shows one', async () => {
    assert.ok(dishes > 0, 'the menu publishes how many dishes it paints');
    let menus = 0;
    const bars = new Set<boolean>();
    for (const { slug } of DEMO_VENUES) {
      const { paint, venue } = await menuOf(slug);
      assert.ok(paint !== undefined, `${slug}: the menu has a first paint`);
      // VenueHeader's bar: MenuPage's language selector or the link back to the business site.
      const bar = languageSelectorVisible(venue.supported_translations_dict) || businessSiteUrl(venue) !== null;
      assert.equal(paint.includes('class="tabula-fp-controls"'), bar, `${slug}: the bar above the cover`);
      bars.add(bar);
      // A venue without a menu (the hotel's own) paints its header and no dishes, as its menu lists none.
      const expected = appDishes(venue, dishes);
      if (expected.length > 0) menus += 1;
      assert.deepEqual(paintedDishes(paint), expected, slug);
    }
    assert.ok(menus >= DEMO_VENUES.length - 1, 'the demo venues but the hotel list dishes');
    assert.equal(bars.size, 2, 'some demo venue’s header shows the bar and some does not');
  });

  it('marks sold out what the cards mark sold out, by the dish and by its category, and opens no sold-out dish', async () => {
    for (const { slug } of DEMO_VENUES) {
      const { venue } = await menuOf(slug);
      const category = venue.menus[0]?.menu_categories[0];
      const second = category?.items[1] ?? category?.items[0];
      if (category === undefined || second === undefined) continue;
      await server.app.tabula.db.query('UPDATE items SET out_of_stock = true WHERE id = $1', [second.item_id]);
      try {
        const soldOutDish = await menuOf(slug);
        assert.deepEqual(paintedDishes(soldOutDish.paint ?? ''), appDishes(soldOutDish.venue, dishes), `${slug}, one dish sold out`);
        assert.ok(
          paintedDishes(soldOutDish.paint ?? '').some((dish) => dish.soldOut && dish.href === null),
          slug,
        );
        await server.app.tabula.db.query('UPDATE menu_categories SET out_of_stock = true WHERE id = $1', [category.id]);
        const soldOutCategory = await menuOf(slug);
        const painted = paintedDishes(soldOutCategory.paint ?? '');
        assert.deepEqual(painted, appDishes(soldOutCategory.venue, dishes), `${slug}, its category sold out`);
        assert.ok(painted.length > 0 && painted.every((dish) => dish.soldOut), slug);
      } finally {
        await server.app.tabula.db.query('UPDATE items SET out_of_stock = false WHERE id = $1', [second.item_id]);
        await server.app.tabula.db.query('UPDATE menu_categories SET out_of_stock = false WHERE id = $1', [category.id]);
      }
    }
  });

  it('links each venue card of a hotel’s page where the hotel page’s card leads, with the guest’s stay', async () => {
    const session = '7d1e4f2a-3b5c-4d6e-8f90-a1b2c3d4e5f6';
    const visits: [string, GuestStay][] = [
      ['/', { sessionId: null, roomNumber: null }],
      [`/?sessionid=${session}&room_no=204`, { sessionId: session, roomNumber: '204' }],
    ];
    let hotels = 0;
    for (const { slug } of DEMO_VENUES) {
      const hotel = (await at(slug, '/api/venue/hotel-details/')).body as HotelDetails | { error: string };
      for (const [path, stay] of visits) {
        const paint = paintOf((await at(slug, path, { accept: 'text/html' })).text) ?? '';
        if (!('venues' in hotel) || !hotel.display_hotel_details) {
          assert.deepEqual(paintedCards(paint), [], `${slug} shows no hotel page`);
          continue;
        }
        hotels += 1;
        const expected = hotel.venues.slice(0, cards).map((venue) => ({ name: venue.name, href: hotelVenueLink(venue, stay) }));
        assert.ok(expected.length > 0, `${slug}: the hotel lists venues`);
        assert.deepEqual(paintedCards(paint), expected, `${slug} at ${path}`);
      }
    }
    assert.ok(hotels > 0, 'some demo venue shows its hotel’s page');
  });
});
