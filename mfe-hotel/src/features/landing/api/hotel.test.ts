import { request } from '@tabula/shared';
import { hotelDetails } from './hotel';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('asks for the hotel with the guest session', async () => {
  await hotelDetails();
  expect(sent()).toEqual({ method: 'GET', path: '/api/venue/hotel-details/', withSession: true });
});
