import assert from 'node:assert/strict';
import { it } from 'node:test';
import { call, suite } from '../testing/harness';
import { item, menusOf, openTab, VENUE } from '../testing/flows';

suite('venue routes', (t) => {
  it('serves the default venue on a plain host, without menus', async () => {
    const res = await t().get('/details-slim/');
    assert.equal(res.status, 200);
    const v = res.body;
    assert.equal(v.slug, 'bistro');
    assert.equal(v.uuid, VENUE.bistro);
    assert.equal(v.colour, '#1F7A5C');
    assert.equal(v.currency, 'EUR');
    assert.equal(v.type, 1);
    assert.deepEqual(v.business_account, { type: 0, domain: null });
    assert.equal(v.accept_card, true);
    assert.equal(v.accept_cash, true);
    assert.equal(v.stripe_account_ref, 'acct_demo_bistro');
    assert.equal(v.accept_orders_without_tab, false);
    assert.equal(v.show_request_waiter_action, true);
    assert.deepEqual(v.supported_translations_dict, { en: 'English', es: 'Español', gr: 'Ελληνικά', fr: 'Français' });
    assert.equal(v.default_language, 'en');
    assert.match(v.instagram_url, /^https:\/\//);
    assert.match(v.facebook_url, /^https:\/\//);
    assert.match(v.logo, /^data:image\/svg\+xml/);
    assert.equal(v.guest_session_details, null);
    assert.equal(v.domain, `http://bistro.localhost:${t().port}`);
    assert.deepEqual(v.menus, []);
  });

  it('resolves the venue from the Host, then x-venue-slug, and 404s an unknown one', async () => {
    const byHost = await t().get('/details-slim/', { headers: t().host('harbour') });
    assert.equal(byHost.body.slug, 'harbour');
    const byHeader = await t().get('/details-slim/', { headers: { 'x-venue-slug': 'gallery' } });
    assert.equal(byHeader.body.slug, 'gallery');
    const hostWins = await t().get('/details-slim/', { headers: { ...t().host('closed'), 'x-venue-slug': 'gallery' } });
    assert.equal(hostWins.body.slug, 'closed');
    const unknown = await t().get('/details-slim/', { headers: t().host('nowhere') });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { statusCode: 404, error: 'Not Found', message: 'Url Not Found' });
  });

  it('serves the bistro menu as seeded', async () => {
    const menus = await menusOf(t(), 'bistro');
    assert.deepEqual(
      menus.map((m) => m.name),
      ['Food', 'Drinks'],
    );
    const food = menus[0];
    assert.deepEqual(
      food?.menu_categories.map((c) => [c.name, c.availability.out_of_stock]),
      [
        ['Pizza', false],
        ['Salads', false],
        ['Mains', false],
        ['Desserts', true],
      ],
    );
    const pizza = item(menus, 'Margherita Pizza');
    assert.equal(pizza.price, 9);
    assert.deepEqual(
      pizza.prices.map((p) => [p.description, p.amount]),
      [
        ['Small', 9],
        ['Large', 13],
      ],
    );
    assert.match(pizza.description, /<strong>/);
    const [crust, toppings] = pizza.item_customisations;
    assert.equal(crust?.name, 'Crust');
    assert.equal(crust?.required, true);
    assert.equal(crust?.max_selectable, 1);
    assert.equal(toppings?.max_selectable, 2);
    assert.deepEqual(
      toppings?.customisation_options.map((o) => [o.name, o.price, o.availability.out_of_stock]),
      [
        ['Olives', 0.5, false],
        ['Mushrooms', 0.7, false],
        ['Peppers', 0.6, false],
        ['Anchovies', 0.8, true],
      ],
    );
    const greek = item(menus, 'Greek Salad');
    assert.equal(greek.price, 7.5);
    assert.deepEqual(greek.tags[0], { name: 'Popular', image: null, colour: { bg_hex: '#FFE8A3', text_hex: '#7A4B00' } });
    const caesar = item(menus, 'Caesar Salad');
    assert.equal(caesar.image, null);
    assert.equal(caesar.price, 8);
    assert.notEqual(caesar.tags[0]?.name, 'Popular');
    assert.equal(item(menus, 'Moussaka').availability.out_of_stock, true);
    // Own flag only: the client derives inheritance from the category.
    assert.equal(item(menus, 'Baklava').availability.out_of_stock, false);
    assert.equal(item(menus, 'Lemonade').price, 3);
    assert.equal(item(menus, 'Tap Water').price, 0);
  });

  it('translates the menu per the language header, falling back to English', async () => {
    const es = await menusOf(t(), 'bistro', 'es');
    assert.equal(es[0]?.name, 'Comida');
    assert.equal(es[0]?.menu_categories[1]?.name, 'Ensaladas');
    assert.ok(item(es, 'Pizza Margarita').item_customisations.some((g) => g.name === 'Masa'));
    const gr = await menusOf(t(), 'bistro', 'gr');
    assert.equal(gr[1]?.name, 'Ποτά');
    item(gr, 'Χωριάτικη σαλάτα');
    assert.match(item(gr, 'Πίτσα Μαργαρίτα').description, /<ul><li>Ψημένη σε ξυλόφουρνο<\/li><li>Ζύμη 48 ωρών<\/li><\/ul>$/);
    assert.equal(item(gr, 'Σαλάτα του Καίσαρα').prices[0]?.description, 'Κανονική');
    const fr = await menusOf(t(), 'bistro', 'fr');
    item(fr, 'Salade grecque');
    assert.equal(item(fr, 'Salade César').description, '<p>Romaine, parmesan, croûtons et notre sauce aux anchois.</p>');
    const unknown = await menusOf(t(), 'bistro', 'de');
    assert.equal(unknown[0]?.name, 'Food');
    // A language the venue does not offer is not served even when translations exist.
    const harbourGr = await menusOf(t(), 'poolside', 'es');
    assert.equal(harbourGr[0]?.name, 'Pool Bar');
  });

  it('serves menus, details and tables by venue uuid', async () => {
    const menu = await t().get(`/api/venue/${VENUE.bistro}/menu/`, { headers: { language: 'es' } });
    assert.equal(menu.status, 200);
    assert.equal(menu.body.menus[0].name, 'Comida');
    const details = await t().get(`/api/venue/${VENUE.harbour}/details/`);
    assert.equal(details.body.slug, 'harbour');
    assert.equal(details.body.accept_orders_without_tab, true);
    assert.equal(details.body.accept_card, false);
    const tables = await t().get(`/api/venue/${VENUE.bistro}/tables/`);
    assert.deepEqual(
      tables.body,
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    const unknown = await t().get('/api/venue/00000000-0000-4000-8000-000000000000/details/');
    assert.equal(unknown.status, 404);
    const malformed = await t().get('/api/venue/not-a-uuid/tables/');
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.message, /uuid/);
  });

  it('lists every table, and the tables without an open tab', async () => {
    const all = await t().get('/tables/list-all/', { headers: t().host('harbour') });
    assert.equal(all.body.length, 12);
    await openTab(t(), VENUE.harbour, '3');
    const free = await t().get('/tables/list/', { headers: t().host('harbour') });
    assert.equal(free.body.length, 11);
    assert.ok(!free.body.includes('3'));
    const allAgain = await t().get('/tables/list-all/', { headers: { 'x-venue-slug': 'harbour' } });
    assert.ok(allAgain.body.includes('3'));
  });

  it('describes the demo venues', async () => {
    const slim = async (slug: string) => (await t().get('/details-slim/', { headers: t().host(slug) })).body;
    const harbour = await slim('harbour');
    assert.deepEqual([harbour.type, harbour.accept_cash, harbour.accept_card], [2, true, false]);
    assert.deepEqual(Object.keys(harbour.supported_translations_dict), ['en']);
    const gallery = await slim('gallery');
    assert.equal(gallery.read_only_menu, true);
    assert.ok(gallery.read_only_text);
    assert.equal((await slim('closed')).is_currently_accepting_orders, false);
    const hotel = await slim('grand-hotel');
    assert.equal(hotel.display_hotel_details, true);
    assert.deepEqual(hotel.business_account, { type: 1, domain: `http://grand-hotel.localhost:${t().port}` });
    const rooms = await slim('room-service');
    assert.equal(rooms.type, 3);
    assert.equal(rooms.accept_room_charge, true);
    assert.deepEqual(rooms.business_account, { type: 1, domain: `http://grand-hotel.localhost:${t().port}` });
    const pool = await slim('poolside');
    assert.equal(pool.business_account.type, 1);
    const mega = await t().get('/menu-details/', { headers: t().host('megamenu') });
    const categories = mega.body.menus.flatMap((m: { menu_categories: { items: unknown[] }[] }) => m.menu_categories);
    assert.equal(mega.body.menus.length, 3);
    assert.equal(categories.length, 40);
    assert.equal(categories.flatMap((c: { items: unknown[] }) => c.items).length, 2000);
  });

  it('lists the hotel’s venues on its landing page', async () => {
    const res = await t().get('/api/venue/hotel-details/', { headers: t().host('grand-hotel') });
    assert.equal(res.status, 200);
    assert.equal(res.body.display_hotel_details, true);
    assert.equal(res.body.guest_session_details, null);
    assert.deepEqual(
      res.body.venues.map((v: { slug: string }) => v.slug),
      ['room-service', 'gallery', 'poolside'],
    );
    const rooms = res.body.venues[0];
    assert.equal(rooms.uuid, VENUE['room-service']);
    assert.equal(rooms.type, 3);
    assert.equal(rooms.domain, `http://room-service.localhost:${t().port}`);
    assert.equal(res.body.venues[1].read_only_menu, true);
  });

  it('serves the OpenAPI document and its UI offline, and a health check', async () => {
    const doc = await t().get('/api/docs/json');
    assert.equal(doc.status, 200);
    const paths = Object.keys(doc.body.paths);
    for (const p of [
      '/details-slim/',
      '/menu-details/',
      '/tables/list-all/',
      '/tables/list/',
      '/send-session-email/',
      '/api/order/create-order-with-tab/',
      '/api/order/{order_uuid}/checkout/',
      '/api/payments/simulator/confirm',
      '/api/ops/orders/{order_uuid}/status',
      '/api/venue/hotel-details/',
      '/api/tab/{tab_uuid}/check/',
    ]) {
      assert.ok(paths.includes(p), `${p} missing from the OpenAPI document`);
    }
    const ui = await t().get('/api/docs', { headers: { accept: 'text/html' } });
    assert.ok(ui.status === 200 || ui.status === 302, String(ui.status));
    const asset = await t().get('/api/docs/static/swagger-ui.css');
    assert.equal(asset.status, 200);
    assert.deepEqual((await t().get('/api/health')).body, { ok: true });
  });

  it('allows credentialed CORS from the shell’s own origins only', async () => {
    const preflight = (origin: string) =>
      call(t().url, 'OPTIONS', '/api/order/create/', {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,tab-uuid,guest-session-uuid',
        },
      });
    const own = `http://harbour.localhost:${t().port}`;
    const ok = await preflight(own);
    assert.equal(ok.headers['access-control-allow-origin'], own);
    assert.equal(ok.headers['access-control-allow-credentials'], 'true');
    assert.match(String(ok.headers['access-control-allow-headers']), /tab-uuid/);
    assert.equal((await preflight(`http://127.0.0.1:${t().port}`)).headers['access-control-allow-origin'], `http://127.0.0.1:${t().port}`);
    assert.equal((await preflight('http://menu.localhost:3001')).headers['access-control-allow-origin'], undefined);
    assert.equal((await preflight('https://evil.example')).headers['access-control-allow-origin'], undefined);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t().get('/api/nothing-here', { headers: { accept: 'text/html' } });
    assert.equal(res.status, 404);
    assert.equal(res.body.error, 'Not Found');
  });
});
