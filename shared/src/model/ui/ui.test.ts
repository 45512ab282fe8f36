import { allSettled } from 'effector';
import { createTestScope } from '../../test/scope';
import {
  $hotelUrl,
  $loader,
  $origin,
  $route,
  hotelUrlRecorded,
  loaderChanged,
  originRecorded,
  routeCleared,
  routeVisited,
} from '.';

describe('ui state', () => {
  it('remembers the last route until cleared', async () => {
    const scope = createTestScope();
    await allSettled(routeVisited, { scope, params: '/search' });
    expect(scope.getState($route)).toBe('/search');
    await allSettled(routeCleared, { scope });
    expect(scope.getState($route)).toBeNull();
  });

  it('stores where the guest came from and the hotel page', async () => {
    const scope = createTestScope();
    await allSettled(originRecorded, { scope, params: 'menu' });
    await allSettled(hotelUrlRecorded, { scope, params: 'https://hotel.example' });
    expect([scope.getState($origin), scope.getState($hotelUrl)]).toEqual(['menu', 'https://hotel.example']);
    expect([localStorage.getItem('from'), localStorage.getItem('hotel_url')]).toEqual(['menu', 'https://hotel.example']);
  });

  it('keeps the loader flag', async () => {
    const scope = createTestScope();
    await allSettled(loaderChanged, { scope, params: true });
    expect(scope.getState($loader)).toBe(true);
  });
});
