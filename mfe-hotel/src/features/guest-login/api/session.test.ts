import { request } from '@tabula/shared';
import { customerGuestSession, sendSessionEmail } from './session';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('logs the guest in at the venue the header names', async () => {
  const body = { surname: 'Doe', room_number: '12', checkout_date: '2026-01-02', table_number: '12' };
  await customerGuestSession('v-1', body);
  expect(sent()).toEqual({ method: 'POST', path: '/api/venue/customer-guest-session/', headers: { venue_uuid: 'v-1' }, body });
});

it("sends the session link to the address, in the guest's language", async () => {
  await sendSessionEmail('a@b.co', 'gr');
  expect(sent()).toEqual({ method: 'POST', path: '/send-session-email/', body: { email: 'a@b.co' }, headers: { language: 'gr' } });
});
