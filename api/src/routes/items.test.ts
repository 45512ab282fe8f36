import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Item, Menu } from '@tabula/shared/entities';
import { add, item, menusOf, newOrder, openTab, option, price, repeatLines, VENUE } from '../testing/flows';
import { fingerprint, suite } from '../testing/harness';

suite('order item routes', (t) => {
  let menus: Menu[];
  let pizza: Item;
  before(async () => {
    menus = await menusOf(t(), 'bistro');
    pizza = item(menus, 'Margherita Pizza');
  });
  const pizzaLine = (extra: Record<string, unknown> = {}) => ({
    item_id: pizza.item_id,
    price_id: price(pizza, 'Large'),
    options: [option(pizza, 'Thin'), option(pizza, 'Olives'), option(pizza, 'Mushrooms')],
    quantity: 2,
    note: 'well done',
    ...extra,
  });

  it('prices a line from the menu: price plus options, times quantity', async () => {
    const tab = await openTab(t(), VENUE.bistro, '1');
    const line = await add(t(), tab.order_uuid, { ...pizzaLine(), price: 0.01 });
    assert.equal(line.price, 14.2);
    assert.equal(line.quantity, 2);
    assert.equal(line.order_price, 28.4);
    assert.equal(line.item_ref, pizza.item_id);
    assert.equal(line.price_id, price(pizza, 'Large'));
    assert.equal(line.note, 'well done');
    assert.equal(line.name, 'Margherita Pizza');
    assert.deepEqual(
      line.order_item_options.map((o: { name: string; price: number; customisation_option_ref: number }) => [
        o.name,
        o.price,
        o.customisation_option_ref,
      ]),
      [
        ['Thin', 0, option(pizza, 'Thin')],
        ['Olives', 0.5, option(pizza, 'Olives')],
        ['Mushrooms', 0.7, option(pizza, 'Mushrooms')],
      ],
    );
    const water = await add(t(), tab.order_uuid, { item_id: item(menus, 'Tap Water').item_id, quantity: 3 });
    assert.equal(water.price, 0);
    assert.equal(water.order_price, 28.4);
    const details = await t().get(`/api/order/${tab.order_uuid}/details/`);
    assert.equal(details.body.order_items.length, 2);
    assert.equal(details.body.order_price, 28.4);
  });

  it('edits and removes lines, re-pricing them', async () => {
    const tab = await openTab(t(), VENUE.bistro, '2');
    const line = await add(t(), tab.order_uuid, pizzaLine());
    const edited = await t().post(`/api/order/${tab.order_uuid}/edit-item/`, {
      order_item_id: line.order_item_id,
      price_id: price(pizza, 'Small'),
      options: [option(pizza, 'Classic'), option(pizza, 'Peppers')],
      quantity: 3,
      note: '',
    });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.order_item_id, line.order_item_id);
    assert.equal(edited.body.price, 9.6);
    assert.equal(edited.body.order_price, 28.8);
    assert.deepEqual(
      edited.body.order_item_options.map((o: { name: string }) => o.name),
      ['Classic', 'Peppers'],
    );
    const unknownLine = await t().post(`/api/order/${tab.order_uuid}/edit-item/`, { order_item_id: 999999, quantity: 1 });
    assert.equal(unknownLine.status, 404);
    const removed = await t().post(`/api/order/${tab.order_uuid}/remove-item/`, { order_item_id: line.order_item_id });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body, { removed: line.order_item_id, order_price: 0 });
    const again = await t().post(`/api/order/${tab.order_uuid}/remove-item/`, { order_item_id: line.order_item_id });
    assert.equal(again.status, 404);
  });

  it('enforces required groups, max_selectable and out of stock, changing no row', async () => {
    const tab = await openTab(t(), VENUE.bistro, '3');
    const other = await newOrder(t(), VENUE.harbour);
    const harbourMenus = await menusOf(t(), 'harbour');
    const before = await fingerprint(t().db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [pizzaLine({ options: [option(pizza, 'Olives')] }), /Crust is required/],
      [pizzaLine({ options: [option(pizza, 'Thin'), option(pizza, 'Classic')] }), /at most 1 in Crust/],
      [
        pizzaLine({ options: [option(pizza, 'Thin'), option(pizza, 'Olives'), option(pizza, 'Mushrooms'), option(pizza, 'Peppers')] }),
        /at most 2 in Extra toppings/,
      ],
      [pizzaLine({ options: [option(pizza, 'Thin'), option(pizza, 'Anchovies')] }), /Anchovies is out of stock/],
      [pizzaLine({ options: [option(pizza, 'Thin'), 999999] }), /Unknown option 999999/],
      [pizzaLine({ options: [option(pizza, 'Thin'), option(pizza, 'Thin')] }), /chosen twice/],
      [pizzaLine({ price_id: null }), /Choose a price/],
      [pizzaLine({ price_id: item(menus, 'Lemonade').prices[0]!.id }), /Unknown price_id/],
      [{ item_id: item(menus, 'Moussaka').item_id, quantity: 1 }, /Moussaka is out of stock/],
      [{ item_id: item(menus, 'Baklava').item_id, quantity: 1 }, /Baklava is out of stock/],
      [{ item_id: 999999, quantity: 1 }, /Unknown item_id/],
      [{ item_id: item(harbourMenus, 'IPA').item_id, quantity: 1 }, /Unknown item_id/],
    ];
    for (const [body, message] of cases) {
      const res = await t().post(`/api/order/${tab.order_uuid}/add-item/`, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)} → ${res.text}`);
      assert.match(res.body.message, message);
    }
    const crossVenue = await t().at('harbour').post(`/api/order/${other}/add-item/`, { item_id: pizza.item_id, quantity: 1 });
    assert.equal(crossVenue.status, 400);
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('answers malformed input with a 4xx and a message, changing no row', async () => {
    const tab = await openTab(t(), VENUE.bistro, '4');
    const line = await add(t(), tab.order_uuid, pizzaLine());
    const path = `/api/order/${tab.order_uuid}/add-item/`;
    const before = await fingerprint(t().db);
    const bad = async (res: Promise<{ status: number; body: { message: string; statusCode: number } }>, why: string) => {
      const r = await res;
      assert.ok(r.status >= 400 && r.status < 500, `${why}: status ${r.status}`);
      assert.equal(typeof r.body.message, 'string', why);
      assert.ok(r.body.message.length > 0, why);
      assert.equal(r.body.statusCode, r.status, why);
    };
    await bad(t().post(path, undefined, { rawBody: '{"item_id": 1,' }), 'bad JSON');
    await bad(t().post(path, undefined, { rawBody: '' }), 'empty body');
    await bad(t().post(path, undefined, { rawBody: 'item_id=1', headers: { 'content-type': 'text/plain' } }), 'not JSON');
    await bad(t().post(path, { ...pizzaLine(), quantity: '2' }), 'quantity as string');
    await bad(t().post(path, { ...pizzaLine(), item_id: String(pizza.item_id) }), 'item_id as string');
    await bad(t().post(path, { ...pizzaLine(), options: 'olives' }), 'options not an array');
    await bad(t().post(path, { ...pizzaLine(), options: ['a'] }), 'option id not a number');
    await bad(t().post(path, { quantity: 1 }), 'missing item_id');
    await bad(t().post(path, { item_id: pizza.item_id }), 'missing quantity');
    await bad(t().post(path, { ...pizzaLine(), quantity: -1 }), 'negative quantity');
    await bad(t().post(path, { ...pizzaLine(), quantity: 0 }), 'zero quantity');
    await bad(t().post(path, { ...pizzaLine(), quantity: 1e9 }), 'huge quantity');
    await bad(t().post(path, { ...pizzaLine(), quantity: 1.5 }), 'fractional quantity');
    await bad(t().post(path, { ...pizzaLine(), item_id: 1e12 }), 'huge id');
    await bad(t().post(path, { ...pizzaLine(), note: 'x'.repeat(10_000) }), 'oversized note');
    await bad(t().post(path, { ...pizzaLine(), options: Array.from({ length: 500 }, (_, i) => i + 1) }), 'too many options');
    await bad(t().post(path, [pizzaLine()]), 'array body');
    await bad(t().post('/api/order/00000000-0000-4000-8000-000000000000/add-item/', pizzaLine()), 'unknown order');
    await bad(t().post('/api/order/not-a-uuid/add-item/', pizzaLine()), 'malformed order id');
    await bad(t().post(`/api/order/${tab.order_uuid}/edit-item/`, { order_item_id: line.order_item_id, quantity: 100 }), 'edit to 100');
    await bad(t().post(`/api/order/${tab.order_uuid}/edit-item/`, { order_item_id: 'one', quantity: 1 }), 'edit id as string');
    await bad(t().post(`/api/order/${tab.order_uuid}/remove-item/`, {}), 'remove without id');
    await bad(t().post(`/api/order/${tab.order_uuid}/remove-item/`, { order_item_id: -3 }), 'remove negative id');
    await bad(t().post('/api/order/create/', { venue_uuid: 42 }), 'venue uuid as number');
    await bad(t().post('/api/order/history/', { order_uuids: 'x' }), 'history not an array');
    await bad(t().post('/api/order/history/', { order_uuids: Array.from({ length: 101 }, () => tab.order_uuid) }), 'history over 100');
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('lands all of 20 parallel add-item calls on one order', async () => {
    const tab = await openTab(t(), VENUE.bistro, '6');
    const lemonade = item(menus, 'Lemonade').item_id;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t().post(`/api/order/${tab.order_uuid}/add-item/`, { item_id: lemonade, quantity: (i % 3) + 1 }),
      ),
    );
    for (const r of replies) assert.equal(r.status, 200, r.text);
    assert.equal(new Set(replies.map((r) => r.body.order_item_id)).size, 20);
    const expected = Array.from({ length: 20 }, (_, i) => ((i % 3) + 1) * 3).reduce((a, b) => a + b, 0);
    const details = await t().get(`/api/order/${tab.order_uuid}/details/`);
    assert.equal(details.body.order_items.length, 20);
    assert.equal(details.body.order_price, expected);
  });

  it('takes no line past the hundredth on one order', async () => {
    const tab = await openTab(t(), VENUE.bistro, '12');
    const lemonade = item(menus, 'Lemonade');
    await add(t(), tab.order_uuid, { item_id: lemonade.item_id, quantity: 1 });
    await repeatLines(t().db, tab.order_uuid, 99);
    const before = await fingerprint(t().db);
    const res = await t().post(`/api/order/${tab.order_uuid}/add-item/`, { item_id: lemonade.item_id, quantity: 1 });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.message, 'An order holds at most 100 items');
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('prices an order whose total passes what an integer holds', async () => {
    const tab = await openTab(t(), VENUE.bistro, '13');
    const lemonade = item(menus, 'Lemonade');
    await add(t(), tab.order_uuid, { item_id: lemonade.item_id, quantity: 1 });
    // 99 lines of 99 at EUR 2,500: EUR 24,502,500, past 2^31 - 1 cents.
    await repeatLines(t().db, tab.order_uuid, 98);
    await t().db.query(
      'UPDATE order_items SET quantity = 99, unit_price_cents = 250000 WHERE order_id = (SELECT id FROM orders WHERE uuid = $1)',
      [tab.order_uuid],
    );
    const res = await t().post(`/api/order/${tab.order_uuid}/add-item/`, { item_id: lemonade.item_id, quantity: 1 });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.order_price, 99 * 99 * 2500 + res.body.price);
    const details = await t().get(`/api/order/${tab.order_uuid}/details/`);
    assert.equal(details.body.order_price, res.body.order_price);
  });

  it('takes no items at read-only or paused venues, nor on a submitted order', async () => {
    const galleryOrder = await newOrder(t(), VENUE.gallery);
    const galleryMenus = await menusOf(t(), 'gallery');
    const ro = await t()
      .at('gallery')
      .post(`/api/order/${galleryOrder}/add-item/`, { item_id: item(galleryMenus, 'Espresso').item_id, quantity: 1 });
    assert.equal(ro.status, 403);
    assert.match(ro.body.message, /only order from the food menu/);
    const closedOrder = await newOrder(t(), VENUE.closed);
    const closedMenus = await menusOf(t(), 'closed');
    const paused = await t()
      .at('closed')
      .post(`/api/order/${closedOrder}/add-item/`, { item_id: item(closedMenus, 'Souvlaki').item_id, quantity: 1 });
    assert.equal(paused.status, 403);
    assert.equal(paused.body.message, 'Venue currently not accepting orders');

    const tab = await openTab(t(), VENUE.bistro, '9');
    const line = await add(t(), tab.order_uuid, pizzaLine());
    const checkout = await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash', table_number: '9' });
    assert.equal(checkout.status, 200, checkout.text);
    for (const [path, body] of [
      ['add-item', pizzaLine()],
      ['edit-item', { order_item_id: line.order_item_id, quantity: 1 }],
      ['remove-item', { order_item_id: line.order_item_id }],
    ] as const) {
      const res = await t().post(`/api/order/${tab.order_uuid}/${path}/`, body);
      assert.equal(res.status, 403, path);
    }
  });
});
