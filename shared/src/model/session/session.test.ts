import { allSettled } from 'effector';
import { ApiRequestError } from '../../api/result';
import { readSessionCookie } from '../../storage/cookies';
import { createTestScope } from '../../test/scope';
import { $tabId, tabStarted } from '../tab';
import { $checkOutDatetime, $roomNumber, $sessionId, checkGuestSessionFx, guestSessionStarted } from '.';

const checkOut = new Date(Date.now() + 2 * 86_400_000).toISOString();
const session = { guest_session_uuid: 's-1', room_number: '204', check_out_datetime: checkOut, venue_uuid: 'venue-1' };

describe('guest session', () => {
  it('is stored and set as cookies until check-out', async () => {
    const scope = createTestScope();
    await allSettled(guestSessionStarted, { scope, params: session });
    expect(scope.getState($sessionId)).toBe('s-1');
    expect(scope.getState($roomNumber)).toBe('204');
    expect(scope.getState($checkOutDatetime)).toBe(checkOut);
    expect(localStorage.getItem('sessionId')).toBe('s-1');
    expect(localStorage.getItem('room_no')).toBe('204');
    expect(localStorage.getItem('check_out_datetime')).toBe(checkOut);
    expect([readSessionCookie('session'), readSessionCookie('id'), readSessionCookie('room_number')]).toEqual(['s-1', 'venue-1', '204']);
  });

  it('sets no cookie without a check-out time', async () => {
    const scope = createTestScope();
    await allSettled(guestSessionStarted, { scope, params: { guest_session_uuid: 's-2' } });
    expect(scope.getState($sessionId)).toBe('s-2');
    expect(readSessionCookie('session')).toBeNull();
  });

  it('a failed check clears the session, its cookies and the tab', async () => {
    const scope = createTestScope({
      handlers: [[checkGuestSessionFx, () => Promise.reject(new ApiRequestError(400, { message: 'Invalid session' }))]],
    });
    await allSettled(guestSessionStarted, { scope, params: session });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o' } });
    await allSettled(checkGuestSessionFx, { scope, params: { venueUuid: 'venue-1', sessionId: 's-1' } });
    expect(scope.getState($sessionId)).toBeNull();
    expect(scope.getState($checkOutDatetime)).toBeNull();
    expect(scope.getState($tabId)).toBe('empty');
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(localStorage.getItem('check_out_datetime')).toBeNull();
    expect(readSessionCookie('session')).toBeNull();
  });
});
