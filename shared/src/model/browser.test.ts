import { unregisterServiceWorkersFx } from './browser';

describe('unregisterServiceWorkersFx', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('unregisters every registered service worker', async () => {
    const unregister = jest.fn(() => Promise.resolve(true));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]) },
    });
    await unregisterServiceWorkersFx();
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing where service workers do not exist', async () => {
    await expect(unregisterServiceWorkersFx()).resolves.toBeUndefined();
  });
});
