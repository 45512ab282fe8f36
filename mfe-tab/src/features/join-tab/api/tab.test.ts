import { request } from '@tabula/shared';
import { joinTab } from './tab';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('joins with the table and its password', async () => {
  const body = { venue_uuid: 'v-1', table_number: '4', password: '1234' };
  await joinTab(body);
  expect(sent()).toEqual({ method: 'POST', path: '/api/order/join-tab/', body });
});
