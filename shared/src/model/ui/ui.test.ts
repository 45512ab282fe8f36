import { allSettled } from 'effector';
import { createTestScope } from '../../test/scope';
import {
  $hotelEmail,
  $hotelUrl,
  $origin,
  hotelEmailChanged,
  hotelUrlRecorded,
  originRecorded,
} from '.';

describe('ui state', () => {
  it('stores where the guest came from and the hotel page', async () => {
    const scope = createTestScope();
    await allSettled(originRecorded, { scope, params: 'menu' });
    await allSettled(hotelUrlRecorded, { scope, params: 'https://hotel.example' });
    expect([scope.getState($origin), scope.getState($hotelUrl)]).toEqual(['menu', 'https://hotel.example']);
    expect([localStorage.getItem('from'), localStorage.getItem('hotel_url')]).toEqual(['menu', 'https://hotel.example']);
  });

  it('keeps the hotel e-mail', async () => {
    const scope = createTestScope();
    await allSettled(hotelEmailChanged, { scope, params: 'guest@example.com' });
    expect(scope.getState($hotelEmail)).toBe('guest@example.com');
  });
});
