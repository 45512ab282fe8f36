import { allSettled } from 'effector';
import { createTestScope } from '../../test/scope';
import { $hotelUrl, $origin, hotelUrlRecorded, originRecorded } from '.';

describe('ui state', () => {
  it('stores where the guest came from and the hotel page', async () => {
    const scope = createTestScope();
    await allSettled(originRecorded, { scope, params: 'menu' });
    await allSettled(hotelUrlRecorded, { scope, params: 'https://hotel.example' });
    expect([scope.getState($origin), scope.getState($hotelUrl)]).toEqual(['menu', 'https://hotel.example']);
    expect([localStorage.getItem('from'), localStorage.getItem('hotel_url')]).toEqual(['menu', 'https://hotel.example']);
  });
});
