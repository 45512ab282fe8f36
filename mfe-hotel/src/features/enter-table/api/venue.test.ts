import { request } from '@tabula/shared';
import { venueByUuid, venueTables } from './venue';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('names the venue by its uuid in the path', async () => {
  await venueByUuid('v 1');
  expect(sent()).toEqual({ method: 'GET', path: '/api/venue/v%201/details/' });
  await venueTables('v-1');
  expect(sent()).toEqual({ method: 'GET', path: '/api/venue/v-1/tables/' });
});
