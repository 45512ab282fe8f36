import assert from 'node:assert/strict';
import { it } from 'node:test';
import { add, item, lemonade, menusOf, newOrder, openTab, VENUE, wrongPassword } from '../testing/flows';
import { fingerprint, suite } from '../testing/harness';

const HOUR = 3_600_000;

suite(
  'tab routes',
  (t) => {
    it('opens a tab with an eight-digit password and a first order', async () => {
      const before = Date.now();
      const res = await t().post('/api/order/create-order-with-tab/', {
        venue_uuid: VENUE.bistro,
        table_number: 7,
        first_name: 'Ada',
        last_name: 'Lovelace',
      });
      assert.equal(res.status, 200, res.text);
      const b = res.body;
      assert.match(b.tab_password, /^\d{8}$/);
      assert.equal(b.table_number, '7');
      assert.equal(b.status, 0);
      assert.equal(b.tab_link, `http://bistro.localhost:${t().port}/?tab=${b.tab_uuid}`);
      const details = await t().get(`/api/order/${b.order_uuid}/details/`, { headers: { 'tab-uuid': b.tab_uuid } });
      assert.equal(details.status, 200);
      assert.equal(details.body.tab_uuid, b.tab_uuid);
      assert.equal(details.body.tab_name, 'Ada Lovelace');
      assert.equal(details.body.tab_password, b.tab_password);
      assert.equal(details.body.table_number, '7');
      assert.equal(details.body.tab_status, 0);
      assert.equal(details.body.status, 0);
      assert.equal(details.body.venue_uuid, VENUE.bistro);
      assert.equal(details.body.currency, 'EUR');
      assert.equal(typeof details.body.reference_id, 'number');
      // Durations come from the configuration.
      const [tab] = await t().db.query<{ expires_at: Date }>('SELECT expires_at FROM tabs WHERE uuid = $1', [b.tab_uuid]);
      const [order] = await t().db.query<{ expires_at: Date }>('SELECT expires_at FROM orders WHERE uuid = $1', [b.order_uuid]);
      assert.ok(Math.abs(tab!.expires_at.getTime() - (before + 2 * HOUR)) < 60_000);
      assert.ok(Math.abs(order!.expires_at.getTime() - (before + 3 * HOUR)) < 60_000);
    });

    it('accepts a tab opened with the table number as first name and no last name', async () => {
      const res = await t().post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: 8, first_name: 8 });
      assert.equal(res.status, 200, res.text);
      const details = await t().get(`/api/order/${res.body.order_uuid}/details/`);
      assert.equal(details.body.tab_name, '8');
    });

    it('answers 400 "Missing fields", 404 "Error" and 409, changing no row', async () => {
      const before = await fingerprint(t().db);
      const missing = await t().post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: '3' });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, 'Missing fields');
      const blank = await t().post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: ' ', first_name: 'A' });
      assert.equal(blank.body.message, 'Missing fields');
      const table = await t().post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: '99', first_name: 'A' });
      assert.equal(table.status, 404);
      assert.equal(table.body.message, 'Error');
      const venue = await t().post('/api/order/create-order-with-tab/', {
        venue_uuid: '00000000-0000-4000-8000-000000000000',
        table_number: '1',
        first_name: 'A',
      });
      assert.equal(venue.status, 400);
      assert.equal(venue.body.message, 'venue_uuid names another venue than this address serves');
      const closed = await t()
        .at('closed')
        .post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.closed, table_number: '1', first_name: 'A' });
      assert.equal(closed.status, 409);
      assert.equal(closed.body.message, 'Venue currently not accepting orders');
      const longName = await t().post('/api/order/create-order-with-tab/', {
        venue_uuid: VENUE.bistro,
        table_number: '1',
        first_name: 'x'.repeat(5000),
      });
      assert.equal(longName.status, 400);
      assert.deepEqual(await fingerprint(t().db), before);
    });

    it('joins a tab by table and password', async () => {
      const tab = await openTab(t(), VENUE.bistro, '11');
      const joined = await t().post('/api/order/join-tab/', {
        venue_uuid: VENUE.bistro,
        table_number: '11',
        password: tab.tab_password,
      });
      assert.equal(joined.status, 200, joined.text);
      assert.equal(joined.body.tab_uuid, tab.tab_uuid);
      assert.equal(joined.body.tab_link, tab.tab_link);
      assert.notEqual(joined.body.order_uuid, tab.order_uuid);
      assert.equal(joined.body.table_number, '11');
      assert.equal(joined.body.tab_password, tab.tab_password);
      const asNumbers = await t().post('/api/order/join-tab/', {
        venue_uuid: VENUE.bistro,
        table_number: 11,
        password: Number(tab.tab_password),
      });
      assert.equal(asNumbers.status, 200, asNumbers.text);

      const before = await fingerprint(t().db);
      const wrong = await t().post('/api/order/join-tab/', {
        venue_uuid: VENUE.bistro,
        table_number: '11',
        password: wrongPassword(tab.tab_password, 0),
      });
      assert.equal(wrong.status, 404);
      assert.equal(wrong.body.message, "Table number or password don't match");
      const otherTable = await t().post('/api/order/join-tab/', {
        venue_uuid: VENUE.bistro,
        table_number: '12',
        password: tab.tab_password,
      });
      assert.equal(otherTable.status, 404);
      const missing = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '11' });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, 'Missing fields');
      const empty = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '11', password: '' });
      assert.equal(empty.body.message, 'Missing fields');
      assert.deepEqual(await fingerprint(t().db), before);
    });

    it('joins by the four digits of a tab opened before passwords had eight, and by eight digits sent as a number', async () => {
      // A tab an older server opened: it keeps its four digits until it expires.
      const [legacy] = await t().db.query<{ uuid: string }>(
        `INSERT INTO tabs (uuid, venue_id, table_number, first_name, password, expires_at)
         SELECT gen_random_uuid(), id, '13', 'Earlier', '0042', now() + interval '1 hour' FROM venues WHERE slug = 'bistro'
         RETURNING uuid`,
      );
      try {
        const joined = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '13', password: '0042' });
        assert.equal(joined.status, 200, joined.text);
        assert.deepEqual([joined.body.tab_uuid, joined.body.tab_password], [legacy?.uuid, '0042']);
        // The same digits with four zeros before them are another, eight-digit password.
        const longer = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '13', password: '00000042' });
        assert.equal(longer.status, 404);
      } finally {
        await t().db.query("DELETE FROM orders WHERE tab_id IN (SELECT id FROM tabs WHERE first_name = 'Earlier')");
        await t().db.query("DELETE FROM tabs WHERE first_name = 'Earlier'");
        await t().db.query('DELETE FROM rate_limits');
      }
      const tab = await openTab(t(), VENUE.bistro, '13');
      // A password whose first digit is 0 loses it in a number field; the API puts it back.
      await t().db.query(`UPDATE tabs SET password = '0' || substr(password, 2) WHERE uuid = $1`, [tab.tab_uuid]);
      const password = `0${tab.tab_password?.slice(1) ?? ''}`;
      const asNumber = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '13', password: Number(password) });
      assert.deepEqual([asNumber.status, asNumber.body.tab_uuid, asNumber.body.tab_password], [200, tab.tab_uuid, password]);
    });

    it('answers 400 for a password that is not 4 to 8 digits, before counting it, and 404 for 5 to 7', async () => {
      await openTab(t(), VENUE.bistro, '10');
      const join = (password: unknown) =>
        t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '10', password }, { from: '127.0.3.9' });
      try {
        const counters = () => t().db.query('SELECT key, hits, window_ends FROM rate_limits ORDER BY key');
        const [before, countedBefore] = [await fingerprint(t().db), await counters()];
        for (const bad of ['123', '123456789', '1234 5678', '1234567a', '١٢٣٤٥٦٧٨', -1, 123_456_789, 1.5]) {
          const res = await join(bad);
          assert.equal(res.status, 400, `password ${JSON.stringify(bad)}`);
          assert.match(res.body.message, /^body\/password must /);
        }
        // Refused before any guess was counted: nothing changed, no counter either.
        assert.deepEqual([await fingerprint(t().db), await counters()], [before, countedBefore]);
        for (const short of ['12345', '1234567']) assert.equal((await join(short)).status, 404);
      } finally {
        await t().db.query('DELETE FROM rate_limits');
      }
    });

    it('locks a client out of a table after its 10 wrong passwords, the right one included, while other clients join', async () => {
      const tab = await openTab(t(), VENUE.bistro, '18');
      const join = (password: string, from: string, headers: Record<string, string> = {}) =>
        t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '18', password }, { from, headers });
      try {
        for (let i = 0; i < 10; i++) assert.equal((await join(wrongPassword(tab.tab_password, i), '127.0.3.1')).status, 404);
        const locked = await join(tab.tab_password ?? '', '127.0.3.1');
        assert.equal(locked.status, 429);
        assert.match(locked.body.message, /^Too many attempts\. Please try again in 1[45] minutes\.$/);
        // The stranger locked only themselves out: a guest at another address joins.
        assert.equal((await join(tab.tab_password ?? '', '127.0.3.2')).status, 200);
        // A member of the tab at the stranger's address is not held up either.
        assert.equal((await join(tab.tab_password ?? '', '127.0.3.1', { 'tab-uuid': tab.tab_uuid })).status, 200);
        // The lock ends with its window.
        await t().db.query(`UPDATE rate_limits SET window_ends = now() WHERE key LIKE 'join-tab|%'`);
        assert.equal((await join(tab.tab_password ?? '', '127.0.3.1')).status, 200);
      } finally {
        await t().db.query('DELETE FROM rate_limits');
      }
    });

    it('lets one client send 30 join requests a minute, then answers 429', async () => {
      try {
        // Two tries a table at most: no table locks, only the client's own limit applies.
        for (let i = 0; i < 30; i++) {
          const res = await t().post(
            '/api/order/join-tab/',
            { venue_uuid: VENUE.bistro, table_number: String((i % 20) + 1), password: '0000' },
            { from: '127.0.4.1' },
          );
          assert.ok([200, 404].includes(res.status), res.text);
        }
        const limited = await t().post(
          '/api/order/join-tab/',
          { venue_uuid: VENUE.bistro, table_number: '1', password: '0000' },
          { from: '127.0.4.1' },
        );
        assert.deepEqual([limited.status, limited.body.message], [429, 'Too many attempts. Please try again in 1 minute.']);
        const otherClient = await t().post(
          '/api/order/join-tab/',
          { venue_uuid: VENUE.bistro, table_number: '1', password: '0000' },
          { from: '127.0.4.2' },
        );
        assert.notEqual(otherClient.status, 429);
      } finally {
        await t().db.query('DELETE FROM rate_limits');
      }
    });

    it('gives every open tab on a table its own password', async () => {
      const passwords = new Set<string>();
      for (let i = 0; i < 5; i++) passwords.add((await openTab(t(), VENUE.bistro, '14')).tab_password ?? '');
      assert.equal(passwords.size, 5);
    });

    it('answers 409 with the reason once a table holds 20 open tabs, changing no row', async () => {
      await t().db.query(
        `INSERT INTO tabs (uuid, venue_id, table_number, first_name, password, expires_at)
         SELECT gen_random_uuid(), v.id, '15', 'Filler', lpad(n::text, 4, '0'), now() + interval '1 hour'
         FROM venues v, generate_series(0, 19) n WHERE v.slug = 'bistro'`,
      );
      try {
        const before = await fingerprint(t().db);
        const res = await t()
          .at('bistro')
          .post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: '15', first_name: 'Ada' });
        assert.equal(res.status, 409, res.text);
        assert.equal(res.body.message, 'This table already has 20 open tabs. Please join one of them, or ask a server.');
        assert.deepEqual(await fingerprint(t().db), before);
      } finally {
        await t().db.query("DELETE FROM tabs WHERE first_name = 'Filler'");
      }
    });

    it('gives a full table’s oldest idle tab’s place to a new guest, never a tab that ordered or is paying', async () => {
      // 20 tabs opened 20 minutes ago: the two oldest ordered (one placed an order, one started a card payment).
      await t().db.query(
        `INSERT INTO tabs (uuid, venue_id, table_number, first_name, password, created_at, expires_at)
         SELECT gen_random_uuid(), v.id, '16', 'Filler' || n, lpad(n::text, 4, '0'), now() - interval '20 minutes' + n * interval '1 second',
                now() + interval '1 hour'
         FROM venues v, generate_series(0, 19) n WHERE v.slug = 'bistro'`,
      );
      const open = () =>
        t().at('bistro').post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: '16', first_name: 'Ada' });
      const stillOpen = async () =>
        (
          await t().db.query<{ first_name: string }>(
            `SELECT first_name FROM tabs WHERE table_number = '16' AND expires_at > now() AND first_name LIKE 'Filler%' ORDER BY first_name`,
          )
        ).map((r) => r.first_name);
      try {
        await t().db.query(
          `INSERT INTO orders (uuid, venue_id, tab_id, reference_id, status, expires_at)
           SELECT gen_random_uuid(), venue_id, id, 900000 + id, 2, now() + interval '1 hour' FROM tabs WHERE first_name = 'Filler0'`,
        );
        const [paying] = await t().db.query<{ id: number }>(
          `INSERT INTO orders (uuid, venue_id, tab_id, reference_id, status, expires_at)
           SELECT gen_random_uuid(), venue_id, id, 900000 + id, 0, now() + interval '1 hour' FROM tabs WHERE first_name = 'Filler1'
           RETURNING id`,
        );
        await t().db.query(
          `INSERT INTO payments (order_id, provider, intent_id, client_secret, amount_cents, currency)
           VALUES ($1, 'simulated', 'pi_idle_test', 'cs_idle_test', 500, 'EUR')`,
          [paying?.id],
        );
        const opened = await open();
        assert.equal(opened.status, 200, opened.text);
        const left = await stillOpen();
        assert.equal(left.length, 19);
        assert.ok(left.includes('Filler0') && left.includes('Filler1'));
        assert.ok(!left.includes('Filler2'), 'the oldest idle tab made room');
        // A tab opened moments ago is never idle: with only such tabs, the table is full.
        await t().db.query(`UPDATE tabs SET created_at = now() WHERE table_number = '16'`);
        const full = await open();
        assert.equal(full.status, 409, full.text);
      } finally {
        await t().db.query(`DELETE FROM payments WHERE intent_id = 'pi_idle_test'`);
        await t().db.query(`DELETE FROM orders WHERE tab_id IN (SELECT id FROM tabs WHERE table_number = '16')`);
        await t().db.query(`DELETE FROM tabs WHERE table_number = '16'`);
      }
    });

    it('checks a tab, and gives its password only to a member', async () => {
      const tab = await openTab(t(), VENUE.bistro, '15', 'Grace');
      const member = { 'tab-uuid': tab.tab_uuid };
      const check = await t().get(
        `/api/tab/${tab.tab_uuid}/check/?venue_uuid=${VENUE.bistro}&tab_link=${encodeURIComponent(tab.tab_link)}`,
        {
          headers: member,
        },
      );
      assert.equal(check.status, 200);
      assert.deepEqual(check.body, {
        tab_uuid: tab.tab_uuid,
        tab_status: 0,
        has_tab_expired: false,
        table_number: '15',
        tab_password: tab.tab_password,
        tab_link: tab.tab_link,
      });
      // A caller that names the tab without holding it as theirs learns no password.
      const stranger = await t().get(`/api/tab/${tab.tab_uuid}/check/?venue_uuid=${VENUE.bistro}`);
      assert.deepEqual([stranger.status, stranger.body.tab_password], [200, null]);
      const otherTab = await openTab(t(), VENUE.bistro, '20');
      const otherMember = await t().get(`/api/tab/${tab.tab_uuid}/check/`, { headers: { 'tab-uuid': otherTab.tab_uuid } });
      assert.equal(otherMember.body.tab_password, null);
      const otherVenue = await t().get(`/api/tab/${tab.tab_uuid}/check/?venue_uuid=${VENUE.harbour}`);
      assert.equal(otherVenue.status, 404);
      const unknown = await t().get('/api/tab/00000000-0000-4000-8000-000000000000/check/');
      assert.equal(unknown.status, 404);
    });

    it('gives a tab’s share link to its members only, never for a first name', async () => {
      const tab = await openTab(t(), VENUE.bistro, '13', 'Grace');
      const body = { venue_uuid: VENUE.bistro, table_number: '13', first_name: 'grace' };
      // Knowing who opened the tab on which table is not enough.
      const byName = await t().post('/api/order/tab-link/', body);
      assert.deepEqual([byName.status, byName.body.message], [404, 'Error']);
      const stranger = await openTab(t(), VENUE.bistro, '12');
      const otherTab = await t().post('/api/order/tab-link/', body, { headers: { 'tab-uuid': stranger.tab_uuid } });
      assert.equal(otherTab.status, 404);
      const link = await t().post('/api/order/tab-link/', body, { headers: { 'tab-uuid': tab.tab_uuid } });
      assert.deepEqual([link.status, link.body], [200, { tab_Link: tab.tab_link }]);
      const wrongTable = await t().post('/api/order/tab-link/', { ...body, table_number: '12' }, { headers: { 'tab-uuid': tab.tab_uuid } });
      assert.equal(wrongTable.status, 404);
      const missing = await t().post('/api/order/tab-link/', { venue_uuid: VENUE.bistro, first_name: 'Grace' });
      assert.equal(missing.body.message, 'Missing fields');
    });

    it('shows an order’s tab password, uuid and link only to members of the tab', async () => {
      const tab = await openTab(t(), VENUE.bistro, '10');
      const path = `/api/order/${tab.order_uuid}/details/`;
      const asMember = (await t().get(path, { headers: { 'tab-uuid': tab.tab_uuid } })).body;
      assert.deepEqual([asMember.tab_password, asMember.tab_uuid, asMember.tab_link], [tab.tab_password, tab.tab_uuid, tab.tab_link]);
      const byOrderUuid = (await t().get(path)).body;
      assert.deepEqual([byOrderUuid.tab_password, byOrderUuid.tab_uuid, byOrderUuid.tab_link], [null, null, null]);
      assert.equal(byOrderUuid.tab_status, 0, 'the tab’s state is still reported');
    });

    it('answers every call on an order from another venue’s address as if the order did not exist', async () => {
      const tab = await openTab(t(), VENUE.bistro, '9');
      const line = await lemonade(t(), tab.order_uuid);
      const order = tab.order_uuid;
      const before = await fingerprint(t().db);
      const pool = t().at('poolside');
      const replies = await Promise.all([
        pool.get(`/api/order/${order}/details/`),
        pool.get(`/api/order/${order}/status/`),
        pool.post(`/api/order/${order}/add-item/`, { item_id: line.item_ref, quantity: 1 }),
        pool.post(`/api/order/${order}/edit-item/`, { order_item_id: line.order_item_id, quantity: 2 }),
        pool.post(`/api/order/${order}/remove-item/`, { order_item_id: line.order_item_id }),
        pool.post(`/api/order/${order}/checkout/`, { payment_method: 'room_charge', table_number: '3' }),
        pool.post('/api/order/request-service/', { request_type: 1 }, { headers: { order_uuid: order } }),
        pool.post('/api/order/re-order/', { order_to_copy_uuid: order }, { headers: { 'order-uuid': order } }),
      ]);
      for (const res of replies) assert.deepEqual([res.status, res.body.message], [404, 'Order not found'], res.text);
      const history = await pool.post('/api/order/history/', { order_uuids: [order] }, { headers: { 'tab-uuid': tab.tab_uuid } });
      assert.deepEqual(history.body, { orders: [] });
      const elsewhere = await pool.post('/api/order/create/', { venue_uuid: VENUE.bistro });
      assert.equal(elsewhere.status, 400);
      assert.deepEqual(await fingerprint(t().db), before);
      assert.equal((await t().at('bistro').get(`/api/order/${order}/details/`)).status, 200);
    });

    it('creates further orders inside a tab, or without one', async () => {
      const tab = await openTab(t(), VENUE.bistro, '16');
      const inTab = await t().post('/api/order/create/', { venue_uuid: VENUE.bistro }, { headers: { 'tab-uuid': tab.tab_uuid } });
      assert.equal(inTab.status, 200);
      assert.equal(inTab.body.tab_uuid, tab.tab_uuid);
      const details = await t().get(`/api/order/${inTab.body.order_uuid}/details/`);
      assert.equal(details.body.table_number, '16');
      // 'empty' is how the client stores "no tab".
      const plain = await t()
        .at('harbour')
        .post('/api/order/create/', { venue_uuid: VENUE.harbour }, { headers: { 'tab-uuid': 'empty' } });
      assert.equal(plain.status, 200);
      assert.equal(plain.body.tab_uuid, null);
      const otherVenue = await t()
        .at('harbour')
        .post('/api/order/create/', { venue_uuid: VENUE.harbour }, { headers: { 'tab-uuid': tab.tab_uuid } });
      assert.equal(otherVenue.status, 404);
      const badHeader = await t()
        .at('harbour')
        .post('/api/order/create/', { venue_uuid: VENUE.harbour }, { headers: { 'tab-uuid': 'garbage' } });
      assert.equal(badHeader.status, 400);
      const unknownVenue = await t().post('/api/order/create/', { venue_uuid: '00000000-0000-4000-8000-000000000000' });
      assert.equal(unknownVenue.status, 400);
    });

    it('answers 403 once a tab has expired, and reports it in the status call', async () => {
      const tab = await openTab(t(), VENUE.bistro, '17');
      await lemonade(t(), tab.order_uuid);
      await t().db.query("UPDATE tabs SET expires_at = now() - interval '1 minute' WHERE uuid = $1", [tab.tab_uuid]);

      const check = await t().get(`/api/tab/${tab.tab_uuid}/check/`);
      assert.equal(check.status, 403);
      assert.equal(check.body.message, 'Your Tab has expired');
      const details = await t().get(`/api/order/${tab.order_uuid}/details/`);
      assert.equal(details.status, 403);
      const status = await t().get(`/api/order/${tab.order_uuid}/status/`);
      assert.deepEqual(status.body, { status: 0, tab_status: 4, has_order_expired: false, has_tab_expired: true });
      const create = await t().post('/api/order/create/', { venue_uuid: VENUE.bistro }, { headers: { 'tab-uuid': tab.tab_uuid } });
      assert.equal(create.status, 403);
      const menus = await menusOf(t(), 'bistro');
      const addAfter = await t().post(`/api/order/${tab.order_uuid}/add-item/`, { item_id: item(menus, 'Lemonade').item_id, quantity: 1 });
      assert.equal(addAfter.status, 403);
      const join = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '17', password: tab.tab_password });
      assert.equal(join.status, 404);
      const free = await t().get('/tables/list/');
      assert.ok(free.body.includes('17'));
    });

    it('reports an expired order and refuses changes to it', async () => {
      const order = await newOrder(t(), VENUE.harbour);
      const menus = await menusOf(t(), 'harbour');
      await add(t(), order, { item_id: item(menus, 'IPA').item_id, quantity: 1 });
      await t().db.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE uuid = $1", [order]);
      const status = await t().at('harbour').get(`/api/order/${order}/status/`);
      assert.deepEqual(status.body, { status: 0, tab_status: null, has_order_expired: true, has_tab_expired: false });
      const details = await t().at('harbour').get(`/api/order/${order}/details/`);
      assert.equal(details.status, 200);
      assert.equal(details.body.has_order_expired, true);
      const again = await t()
        .at('harbour')
        .post(`/api/order/${order}/add-item/`, { item_id: item(menus, 'IPA').item_id, quantity: 1 });
      assert.equal(again.status, 403);
      assert.equal(again.body.message, 'Your Order has expired.');
      const checkout = await t().at('harbour').post(`/api/order/${order}/checkout/`, { payment_method: 'cash', table_number: '2' });
      assert.equal(checkout.status, 403);
    });
  },
  { tabExpiryMs: 2 * HOUR, orderExpiryMs: 3 * HOUR },
);
