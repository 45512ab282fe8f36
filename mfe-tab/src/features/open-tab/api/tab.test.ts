import { request } from '@tabula/shared';
import { createOrderWithTab } from './tab';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('opens the tab with the guest session, if any', async () => {
  const body = { venue_uuid: 'v-1', table_number: '4', first_name: 'Ann', last_name: 'Lee' };
  await createOrderWithTab(body);
  expect(sent()).toEqual({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true });
});
