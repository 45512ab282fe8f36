// The shell registers its texts at bootstrap, which a test of one screen does not run.
import '../texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tabula/shared/test';
import type { RemoteName } from './contracts';
import { withFallback } from './fallback';
import type { RemoteLoader, RemoteSources } from './remoteLoading';
import { remoteLoadFailure } from './remoteLoadFailure';
import { RemoteLoaderProvider } from './RemoteLoaderContext';
import { RemotePage } from './RemotePage';
import type { RemoteVersion } from './registryFile';
import { reportRemoteFailure } from './reportFailure';

jest.mock('./reportFailure', () => ({
  reportRemoteFailure: jest.fn(async () => ({ ok: true, status: 204, body: null })),
}));

const reported = jest.mocked(reportRemoteFailure);

/** A guest on variant `chosen` of the menu, whose default is `fallback`; versions in `broken` fail to load, those in `throwing` load a page that throws. */
function menuDeployment(chosen: string, fallback: string | undefined, broken: Record<string, Error>, throwing: string[] = []) {
  let running: RemoteVersion = { entry: `http://localhost:8081/${chosen}/mf-manifest.json`, version: chosen };
  const sources: RemoteSources = {
    current: (remote: RemoteName) => (remote === 'mfe_menu' ? running : undefined),
    canSwitch: () => Boolean(fallback) && running.version !== fallback,
    switchToFallback: () => {
      if (!fallback || running.version === fallback) return false;
      running = { entry: `http://localhost:8081/${fallback}/mf-manifest.json`, version: fallback };
      return true;
    },
  };
  const loads: string[] = [];
  const load = (async (remote: RemoteName) => {
    const { version } = running;
    loads.push(version);
    const error = broken[version];
    if (error) return remoteLoadFailure(remote, error);
    if (throwing.includes(version)) {
      return {
        default: () => {
          throw new TypeError(`Cannot read properties of undefined (reading 'items') in ${version}`);
        },
      };
    }
    return { default: () => <h1>Menu {version}</h1> };
  }) as unknown as RemoteLoader;
  return { loader: withFallback(load, sources), loads };
}

function renderMenu(loader: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderProvider value={loader}>
      <RemotePage remote="mfe_menu" module="./MenuPage" />
    </RemoteLoaderProvider>,
  );
}

const chunkMissing = new Error('Loading chunk src_pages_MenuPage failed.');

beforeEach(() => {
  reported.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote version that fails to load', () => {
  it('is replaced by the default version at once, and reported', async () => {
    const { loader, loads } = menuDeployment('b1', 'a1', { b1: chunkMissing });
    renderMenu(loader);
    expect(await screen.findByRole('heading', { name: 'Menu a1' })).toBeInTheDocument();
    expect(loads).toEqual(['b1', 'a1']);
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith({ remote: 'mfe_menu', version: 'b1', stage: 'chunk' });
  });

  it('names the stage that failed', async () => {
    const manifestGone = new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.');
    const { loader } = menuDeployment('b2', 'a2', { b2: manifestGone });
    renderMenu(loader);
    await screen.findByRole('heading', { name: 'Menu a2' });
    expect(reported).toHaveBeenCalledWith({ remote: 'mfe_menu', version: 'b2', stage: 'manifest' });
  });

  it('shows the failure screen only when the default fails too, and reports each version once however often the guest retries', async () => {
    const { loader, loads } = menuDeployment('b3', 'a3', { b3: chunkMissing, a3: new Error('RUNTIME-008 remote entry') });
    renderMenu(loader);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(reported.mock.calls).toEqual([
      [{ remote: 'mfe_menu', version: 'b3', stage: 'chunk' }],
      [{ remote: 'mfe_menu', version: 'a3', stage: 'entry' }],
    ]);

    await userEvent.click(retry);
    await waitFor(() => expect(loads).toEqual(['b3', 'a3', 'a3']));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalledTimes(2);
  });

  it('shows the failure screen at once when the guest already runs the default', async () => {
    const { loader, loads } = menuDeployment('a4', undefined, { a4: chunkMissing });
    renderMenu(loader);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loads).toEqual(['a4']);
    expect(reported).toHaveBeenCalledWith({ remote: 'mfe_menu', version: 'a4', stage: 'chunk' });
  });
});

describe('a remote version whose page throws while rendering', () => {
  it('is replaced by the fallback version at once, and reported with stage render', async () => {
    const { loader, loads } = menuDeployment('b5', 'a5', {}, ['b5']);
    renderMenu(loader);
    expect(await screen.findByRole('heading', { name: 'Menu a5' })).toBeInTheDocument();
    expect(loads).toEqual(['b5', 'a5']);
    expect(reported.mock.calls).toEqual([[{ remote: 'mfe_menu', version: 'b5', stage: 'render' }]]);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says the page failed to open, not the connection, when there is no version left to fall back to', async () => {
    const { loader } = menuDeployment('b6', 'a6', {}, ['b6', 'a6']);
    renderMenu(loader);
    expect(await screen.findByRole('heading', { name: 'This page could not be opened' })).toBeInTheDocument();
    expect(screen.getByText(/The menu failed to open/)).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reported.mock.calls).toEqual([
      [{ remote: 'mfe_menu', version: 'b6', stage: 'render' }],
      [{ remote: 'mfe_menu', version: 'a6', stage: 'render' }],
    ]);
  });
});
