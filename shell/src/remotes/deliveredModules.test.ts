import { deliveredModule, loadRemembered } from './deliveredModules';
import type { RemoteLoader } from './remoteLoading';
import { remoteLoadFailure } from './remoteLoadFailure';

const TabBar = () => null;

describe('modules a loader delivered', () => {
  it('are at hand for the same attempt once they arrived, and not for a retry, which must import again', async () => {
    const loader = (async () => ({ default: TabBar })) as unknown as RemoteLoader;
    expect(deliveredModule(loader, 'mfe_tab', './TabBar', 0)).toBeUndefined();
    await loadRemembered(loader, 'mfe_tab', './TabBar', 0);
    expect(deliveredModule(loader, 'mfe_tab', './TabBar', 0)?.default).toBe(TabBar);
    expect(deliveredModule(loader, 'mfe_tab', './TabBar', 1)).toBeUndefined();
  });

  it('leave out a failed load, so the page shows its fallback and can retry', async () => {
    const loader = (async () => remoteLoadFailure('mfe_tab', new Error('offline'))) as unknown as RemoteLoader;
    await loadRemembered(loader, 'mfe_tab', './TabBar', 0);
    expect(deliveredModule(loader, 'mfe_tab', './TabBar', 0)).toBeUndefined();
  });

  it('are kept per loader, so another runtime (a test, a preview) never gets them', async () => {
    const loader = (async () => ({ default: TabBar })) as unknown as RemoteLoader;
    const other = (async () => ({ default: TabBar })) as unknown as RemoteLoader;
    await loadRemembered(loader, 'mfe_tab', './TabBar', 0);
    expect(deliveredModule(other, 'mfe_tab', './TabBar', 0)).toBeUndefined();
  });
});
