import { allSettled, fork } from 'effector';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { pageHidden, remoteShown, startVitals, vitalMeasured, vitalsReport } from './vitals';

// jsdom measures nothing: the package's observers are checked to be started, their values sent by hand.
jest.mock('web-vitals', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn() }));

const RECEIPT = 'cGFnZQ.c2lnbmVk';

describe("a page's speed report", () => {
  it('names each remote the page showed with the version it chose, every metric measured, and the page’s receipt', () => {
    expect(
      vitalsReport({ LCP: 1800, CLS: 0.02 }, ['mfe_menu', 'mfe_tab'], (remote) => (remote === 'mfe_menu' ? 'v2' : 'initial'), RECEIPT),
    ).toEqual({
      remotes: { mfe_menu: 'v2', mfe_tab: 'initial' },
      metrics: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.02 },
      ],
      receipt: RECEIPT,
    });
  });

  it('leaves out a remote that fell back: the fallback ran for another version’s guest', () => {
    const chosen = (remote: string) => (remote === 'mfe_menu' ? undefined : 'initial');
    expect(vitalsReport({ LCP: 1800 }, ['mfe_menu', 'mfe_tab'], chosen, RECEIPT)?.remotes).toEqual({ mfe_tab: 'initial' });
    expect(vitalsReport({ LCP: 1800 }, ['mfe_menu'], chosen, RECEIPT)).toBeUndefined();
  });

  it('is nothing without a measurement or a remote shown', () => {
    expect(vitalsReport({}, ['mfe_menu'], () => 'v2', RECEIPT)).toBeUndefined();
    expect(vitalsReport({ LCP: 900 }, [], () => 'v2', RECEIPT)).toBeUndefined();
    // A page served no receipt: nothing the API would count.
    expect(vitalsReport({ LCP: 900 }, ['mfe_menu'], () => 'v2', undefined)).toBeUndefined();
  });

  it('is sent with sendBeacon when the page is hidden, once', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    startVitals(
      () => 'v2',
      () => RECEIPT,
    );
    const scope = fork();
    await allSettled(remoteShown, { scope, params: 'mfe_menu' });
    await allSettled(vitalMeasured, { scope, params: { name: 'LCP', value: 1234 } });
    await allSettled(pageHidden, { scope });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    for (const observer of [onLCP, onINP, onCLS]) expect(observer).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/remotes/vitals');
    expect(JSON.parse(body)).toEqual({ remotes: { mfe_menu: 'v2' }, metrics: [{ name: 'LCP', value: 1234 }], receipt: RECEIPT });
    await allSettled(pageHidden, { scope });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
