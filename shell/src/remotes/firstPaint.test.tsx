// The shell registers its texts at bootstrap, which a test of one screen does not run.
import '../texts';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@tabula/shared/test';
import { FIRST_PAINT_HOLD, type PageProps } from '@tabula/shared';
import { PAGE_IDS } from '@tabula/shared/page';
import { RemoteLoaderProvider } from './RemoteLoaderContext';
import type { RemoteLoader } from './remoteLoading';
import { remoteLoadFailure } from './remoteLoadFailure';
import { AppRoutes } from '../routes/AppRoutes';
import { BUILT_DECLARATIONS } from './builtDeclarations';
import { FIRST_PAINT_MAX_HOLD_MS } from '../screens/FirstPaintHandOver';

/** What the server writes before the app's root: the menu's header, painted before the code ran. */
function serverFirstPaint() {
  const painted = document.createElement('div');
  painted.id = PAGE_IDS.firstPaint;
  painted.innerHTML = '<header><h1>Tabula Bistro</h1></header>';
  document.body.prepend(painted);
}

/** A runtime whose menu page loads when the test says so; the tab bar in it, at once. */
function controlledLoader() {
  let release: (module: unknown) => void = () => undefined;
  const page = new Promise((resolve) => {
    release = resolve;
  });
  const loader = (async (remote: string) =>
    remote === 'mfe_tab' ? { default: () => <nav aria-label="Your tab" /> } : page) as unknown as RemoteLoader;
  return { loader, release: (module: unknown) => release(module) };
}

const menuPage = {
  default: ({ TabBar }: PageProps) => (
    <main>
      <h1>Menu</h1>
      {TabBar ? <TabBar /> : null}
    </main>
  ),
};

function renderMenu(loader: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderProvider value={loader}>
      <AppRoutes declarations={BUILT_DECLARATIONS} />
    </RemoteLoaderProvider>,
    { route: '/menu' },
  );
}

describe("the server's first paint of a page", () => {
  beforeEach(serverFirstPaint);
  afterEach(() => {
    document.getElementById(PAGE_IDS.firstPaint)?.remove();
    jest.restoreAllMocks();
  });

  it('stays while the page loads, and goes when the page renders, so the guest sees one header', async () => {
    const { loader, release } = controlledLoader();
    renderMenu(loader);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tabula Bistro' })).toBeInTheDocument();
    release(menuPage);
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tabula Bistro' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('goes when the page cannot load and the shell says so', async () => {
    const { loader, release } = controlledLoader();
    renderMenu(loader);
    release(remoteLoadFailure('mfe_menu', new Error('offline')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tabula Bistro' })).not.toBeInTheDocument();
  });

  it('goes when the page crashes as it renders and the shell says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, release } = controlledLoader();
    renderMenu(loader);
    release({
      default: () => {
        throw new Error('a bug in the menu');
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tabula Bistro' })).not.toBeInTheDocument();
  });

  describe('when the page first shows a loader held over its data', () => {
    /** A page that shows its loader (marked to hold the first paint) until the test gives it its data. */
    function pageWaitingForData() {
      let show: () => void = () => undefined;
      function WaitingPage() {
        const [ready, setReady] = useState(false);
        show = () => act(() => setReady(true));
        return ready ? <h1>Menu</h1> : <p {...{ [FIRST_PAINT_HOLD]: '' }}>Loading</p>;
      }
      return { page: { default: WaitingPage }, show: () => show() };
    }

    it('keeps the first paint over the loader, and hands it over when the data shows', async () => {
      const { loader, release } = controlledLoader();
      const waiting = pageWaitingForData();
      renderMenu(loader);
      release(waiting.page);
      expect(await screen.findByText('Loading')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Tabula Bistro' })).toBeInTheDocument();
      waiting.show();
      expect(await screen.findByRole('heading', { name: 'Menu' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tabula Bistro' })).not.toBeInTheDocument());
    });

    it('hides the page under it from screen readers and the keyboard, so one header is read out at a time', async () => {
      const { loader, release } = controlledLoader();
      let show: () => void = () => undefined;
      function HeaderThenDishes() {
        const [ready, setReady] = useState(false);
        show = () => act(() => setReady(true));
        return (
          <>
            <h1>Menu</h1>
            {ready ? <p>Dishes</p> : <p {...{ [FIRST_PAINT_HOLD]: '' }}>Loading</p>}
          </>
        );
      }
      const { container } = renderMenu(loader);
      container.id = PAGE_IDS.root;
      release({ default: HeaderThenDishes });
      expect(await screen.findByText('Loading')).toBeInTheDocument();
      const headers = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
      expect(headers()).toEqual(['Tabula Bistro']);
      show();
      await waitFor(() => expect(headers()).toEqual(['Menu']));
      expect(container).not.toHaveAttribute('inert');
    });

    it('lets the loader show when the data takes too long', async () => {
      jest.useFakeTimers();
      try {
        const { loader, release } = controlledLoader();
        const waiting = pageWaitingForData();
        renderMenu(loader);
        release(waiting.page);
        expect(await screen.findByText('Loading')).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(FIRST_PAINT_MAX_HOLD_MS));
        expect(screen.queryByRole('heading', { name: 'Tabula Bistro' })).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
