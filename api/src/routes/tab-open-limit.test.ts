import assert from 'node:assert/strict';
import { it } from 'node:test';
import { VENUE } from '../testing/flows';
import { suite } from '../testing/harness';

suite(
  'TAB_OPENS_PER_CLIENT',
  (t) => {
    it('lets one client open as many tabs in 15 minutes as the option says, then answers 429, while another client still opens one', async () => {
      const open = (table: string, from: string) =>
        t()
          .at('bistro')
          .post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: table, first_name: 'A' }, { from });
      for (const table of ['1', '2', '3']) assert.equal((await open(table, '127.0.4.1')).status, 200);
      const fourth = await open('4', '127.0.4.1');
      assert.deepEqual([fourth.status, fourth.body.message], [429, 'Too many attempts. Please try again in 15 minutes.']);
      assert.equal((await open('4', '127.0.4.2')).status, 200);
    });
  },
  { tabOpensPerClient: 3, trustProxy: ['127.0.0.1'] },
);
