import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, it } from 'node:test';
import { outboxMailer } from '../mail/outbox';
import { DEMO_GUEST, DEMO_GUESTS } from '../seed/venues';
import { add, item, menusOf, VENUE } from '../testing/flows';
import { eventually, fingerprint, suite } from '../testing/harness';

/** The seed checks the demo guests out this many days after it ran (Papadopoulos 204, Smith 310). */
const DEMO_STAY_DAYS = DEMO_GUEST.staysForDays;
const SMITH = DEMO_GUESTS.find((guest) => guest.surname === 'Smith');
if (!SMITH) throw new Error('The seed has no guest Smith');
const SMITH_STAY_DAYS = SMITH.staysForDays;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Just enough SMTP to accept one message per connection and remember it. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else messages[messages.length - 1] += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          messages.push('');
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, messages })),
  );
}

suite('hotel guest routes', (t) => {
  const login = (venue: string, body: Record<string, unknown>, from?: string) =>
    t().post('/api/venue/customer-guest-session/', body, { headers: { venue_uuid: venue }, ...(from && { from }) });

  it('logs a guest in to room service: session, room tab without password, order, cookies', async () => {
    const checkout = inDays(DEMO_STAY_DAYS);
    const res = await login(VENUE['room-service'], {
      surname: ' papadopoulos ',
      room_number: '204',
      checkout_date: checkout,
      table_number: null,
    });
    assert.equal(res.status, 200, res.text);
    const b = res.body;
    assert.equal(b.table_number, '204');
    assert.equal(b.tab_password, null);
    assert.equal(b.tab_link, `http://room-service.localhost:${t().port}/?tab=${b.tab_uuid}`);
    assert.equal(b.guest_account.check_out_datetime, `${checkout}T12:00:00.000Z`);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const [name, value] of [
      ['session', b.guest_account.guest_session_uuid],
      ['id', b.tab_uuid],
      ['room_number', '204'],
    ]) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`));
      assert.ok(cookie, `cookie ${name}`);
      assert.ok(cookie.includes(`${name}=${value}`));
      assert.match(cookie, new RegExp(`Expires=${new Date(b.guest_account.check_out_datetime).toUTCString()}`));
    }
    const session = b.guest_account.guest_session_uuid;

    const check = await t().get('/api/venue/check-for-guest-session/', {
      headers: { venue_uuid: VENUE['room-service'], 'guest-session-uuid': session },
    });
    assert.deepEqual(check.body, {
      guest_session_uuid: session,
      room_number: '204',
      check_out_datetime: b.guest_account.check_out_datetime,
    });
    const sameHotel = await t().get('/api/venue/check-for-guest-session/', {
      headers: { venue_uuid: VENUE.poolside, 'guest-session-uuid': session },
    });
    assert.equal(sameHotel.status, 200);
    const otherBusiness = await t().get('/api/venue/check-for-guest-session/', {
      headers: { venue_uuid: VENUE.bistro, 'guest-session-uuid': session },
    });
    assert.equal(otherBusiness.status, 404);

    const existing = await t().get('/api/venue/check-for-existing-tab/', {
      headers: { 'venue-uuid': VENUE['room-service'], 'guest-session-uuid': session },
    });
    assert.deepEqual(existing.body, { id: b.tab_uuid, tab_link: b.tab_link });
    const none = await t().get('/api/venue/check-for-existing-tab/', {
      headers: { 'venue-uuid': VENUE.poolside, 'guest-session-uuid': session },
    });
    assert.deepEqual(none.body, { id: null, tab_link: null });

    const slim = await t().get('/details-slim/', { headers: { ...t().host('room-service'), 'guest-session-uuid': session } });
    assert.deepEqual(slim.body.guest_session_details, {
      guest_session_uuid: session,
      room_number: '204',
      check_out_datetime: b.guest_account.check_out_datetime,
      session_url: `http://room-service.localhost:${t().port}/?sessionid=${session}`,
    });
    const hotel = await t().get('/api/venue/hotel-details/', { headers: { ...t().host('grand-hotel'), 'guest-session-uuid': session } });
    assert.equal(hotel.body.guest_session_details.guest_session_uuid, session);

    // Room charge needs the session, which the room tab carries.
    const menus = await menusOf(t(), 'room-service');
    await add(t(), b.order_uuid, { item_id: item(menus, 'Club Sandwich').item_id, quantity: 1 });
    const roomService = t().at('room-service');
    const placed = await roomService.post(`/api/order/${b.order_uuid}/checkout/`, { payment_method: 'room_charge', table_number: 10 });
    assert.equal(placed.status, 200, placed.text);
    assert.equal(placed.body.status, 2);
    assert.equal((await roomService.get(`/api/order/${b.order_uuid}/details/`)).body.table_number, '204');
  });

  it('opens a poolside tab on the chosen table, and links tabs opened with the session header', async () => {
    const res = await login(VENUE.poolside, {
      surname: 'Papadopoulos',
      room_number: 204,
      check_out_datetime: `${inDays(DEMO_STAY_DAYS)}T00:00:00Z`,
      table_number: '6',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.table_number, '6');
    assert.match(res.body.tab_password, /^\d{8}$/);
    const session = res.body.guest_account.guest_session_uuid;
    const pool = t().at('poolside');
    const tab = await pool.post(
      '/api/order/create-order-with-tab/',
      { venue_uuid: VENUE.poolside, table_number: '7', first_name: 'Maria', last_name: 'P' },
      { headers: { 'guest-session-uuid': session } },
    );
    assert.equal(tab.status, 200);
    const menus = await menusOf(t(), 'poolside');
    await add(t(), tab.body.order_uuid, { item_id: item(menus, 'Frappé').item_id, quantity: 2 });
    const placed = await pool.post(`/api/order/${tab.body.order_uuid}/checkout/`, { payment_method: 'room_charge' });
    assert.equal(placed.status, 200, placed.text);
    // Without a session, poolside cannot charge a room.
    const plain = await pool.post('/api/order/create-order-with-tab/', {
      venue_uuid: VENUE.poolside,
      table_number: '8',
      first_name: 'Walk-in',
    });
    await add(t(), plain.body.order_uuid, { item_id: item(menus, 'Frappé').item_id, quantity: 1 });
    const refused = await pool.post(`/api/order/${plain.body.order_uuid}/checkout/`, { payment_method: 'room_charge' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /guest session/);
  });

  it('refuses unknown guests and bad dates, changing no row', async () => {
    const before = await fingerprint(t().db);
    const wrong = await login(VENUE['room-service'], { surname: 'Nobody', room_number: '204', checkout_date: inDays(2) });
    assert.equal(wrong.status, 404);
    assert.equal(wrong.body.message, 'something went wrong!');
    const wrongRoom = await login(VENUE['room-service'], { surname: DEMO_GUEST.surname, room_number: '205', checkout_date: inDays(2) });
    assert.equal(wrongRoom.status, 404);
    const past = await login(VENUE['room-service'], { surname: DEMO_GUEST.surname, room_number: '204', checkout_date: inDays(-1) });
    assert.equal(past.status, 400);
    const garbage = await login(VENUE['room-service'], { surname: DEMO_GUEST.surname, room_number: '204', checkout_date: 'soon' });
    assert.equal(garbage.status, 400);
    const noDate = await login(VENUE['room-service'], { surname: DEMO_GUEST.surname, room_number: '204' });
    assert.equal(noDate.status, 400);
    const noSurname = await login(VENUE['room-service'], { room_number: '204', checkout_date: inDays(2) });
    assert.equal(noSurname.status, 400);
    const noHeader = await t().post('/api/venue/customer-guest-session/', { surname: 'x', room_number: '1', checkout_date: inDays(2) });
    assert.equal(noHeader.status, 400);
    const noTable = await login(VENUE.poolside, { surname: DEMO_GUEST.surname, room_number: '204', checkout_date: inDays(DEMO_STAY_DAYS) });
    assert.equal(noTable.status, 400);
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('answers 403 for a session past check-out and 404 for an unknown one', async () => {
    const res = await login(VENUE['room-service'], { surname: 'Smith', room_number: '310', checkout_date: inDays(SMITH_STAY_DAYS) });
    const session = res.body.guest_account.guest_session_uuid;
    await t().db.query("UPDATE guest_sessions SET check_out_at = now() - interval '1 minute' WHERE uuid = $1", [session]);
    const expired = await t().get('/api/venue/check-for-guest-session/', {
      headers: { venue_uuid: VENUE['room-service'], 'guest-session-uuid': session },
    });
    assert.equal(expired.status, 403);
    const slim = await t().get('/details-slim/', { headers: { ...t().host('room-service'), 'guest-session-uuid': session } });
    assert.equal(slim.body.guest_session_details, null);
    const tab = await t()
      .at('poolside')
      .post(
        '/api/order/create-order-with-tab/',
        { venue_uuid: VENUE.poolside, table_number: '2', first_name: 'Late' },
        { headers: { 'guest-session-uuid': session } },
      );
    assert.equal(tab.status, 403);
    const unknown = await t().get('/api/venue/check-for-guest-session/', {
      headers: { venue_uuid: VENUE['room-service'], 'guest-session-uuid': '00000000-0000-4000-8000-000000000000' },
    });
    assert.equal(unknown.status, 404);
  });

  it('writes session e-mails to the outbox', async () => {
    const res = await t().post('/send-session-email/', { email: 'Papadopoulos@Example.com' }, { headers: t().host('room-service') });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { message: 'Email sent Successfully' });
    const [mail] = await t().db.query<{ to_address: string; body: string; sent_at: Date | null }>(
      'SELECT to_address, body, sent_at FROM outbox ORDER BY id DESC LIMIT 1',
    );
    assert.equal(mail?.to_address, 'Papadopoulos@Example.com');
    assert.match(mail?.body ?? '', new RegExp(`http://room-service\\.localhost:${t().port}/\\?sessionid=[0-9a-f-]{36}`));
    assert.equal(mail?.sent_at, null);

    const before = await fingerprint(t().db);
    for (const body of [{ email: 'not an email' }, {}, { email: 42 }]) {
      const bad = await t().post('/send-session-email/', body, { headers: t().host('room-service') });
      assert.equal(bad.status, 400, JSON.stringify(body));
      if (!('email' in body) || typeof body.email === 'string') assert.equal(bad.body.message, 'Something went wrong. Try Again');
    }
    // No oracle: an address that is no guest's here gets the answer a guest gets, and nothing is written.
    for (const headers of [t().host('room-service'), t().host('bistro')]) {
      for (const email of ['nobody@example.com', DEMO_GUEST.email]) {
        if (email === DEMO_GUEST.email && headers.host?.startsWith('room-service')) continue;
        const unknown = await t().post('/send-session-email/', { email }, { headers });
        assert.equal(unknown.status, 200, unknown.text);
        assert.deepEqual(unknown.body, { message: 'Email sent Successfully' });
      }
    }
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it("links every venue's session e-mail to the hotel's room service, with the check-out day in the guest's language", async () => {
    const lastMail = async () =>
      (await t().db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox ORDER BY id DESC LIMIT 1'))[0];
    const checkOut = new Date(`${inDays(DEMO_STAY_DAYS)}T12:00:00.000Z`);
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        checkOut,
      );
    // Five e-mails to one guest: the allowance of the hour, which the other tests' e-mails must not use up.
    await t().db.query(`DELETE FROM rate_limits WHERE key LIKE 'session-email|%'`);
    for (const [slug, language, locale] of [
      ['poolside', undefined, 'en-GB'],
      ['grand-hotel', 'en', 'en-GB'],
      ['room-service', 'es', 'es-ES'],
      ['poolside', 'gr', 'el-GR'],
      ['grand-hotel', 'fr', 'fr-FR'],
    ] as const) {
      const headers = { ...t().host(slug), ...(language && { language }) };
      // From a client of its own: this client's e-mails a minute are the other tests'.
      const res = await t().post('/send-session-email/', { email: DEMO_GUEST.email }, { headers, from: '127.0.9.1' });
      assert.equal(res.status, 200, res.text);
      const mail = await lastMail();
      assert.match(mail?.body ?? '', new RegExp(`http://room-service\\.localhost:${t().port}/\\?sessionid=[0-9a-f-]{36}\n`), slug);
      assert.equal(mail?.subject, 'Your Grand Hotel Room Service session link');
      assert.ok(mail?.body.includes(`The link works until check-out (${day(locale)}).`), `${language}: ${mail?.body}`);
      assert.doesNotMatch(mail?.body ?? '', /T12:00:00/);
    }
    await t().db.query(`DELETE FROM rate_limits WHERE key LIKE 'session-email|%'`);
  });

  it("shows an operator the latest e-mails to an address, and no one without the operator's token", async () => {
    const res = await t().get(`/api/ops/outbox/?to=${encodeURIComponent(DEMO_GUEST.email.toUpperCase())}`, {
      headers: { 'x-ops-token': t().server.opsToken },
    });
    assert.equal(res.status, 200, res.text);
    const mails = res.body as { to: string; subject: string; body: string; created_at: string }[];
    assert.ok(mails.length >= 5);
    assert.ok(mails.every((mail) => mail.to.toLowerCase() === DEMO_GUEST.email));
    // The newest is the French one the test above sent last, dated in French (the weekday moves with the day the suite runs).
    const checkOut = new Date(`${inDays(DEMO_STAY_DAYS)}T12:00:00.000Z`);
    const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(checkOut);
    assert.ok(mails[0]?.body.includes(`(${weekday} `), mails[0]?.body);
    for (const headers of [{}, { 'x-ops-token': 'nope' }] as Record<string, string>[]) {
      assert.equal((await t().get(`/api/ops/outbox/?to=${DEMO_GUEST.email}`, { headers })).status, 401);
    }
  });

  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  before(async () => {
    smtp = await fakeSmtp();
  });
  after(() => smtp.server.close());

  it('sends outbox e-mails through SMTP when configured', async () => {
    const queued = t().ctx.mailer;
    t().ctx.mailer = outboxMailer(t().db, `smtp://127.0.0.1:${smtp.port}`, 'Tabula <no-reply@tabula.localhost>');
    try {
      const res = await t().post('/send-session-email/', { email: DEMO_GUEST.email }, { headers: t().host('poolside') });
      assert.equal(res.status, 200, res.text);
      // Delivered after the answer, whose timing must not tell a guest's address from another.
      await eventually(async () => {
        const [last] = await t().db.query<{ sent_at: Date | null }>('SELECT sent_at FROM outbox ORDER BY id DESC LIMIT 1');
        return last?.sent_at !== null;
      });
    } finally {
      t().ctx.mailer = queued;
    }
    assert.equal(smtp.messages.length, 1);
    assert.match(smtp.messages[0] ?? '', /sessionid=/);
    const [mail] = await t().db.query<{ sent_at: Date | null; error: string | null }>(
      'SELECT sent_at, error FROM outbox ORDER BY id DESC LIMIT 1',
    );
    assert.ok(mail?.sent_at);
    assert.equal(mail?.error, null);
  });

  it('logs in only with the check-out date on record, and never changes the stored stay', async () => {
    const stored = async () =>
      (await t().db.query<{ d: string }>(`SELECT to_char(check_out_date, 'YYYY-MM-DD') AS d FROM guests WHERE surname = 'Smith'`))[0]?.d;
    assert.equal(await stored(), inDays(SMITH_STAY_DAYS));
    const before = await fingerprint(t().db);
    for (const date of [inDays(SMITH_STAY_DAYS + 1), inDays(SMITH_STAY_DAYS - 1), inDays(30)]) {
      const guess = await login(VENUE['room-service'], { surname: 'Smith', room_number: '310', checkout_date: date }, '127.0.0.21');
      assert.deepEqual([guess.status, guess.body.message], [404, 'something went wrong!'], date);
    }
    assert.deepEqual(await fingerprint(t().db), before);
    assert.equal(await stored(), inDays(SMITH_STAY_DAYS));
    const right = await login(
      VENUE['room-service'],
      { surname: 'SMITH', room_number: '310', checkout_date: inDays(SMITH_STAY_DAYS) },
      '127.0.0.21',
    );
    assert.equal(right.status, 200, right.text);
    assert.equal(await stored(), inDays(SMITH_STAY_DAYS));
  });

  it('locks a client that tried a surname on room after room out of that surname, and no one else', async () => {
    await t().db.query('DELETE FROM rate_limits');
    try {
      for (let room = 101; room <= 110; room++) {
        const miss = await login(
          VENUE['room-service'],
          { surname: 'smith', room_number: String(room), checkout_date: inDays(SMITH_STAY_DAYS) },
          '127.0.1.1',
        );
        assert.equal(miss.status, 404);
      }
      const locked = await login(
        VENUE['room-service'],
        { surname: 'Smith', room_number: '310', checkout_date: inDays(SMITH_STAY_DAYS) },
        '127.0.1.1',
      );
      assert.equal(locked.status, 429);
      assert.match(locked.body.message, /^Too many attempts\. Please try again in 1[45] minutes\.$/);
      // Poolside belongs to the same hotel: the client's lock is the hotel's, not one venue's.
      const elsewhere = await login(
        VENUE.poolside,
        { surname: 'Smith', room_number: '310', checkout_date: inDays(SMITH_STAY_DAYS), table_number: '3' },
        '127.0.1.1',
      );
      assert.equal(elsewhere.status, 429);
      // Smith, at another address, logs in: a stranger cannot lock a guest out.
      const guest = await login(
        VENUE['room-service'],
        { surname: 'Smith', room_number: '310', checkout_date: inDays(SMITH_STAY_DAYS) },
        '127.0.1.52',
      );
      assert.equal(guest.status, 200, guest.text);

      await t().db.query(`UPDATE rate_limits SET window_ends = now() WHERE key LIKE 'guest-login|%'`);
      const later = await login(
        VENUE['room-service'],
        { surname: 'Smith', room_number: '310', checkout_date: inDays(SMITH_STAY_DAYS) },
        '127.0.1.1',
      );
      assert.equal(later.status, 200, later.text);
    } finally {
      await t().db.query('DELETE FROM rate_limits');
    }
  });

  it('lets one client try 30 logins a minute, then answers 429 with Retry-After', async () => {
    try {
      for (let i = 0; i < 30; i++) {
        // Another surname and room each time: no lock-out, only the client's own limit.
        const res = await login(
          VENUE['room-service'],
          { surname: `Guess${i}`, room_number: `9${i}`, checkout_date: inDays(2) },
          '127.0.2.1',
        );
        assert.equal(res.status, 404);
      }
      const limited = await login(
        VENUE['room-service'],
        { surname: DEMO_GUEST.surname, room_number: '204', checkout_date: inDays(DEMO_STAY_DAYS) },
        '127.0.2.1',
      );
      assert.equal(limited.status, 429);
      assert.equal(limited.body.message, 'Too many attempts. Please try again in 1 minute.');
      assert.ok(Number(limited.headers['retry-after']) > 0);
      const otherClient = await login(
        VENUE['room-service'],
        { surname: DEMO_GUEST.surname, room_number: '204', checkout_date: inDays(DEMO_STAY_DAYS) },
        '127.0.2.2',
      );
      assert.equal(otherClient.status, 200, otherClient.text);
    } finally {
      await t().db.query('DELETE FROM rate_limits');
    }
  });

  it("counts only session e-mails sent toward a guest's 5 an hour: failed sends use none of them", async () => {
    await t().db.query('DELETE FROM rate_limits');
    const working = t().ctx.mailer;
    const outbox = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]?.n ?? 0;
    const allowanceUsed = async () =>
      (await t().db.query<{ hits: number }>(`SELECT hits FROM rate_limits WHERE key LIKE 'session-email|%'`))[0]?.hits ?? 0;
    try {
      const send = (from: string) =>
        t().post('/send-session-email/', { email: DEMO_GUEST.email }, { headers: t().host('room-service'), from });
      t().ctx.mailer = { queue: working.queue, deliver: async () => false };
      for (let i = 0; i < 6; i++) {
        // A failed delivery is not the guest's to see from the answer; it gives its place back.
        assert.equal((await send(`127.0.4.${i + 1}`)).status, 200);
        await eventually(async () => (await allowanceUsed()) === 0);
      }
      t().ctx.mailer = working;
      const queuedBefore = await outbox();
      for (let i = 0; i < 5; i++) assert.equal((await send(`127.0.5.${i + 1}`)).status, 200);
      assert.equal(await outbox(), queuedBefore + 5);
      assert.equal((await send('127.0.5.9')).status, 200);
      assert.equal(await outbox(), queuedBefore + 5, 'the sixth is not sent');
    } finally {
      t().ctx.mailer = working;
      await t().db.query('DELETE FROM rate_limits');
    }
  });

  it('sends one guest at most 5 session e-mails an hour, from however many clients', async () => {
    await t().db.query('DELETE FROM rate_limits');
    try {
      const send = (email: string, from: string) =>
        t().post('/send-session-email/', { email }, { headers: t().host('room-service'), from });
      for (let i = 0; i < 5; i++) {
        // Each from a client of its own: no client's limit is reached, only the guest's.
        const res = await send(i % 2 ? DEMO_GUEST.email.toUpperCase() : DEMO_GUEST.email, `127.0.3.${i + 1}`);
        assert.equal(res.status, 200, res.text);
      }
      const before = await fingerprint(t().db);
      const flooded = await send(DEMO_GUEST.email, '127.0.3.9');
      // Answered as any address is, so the limit does not tell who stays here either; nothing is sent.
      assert.equal(flooded.status, 200, flooded.text);
      assert.deepEqual(flooded.body, { message: 'Email sent Successfully' });
      assert.deepEqual(await fingerprint(t().db), before);
      const otherGuest = await send('smith@example.com', '127.0.3.9');
      assert.equal(otherGuest.status, 200, otherGuest.text);
    } finally {
      await t().db.query('DELETE FROM rate_limits');
    }
  });
});
