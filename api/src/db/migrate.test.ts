import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startServer } from '../index';
import { emptyPostgresDatabase } from '../testing/harness';

const adminUrl = process.env.TEST_DATABASE_URL;

// Two API instances share one PostgreSQL in production; PGlite has a single process by design.
if (adminUrl) {
  describe('two API instances started together on an empty PostgreSQL', () => {
    it('both start, every time, with the schema applied once', { timeout: 120_000 }, async () => {
      for (let round = 0; round < 6; round++) {
        const database = await emptyPostgresDatabase(adminUrl);
        try {
          const started = await Promise.allSettled([0, 1].map(() => startServer({ port: 0, databaseUrl: database.url })));
          for (const s of started) if (s.status === 'fulfilled') await s.value.close();
          const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
          assert.deepEqual(failures, [], `round ${round}`);
          const check = await startServer({ port: 0, databaseUrl: database.url });
          try {
            const rows = await check.app.tabula.db.query<{ name: string; n: number }>(
              'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name HAVING count(*) > 1',
            );
            assert.deepEqual(rows, []);
          } finally {
            await check.close();
          }
        } finally {
          await database.drop();
        }
      }
    });
  });
}
