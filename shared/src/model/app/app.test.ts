import { allSettled } from 'effector';
import { i18n } from '../../i18n/instance';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { makeCartLine, makeOrder, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { unregisterServiceWorkersFx } from '../browser';
import { $orderList, orderLineSaved } from '../cart';
import { $cacheClearCounter, $orderHistory } from '../history';
import { $language } from '../i18n';
import { $menuId } from '../menu';
import { $orderDetail, $orderId, createOrderFx, fetchOrderDetailsFx } from '../order';
import { $sessionId } from '../session';
import { $hasTab, $tabExpired, $tabId } from '../tab';
import { $themeColor } from '../ui';
import { $venueStatus, loadVenueFx } from '../venue';
import '../order-state';
import { appStarted } from '.';

afterEach(() => i18n.changeLanguage('en'));

const venue = makeVenue({ supported_translations_dict: { en: 'English', es: 'Español' }, colour: '#0a0b0c' });

function startScope() {
  const calls = { venue: [] as string[], unregistered: 0, created: 0, fetched: [] as string[] };
  const scope = createTestScope({
    handlers: [
      [loadVenueFx, (language: string) => (calls.venue.push(language), venue)],
      [unregisterServiceWorkersFx, () => void calls.unregistered++],
      [createOrderFx, () => (calls.created++, { order_uuid: 'created' })],
      [fetchOrderDetailsFx, (uuid: string) => (calls.fetched.push(uuid), makeOrder({ order_uuid: uuid, order_items: [] }))],
    ],
  });
  return { scope, calls };
}

describe('appStarted', () => {
  it('starts empty when nothing is stored, creates an order and unregisters service workers', async () => {
    const { scope, calls } = startScope();
    await allSettled(appStarted, { scope });
    expect(scope.getState($menuId)).toBeNull();
    expect(calls.unregistered).toBe(1);
    expect(calls.venue).toEqual(['en']);
    expect(scope.getState($venueStatus)).toBe('ready');
    expect(calls.created).toBe(1);
    expect(scope.getState($orderId)).toBe('created');
  });

  it('loads the stored ids, language, colour, tab and session', async () => {
    localStorage.setItem('orderId', 'stored-order');
    localStorage.setItem('menuId', '3');
    localStorage.setItem('tabId', 'tab-1');
    localStorage.setItem('language', 'es');
    localStorage.setItem('color', '#123456');
    localStorage.setItem('sessionId', 's-1');
    localStorage.setItem('show-tab-expire', 'true');
    const { scope, calls } = startScope();
    await allSettled(appStarted, { scope });
    expect(scope.getState($orderId)).toBe('stored-order');
    expect(scope.getState($menuId)).toBe(3);
    expect(scope.getState($tabId)).toBe('tab-1');
    expect(scope.getState($hasTab)).toBe(true);
    expect(scope.getState($sessionId)).toBe('s-1');
    expect(scope.getState($tabExpired)).toBe(true);
    expect(scope.getState($language)).toBe('es');
    expect(calls.venue[0]).toBe('es');
    expect(calls.fetched).toEqual(['stored-order']);
    expect(calls.created).toBe(0);
  });

  it('takes the theme colour from storage until the venue brings its own', async () => {
    localStorage.setItem('color', '#123456');
    const offline = createTestScope({
      handlers: [
        [loadVenueFx, () => Promise.reject(new Error('offline'))],
        [unregisterServiceWorkersFx, () => undefined],
      ],
    });
    expect(offline.getState($themeColor)).toBe('#FF3366');
    await allSettled(appStarted, { scope: offline });
    expect(offline.getState($themeColor)).toBe('#123456');

    const { scope } = startScope();
    await allSettled(appStarted, { scope });
    expect(scope.getState($themeColor)).toBe('#0a0b0c');
    expect(localStorage.getItem('color')).toBe('#0a0b0c');
  });

  it('restores the persisted order state and prunes history when due', async () => {
    const recent = makeOrder({ order_uuid: 'recent', submitted_for_review: new Date().toISOString() });
    const stale = makeOrder({ order_uuid: 'stale', submitted_for_review: '2020-01-01T00:00:00Z' });
    localStorage.setItem('orderId', 'o-1');
    localStorage.setItem(
      ORDER_STATE_KEY,
      JSON.stringify({
        orderList: [makeCartLine({ quantity: 2 })],
        orderDetail: null,
        orderHistory: [recent, stale],
        cacheClearCounter: 1,
      }),
    );
    const scope = createTestScope({
      handlers: [
        [loadVenueFx, () => Promise.reject(new Error('offline'))],
        [unregisterServiceWorkersFx, () => undefined],
      ],
    });
    await allSettled(appStarted, { scope });
    expect(scope.getState($orderList)).toMatchObject([{ quantity: 2 }]);
    expect(scope.getState($orderHistory).map((o) => o.order_uuid)).toEqual(['recent']);
    expect(scope.getState($cacheClearCounter)).toBe(3);
  });
});

describe('persisted order state', () => {
  it(`is written under ${ORDER_STATE_KEY} and read back at start-up`, async () => {
    const line = makeCartLine({ order_item_id: 8, quantity: 3 });
    const first = createTestScope();
    await allSettled(orderLineSaved, { scope: first, params: line });
    expect(JSON.parse(localStorage.getItem(ORDER_STATE_KEY) ?? '{}')).toEqual({
      orderList: [line],
      orderDetail: null,
      orderHistory: [],
      cacheClearCounter: 3,
      placedOrderId: null,
      carriedFromOrderId: null,
      kept: {},
      dishesToReAdd: null,
    });

    const second = createTestScope({
      handlers: [
        [loadVenueFx, () => Promise.reject(new Error('offline'))],
        [unregisterServiceWorkersFx, () => undefined],
      ],
    });
    await allSettled(appStarted, { scope: second });
    expect(second.getState($orderList)).toEqual([line]);
    expect(second.getState($orderDetail)).toBeNull();
  });
});
