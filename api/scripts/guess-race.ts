/**
 * How many of many parallel wrong guesses the API compares: tab passwords and hotel logins, sent at two
 * API instances on one PostgreSQL database (TEST_DATABASE_URL), or at one on PGlite without it.
 *
 *   bash ../scripts/with-postgres.sh node --import tsx scripts/guess-race.ts   (in api/)
 *
 * A 404 is a guess the API compared and found wrong; 429 one it refused before comparing.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEMO_VENUE_UUIDS, startServer, type RunningServer } from '../src/index';
import { wrongPassword } from '../src/testing/flows';
import { call, type Reply } from '../src/testing/harness';

const adminUrl = process.env.TEST_DATABASE_URL;

async function servers(): Promise<{ instances: RunningServer[]; done(): Promise<void> }> {
  if (!adminUrl) {
    const only = await startServer({ port: 0, dataDir: 'memory' });
    return { instances: [only], done: () => only.close() };
  }
  const name = `tabula_race_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const first = await startServer({ port: 0, databaseUrl: url.toString() });
  const second = await startServer({ port: 0, databaseUrl: url.toString() });
  return {
    instances: [first, second],
    async done() {
      await second.close();
      await first.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const { instances, done } = await servers();
  const at = (i: number) => instances[i % instances.length] as RunningServer;
  const clear = () => at(0).app.tabula.db.query('DELETE FROM rate_limits');
  const results: Record<string, { sent: number; compared: number; right?: number }> = {};
  try {
    const bistro = DEMO_VENUE_UUIDS.bistro;
    const openTab = async (table: string) => {
      const res = await call(at(0).url, 'POST', '/api/order/create-order-with-tab/', {
        headers: { host: `bistro.localhost:${at(0).port}` },
        body: { venue_uuid: bistro, table_number: table, first_name: 'Ada' },
      });
      return res.body.tab_password as string;
    };
    const join = (i: number, table: string, password: string, from: string) =>
      call(at(i).url, 'POST', '/api/order/join-tab/', {
        headers: { host: `bistro.localhost:${at(i).port}` },
        body: { venue_uuid: bistro, table_number: table, password },
        from,
      });

    await clear();
    const four = await openTab('4');
    const oneClient = await Promise.all(Array.from({ length: 300 }, (_, i) => join(i, '4', wrongPassword(four, i), '127.3.0.1')));
    results['300 wrong passwords, one address, one table'] = { sent: 300, compared: count(oneClient, 404) };

    await clear();
    const six = await openTab('6');
    const fourClients = await Promise.all(
      Array.from({ length: 100 }, (_, i) => join(i, '6', wrongPassword(six, i), `127.3.1.${(i % 4) + 1}`)),
    );
    results['100 wrong passwords, four addresses, one table'] = { sent: 100, compared: count(fourClients, 404) };

    await clear();
    const seven = await openTab('7');
    const withRight = await Promise.all(
      [...Array.from({ length: 10 }, (_, i) => wrongPassword(seven, i)), seven].map((p, i) => join(i, '7', p, '127.3.2.1')),
    );
    results['10 wrong passwords and the right one, one address'] = {
      sent: 11,
      compared: count(withRight, 404) + count(withRight, 200),
      right: count(withRight, 200),
    };

    await clear();
    const logins = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(at(i).url, 'POST', '/api/venue/customer-guest-session/', {
          headers: { venue_uuid: DEMO_VENUE_UUIDS['room-service'] },
          body: { surname: 'Smith', room_number: '310', checkout_date: inDays(10 + i) },
          from: '127.3.3.1',
        }),
      ),
    );
    results['60 wrong hotel logins on room 310, one address'] = { sent: 60, compared: count(logins, 404) };
  } finally {
    await done();
  }
  console.log(JSON.stringify({ database: adminUrl ? 'postgres, two instances' : 'pglite, one instance', results }, null, 2));
}

await main();
