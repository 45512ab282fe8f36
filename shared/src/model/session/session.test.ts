import { allSettled } from 'effector';
import { ApiRequestError } from '../../api/result';
import { readSessionCookie } from '../../storage/cookies';
import { createTestScope } from '../../test/scope';
import { reloadWithoutQueryFx } from '../browser';
import { $tabId, $tabLink, tabStarted } from '../tab';
import { $checkOutDatetime, $roomNumber, $sessionId, checkGuestSessionFx, guestSessionStarted } from '.';

const SESSION = '7ab01a00-0000-4000-8000-0000000000b1';
const checkOut = new Date(Date.now() + 2 * 86_400_000).toISOString();
const session = { guest_session_uuid: SESSION, room_number: '204', check_out_datetime: checkOut, venue_uuid: 'venue-1' };

describe('guest session', () => {
  it('is stored and set as cookies until check-out', async () => {
    const scope = createTestScope();
    await allSettled(guestSessionStarted, { scope, params: session });
    expect(scope.getState($sessionId)).toBe(SESSION);
    expect(scope.getState($roomNumber)).toBe('204');
    expect(scope.getState($checkOutDatetime)).toBe(checkOut);
    expect(localStorage.getItem('sessionId')).toBe(SESSION);
    expect(localStorage.getItem('room_no')).toBe('204');
    expect(localStorage.getItem('check_out_datetime')).toBe(checkOut);
    expect([readSessionCookie('session'), readSessionCookie('id'), readSessionCookie('room_number')]).toEqual([SESSION, 'venue-1', '204']);
  });

  it('sets no cookie without a check-out time', async () => {
    const scope = createTestScope();
    const other = '7ab01a00-0000-4000-8000-0000000000b2';
    await allSettled(guestSessionStarted, { scope, params: { guest_session_uuid: other } });
    expect(scope.getState($sessionId)).toBe(other);
    expect(readSessionCookie('session')).toBeNull();
  });

  it.each([
    ['a mangled id', 'not-a-session'],
    ['an empty id', ''],
    ['an id with spaces around it', ` ${SESSION} `],
  ])('ignores a session link with %s, keeping nothing of it', async (_label, id) => {
    const scope = createTestScope();
    await allSettled(guestSessionStarted, { scope, params: { ...session, guest_session_uuid: id } });
    expect(scope.getState($sessionId)).toBeNull();
    expect(scope.getState($roomNumber)).toBeNull();
    expect(scope.getState($checkOutDatetime)).toBeNull();
    expect(localStorage.getItem('sessionId')).toBeNull();
    expect(localStorage.getItem('room_no')).toBeNull();
    expect(readSessionCookie('session')).toBeNull();
  });

  it('keeps the stored session when a bad link follows it', async () => {
    const scope = createTestScope();
    await allSettled(guestSessionStarted, { scope, params: session });
    await allSettled(guestSessionStarted, { scope, params: { guest_session_uuid: 'abc', room_number: '999' } });
    expect(scope.getState($sessionId)).toBe(SESSION);
    expect(scope.getState($roomNumber)).toBe('204');
  });

  it.each([400, 403, 404])('a check answered %i clears the session, its room, cookies and tab, and reloads the page', async (status) => {
    let reloads = 0;
    const scope = createTestScope({
      handlers: [
        [checkGuestSessionFx, () => Promise.reject(new ApiRequestError(status, { message: 'Guest session not found' }))],
        [reloadWithoutQueryFx, () => void reloads++],
      ],
    });
    await allSettled(guestSessionStarted, { scope, params: session });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o' } });
    expect(reloads).toBe(0);
    await allSettled(checkGuestSessionFx, { scope, params: { venueUuid: 'venue-1', sessionId: SESSION } });
    expect(scope.getState($sessionId)).toBeNull();
    expect(scope.getState($roomNumber)).toBeNull();
    expect(scope.getState($checkOutDatetime)).toBeNull();
    expect(scope.getState($tabId)).toBe('empty');
    expect(scope.getState($tabLink)).toBeNull();
    for (const key of ['sessionId', 'room_no', 'check_out_datetime', 'tabLink']) expect(localStorage.getItem(key)).toBeNull();
    expect([readSessionCookie('session'), readSessionCookie('id'), readSessionCookie('room_number')]).toEqual([null, null, null]);
    expect(reloads).toBe(1);
  });

  it('keeps the session when the API cannot be reached', async () => {
    let reloads = 0;
    const scope = createTestScope({
      handlers: [
        [checkGuestSessionFx, () => Promise.reject(new ApiRequestError(0, { message: 'Network error' }))],
        [reloadWithoutQueryFx, () => void reloads++],
      ],
    });
    await allSettled(guestSessionStarted, { scope, params: session });
    await allSettled(checkGuestSessionFx, { scope, params: { venueUuid: 'venue-1', sessionId: SESSION } });
    expect(scope.getState($sessionId)).toBe(SESSION);
    expect(reloads).toBe(0);
  });

  it("keeps a session the API confirms, with the API's room and check-out", async () => {
    const scope = createTestScope({
      handlers: [[checkGuestSessionFx, () => ({ guest_session_uuid: SESSION, room_number: '204', check_out_datetime: checkOut })]],
    });
    await allSettled(checkGuestSessionFx, { scope, params: { venueUuid: 'venue-1', sessionId: SESSION } });
    expect(scope.getState($sessionId)).toBe(SESSION);
    expect(scope.getState($roomNumber)).toBe('204');
    expect(scope.getState($checkOutDatetime)).toBe(checkOut);
    expect([readSessionCookie('session'), readSessionCookie('id'), readSessionCookie('room_number')]).toEqual([SESSION, 'venue-1', '204']);
  });
});
