import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import {
  CLIENT_GUESS_LOCK,
  CLIENT_LIMITS,
  MAX_OPEN_TABS_PER_TABLE,
  OPS_TOKEN_GUESSES,
  TABLE_FULL,
  TABLE_OPEN_LIMIT,
  TARGET_GUESS_CEILING,
} from '../rules/throttle';
import { DEMO_GUEST } from '../seed/venues';
import { openTab, VENUE, wrongPassword } from '../testing/flows';
import { suiteOfTwo, type Reply, type TestServer } from '../testing/harness';

/** The loopback address of the n-th client (127.1.x.y): each is another client to the counters. */
const client = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Runs every call, at most `width` at a time, and answers their replies in order. */
async function parallel(calls: (() => Promise<Reply>)[], width = 150): Promise<Reply[]> {
  const replies: Reply[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < calls.length; i = next++) replies[i] = await (calls[i] as () => Promise<Reply>)();
  };
  await Promise.all(Array.from({ length: Math.min(width, calls.length) }, worker));
  return replies;
}

const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

suiteOfTwo('guessing across two API instances', (one, two) => {
  const either = (i: number): TestServer => (i % 2 === 0 ? one() : two());
  const join = (t: TestServer, table: string, password: string, from: string, headers: Record<string, string> = {}) =>
    t.post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: table, password }, { from, headers });
  const login = (t: TestServer, body: Record<string, unknown>, from: string) =>
    t.post('/api/venue/customer-guest-session/', body, { headers: { venue_uuid: VENUE['room-service'] }, from });
  const smith = (checkout: string) => ({ surname: 'Smith', room_number: '310', checkout_date: checkout });
  const smithsCheckOut = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

  beforeEach(async () => {
    await one().db.query('DELETE FROM rate_limits');
    // Each test starts with no open tab, as if the earlier ones had ended.
    await one().db.query('UPDATE tabs SET expires_at = now() WHERE expires_at > now()');
  });

  it('answers at most 10 of 200 parallel wrong ops tokens from one client with 401, the rest 429 with Retry-After, and never holds up a right token', async () => {
    const guesser = client(900);
    const replies = await parallel(
      Array.from(
        { length: 200 },
        (_, i) => () => either(i).get('/api/ops/payments', { from: guesser, headers: { 'x-ops-token': `guess-${i}` } }),
      ),
    );
    assert.deepEqual(statuses(replies), { 401: OPS_TOKEN_GUESSES.max, 429: 200 - OPS_TOKEN_GUESSES.max });
    const refused = replies.find((r) => r.status === 429);
    assert.ok(Number(refused?.headers['retry-after']) > 0, 'Retry-After in seconds');
    // A right token is never held up: not from another client, nor from the guesser's own address (shared Wi-Fi).
    for (const from of [client(901), guesser]) {
      const operator = await two().get('/api/ops/payments', { from, headers: { 'x-ops-token': two().server.opsToken } });
      assert.equal(operator.status, 200, operator.text);
    }
    // An operator's own burst (the /ops page, a script) holds at most this many attempts in flight, each given back.
    const rightTokens = await parallel(
      Array.from({ length: 3 * OPS_TOKEN_GUESSES.max }, (_, i) => () => {
        const t = either(i);
        return t.get('/api/ops/payments', { from: client(902), headers: { 'x-ops-token': t.server.opsToken } });
      }),
      OPS_TOKEN_GUESSES.max,
    );
    assert.deepEqual(statuses(rightTokens), { 200: 3 * OPS_TOKEN_GUESSES.max });
  });

  it('evaluates at most 10 of 300 parallel wrong passwords one client sends to a table through both instances', async () => {
    const tab = await openTab(one(), VENUE.bistro, '4');
    const replies = await parallel(
      Array.from({ length: 300 }, (_, i) => () => join(either(i), '4', wrongPassword(tab.tab_password, i), client(1))),
    );
    const counts = statuses(replies);
    // 404 is a password compared and found wrong; 429 is one refused before any comparison.
    assert.ok((counts[404] ?? 0) <= CLIENT_GUESS_LOCK.max, JSON.stringify(counts));
    assert.equal((counts[404] ?? 0) + (counts[429] ?? 0), 300, JSON.stringify(counts));
    // The table itself is not locked: a guest at another address joins with the password.
    assert.equal((await join(two(), '4', tab.tab_password ?? '', client(2))).status, 200);
  });

  it('lets 10 wrong passwords and the right one, sent together by one client, compare at most 10', async () => {
    const tab = await openTab(one(), VENUE.bistro, '6');
    const passwords = [...Array.from({ length: 10 }, (_, i) => wrongPassword(tab.tab_password, i)), tab.tab_password ?? ''];
    const counts = statuses(await parallel(passwords.map((p, i) => () => join(either(i), '6', p, client(3)))));
    assert.ok((counts[404] ?? 0) + (counts[200] ?? 0) <= CLIENT_GUESS_LOCK.max, JSON.stringify(counts));
    assert.equal(counts[429], 11 - (counts[404] ?? 0) - (counts[200] ?? 0), JSON.stringify(counts));
  });

  it('keeps a table open to its guests until 1,000 wrong passwords, then to its members only', async () => {
    const tab = await openTab(one(), VENUE.bistro, '9');
    const strangers = 110;
    // 110 addresses, 11 wrong passwords each, all at once: 1,210 requests at two instances.
    const calls = Array.from(
      { length: strangers * 11 },
      (_, i) => () => join(either(i), '9', wrongPassword(tab.tab_password, i), client(100 + (i % strangers))),
    );
    const counts = statuses(await parallel(calls));
    assert.equal(counts[404], TARGET_GUESS_CEILING.max, JSON.stringify(counts));
    assert.equal(counts[429], strangers * 11 - TARGET_GUESS_CEILING.max, JSON.stringify(counts));

    const locked = await join(two(), '9', tab.tab_password ?? '', client(400));
    assert.equal(locked.status, 429);
    assert.match(locked.body.message, /^Too many attempts\. Please try again in (59|60) minutes\.$/);
    // A member holding the tab's uuid is never locked out by strangers.
    const member = await join(one(), '9', tab.tab_password ?? '', client(401), { 'tab-uuid': tab.tab_uuid });
    assert.equal(member.status, 200, member.text);
    // Other tables are not affected.
    const other = await openTab(two(), VENUE.bistro, '10');
    assert.equal((await join(one(), '10', other.tab_password ?? '', client(402))).status, 200);
  });

  it('evaluates at most 10 of 60 parallel wrong logins one client sends on a room, and the guest of the room still logs in', async () => {
    const checkout = smithsCheckOut();
    const wrongDay = (i: number) => new Date(Date.now() + (10 + i) * 86_400_000).toISOString().slice(0, 10);
    const counts = statuses(
      await parallel(
        Array.from({ length: 60 }, (_, i) => () => login(either(i), { ...smith(checkout), checkout_date: wrongDay(i) }, client(5))),
      ),
    );
    assert.ok((counts[404] ?? 0) <= CLIENT_GUESS_LOCK.max, JSON.stringify(counts));
    assert.equal((counts[404] ?? 0) + (counts[429] ?? 0), 60, JSON.stringify(counts));
    // The stranger locked only themselves out: Smith, at another address, logs in.
    assert.equal((await login(two(), smith(checkout), client(6))).status, 200);
    // And the surname Papadopoulos is no easier to lock: one address's misses on it do not stop the guest.
    for (let room = 101; room <= 111; room++) {
      await login(one(), { surname: DEMO_GUEST.surname, room_number: String(room), checkout_date: checkout }, client(7));
    }
    const guestsCheckOut = new Date(Date.now() + DEMO_GUEST.staysForDays * 86_400_000).toISOString().slice(0, 10);
    const guest = await login(
      one(),
      { surname: DEMO_GUEST.surname, room_number: DEMO_GUEST.room, checkout_date: guestsCheckOut },
      client(8),
    );
    assert.equal(guest.status, 200, guest.text);
  });

  it('holds a table to 20 open tabs when 40 are opened at once through both instances, answering 409 with the reason', async () => {
    const open = (i: number) =>
      either(i)
        .at('bistro')
        .post(
          '/api/order/create-order-with-tab/',
          { venue_uuid: VENUE.bistro, table_number: '12', first_name: `G${i}` },
          { from: client(20 + i) },
        );
    const replies = await parallel(Array.from({ length: 40 }, (_, i) => () => open(i)));
    const counts = statuses(replies);
    assert.equal(counts[200], MAX_OPEN_TABS_PER_TABLE, JSON.stringify(counts));
    assert.equal((counts[409] ?? 0) + (counts[429] ?? 0), 40 - MAX_OPEN_TABS_PER_TABLE, JSON.stringify(counts));
    assert.ok(replies.filter((r) => r.status === 409).every((r) => r.body.message === TABLE_FULL));
    const passwords = new Set(replies.filter((r) => r.status === 200).map((r) => r.body.tab_password));
    assert.equal(passwords.size, MAX_OPEN_TABS_PER_TABLE);
    const [row] = await one().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tabs t JOIN venues v ON v.id = t.venue_id WHERE v.uuid = $1 AND t.table_number = '12' AND t.expires_at > now()`,
      [VENUE.bistro],
    );
    assert.equal(row?.n, MAX_OPEN_TABS_PER_TABLE);
  });

  it('lets a table take 100 new tabs an hour, and one client open 60 tabs in 15 minutes', async () => {
    const open = (t: TestServer, table: string, from: string) =>
      t
        .at('bistro')
        .post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: table, first_name: 'A' }, { from });
    for (let i = 0; i < TABLE_OPEN_LIMIT.max; i++) {
      // Tabs that ended make room under the cap, not under the hourly allowance.
      if (i > 0 && i % MAX_OPEN_TABS_PER_TABLE === 0) await one().db.query(`UPDATE tabs SET expires_at = now() WHERE table_number = '13'`);
      assert.equal((await open(either(i), '13', client(70 + i))).status, 200);
    }
    const table = await open(two(), '13', client(69));
    assert.deepEqual([table.status, table.body.message], [429, 'Too many attempts. Please try again in 60 minutes.']);

    await one().db.query('DELETE FROM rate_limits');
    await one().db.query('UPDATE tabs SET expires_at = now() WHERE expires_at > now()');
    for (let i = 0; i < CLIENT_LIMITS.openTab.max; i++) assert.equal((await open(either(i), String((i % 15) + 1), client(9))).status, 200);
    const own = await open(one(), '16', client(9));
    assert.deepEqual([own.status, own.body.message], [429, 'Too many attempts. Please try again in 15 minutes.']);
    assert.equal((await open(two(), '16', client(10))).status, 200);
  });
  it('lets one client create 300 orders in 15 minutes across both instances, sent all at once, then answers 429', async () => {
    const create = (t: TestServer, from: string) => t.at('bistro').post('/api/order/create/', { venue_uuid: VENUE.bistro }, { from });
    const orders = async () => (await one().db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n ?? 0;
    const before = await orders();
    const extra = 20;
    const replies = await parallel(
      Array.from({ length: CLIENT_LIMITS.createOrder.max + extra }, (_, i) => () => create(either(i), client(11))),
    );
    const counts = statuses(replies);
    assert.deepEqual(counts, { 200: CLIENT_LIMITS.createOrder.max, 429: extra });
    assert.equal(await orders(), before + CLIENT_LIMITS.createOrder.max);
    const refused = replies.find((r) => r.status === 429);
    assert.equal(refused?.body.message, 'Too many attempts. Please try again in 15 minutes.');
    // Another guest of the venue is not held back by this client.
    assert.equal((await create(two(), client(12))).status, 200);
  });
});
