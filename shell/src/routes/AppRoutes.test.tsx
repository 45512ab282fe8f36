// The shell registers its texts at bootstrap, which a test of one screen does not run.
import '../texts';
import { useLayoutEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { Scope } from 'effector';
import { createTestScope, i18n, makeVenue, renderWithProviders } from '@tabula/shared/test';
import { $venue, registerTexts, type PageProps } from '@tabula/shared';
import type { RemoteName } from '../remotes/contracts';
import { BUILT_DECLARATIONS } from '../remotes/builtDeclarations';
import { RemoteLoaderProvider } from '../remotes/RemoteLoaderContext';
import type { RemoteLoader } from '../remotes/remoteLoading';
import { remoteLoadFailure } from '../remotes/remoteLoadFailure';
import { AppRoutes } from './AppRoutes';
import type { Declarations } from './routeTable';

/** Stands in for the MF runtime: every exposed page renders its own name, so routing is visible. */
function fakeLoader(overrides: Partial<Record<string, () => unknown>> = {}) {
  const calls: string[] = [];
  const loader = (async (remote: RemoteName, module: string) => {
    const id = `${remote}/${module.replace('./', '')}`;
    calls.push(id);
    const override = overrides[id];
    if (override) return override();
    return {
      default: ({ TabBar }: PageProps) => (
        <main>
          <h1>{id}</h1>
          {TabBar ? <TabBar /> : null}
        </main>
      ),
    };
  }) as unknown as RemoteLoader;
  return { loader, calls };
}

function renderAt(route: string, loader: RemoteLoader, declarations: Declarations = BUILT_DECLARATIONS, scope?: Scope) {
  return renderWithProviders(
    <RemoteLoaderProvider value={loader}>
      <AppRoutes declarations={declarations} />
    </RemoteLoaderProvider>,
    { route, scope },
  );
}

describe('the route table', () => {
  it.each([
    ['/login', 'mfe_hotel/LoginPage'],
    ['/enter-table/0b3c', 'mfe_hotel/EnterTablePage'],
    ['/email-confirmation', 'mfe_hotel/EmailConfirmationPage'],
    ['/venue/d/12', 'mfe_hotel/LandingPage'],
    ['/order', 'mfe_checkout/OrderStatusPage'],
    ['/orderdecline', 'mfe_checkout/OrderDeclinePage'],
    ['/Checkout', 'mfe_checkout/CheckoutPage'],
    ['/checkout', 'mfe_checkout/CheckoutPage'],
    ['/addCart', 'mfe_menu/ItemPage'],
    ['/addcart', 'mfe_menu/ItemPage'],
    ['/payment', 'mfe_checkout/PaymentPage'],
    ['/cartopen', 'mfe_checkout/CartPage'],
    ['/order-detail', 'mfe_checkout/OrderDetailPage'],
    ['/previousOrders', 'mfe_checkout/PreviousOrdersPage'],
    ['/tip', 'mfe_checkout/TipPage'],
    ['/open-tab?table=4', 'mfe_tab/OpenTabPage'],
    ['/join-tab', 'mfe_tab/JoinTabPage'],
    ['/menu', 'mfe_menu/MenuPage'],
    ['/menu/?tab=abc', 'mfe_menu/MenuPage'],
    ['/search', 'mfe_menu/SearchPage'],
    ['/', 'mfe_hotel/LandingPage'],
  ])('%s shows %s', async (route, page) => {
    renderAt(route, fakeLoader().loader);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it('shows the 404 screen for an unknown path', async () => {
    renderAt('/no-such-page', fakeLoader().loader);
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'check it out' })).toHaveAttribute('href', '/');
  });

  it('hands the tab bar from mfe_tab to the menu page', async () => {
    const { loader, calls } = fakeLoader();
    renderAt('/menu', loader);
    expect(await screen.findByRole('heading', { name: 'mfe_tab/TabBar' })).toBeInTheDocument();
    expect(calls).toContain('mfe_tab/TabBar');
  });

  it('shows the menu page with the tab bar it waited for in one commit, without loading the tab bar again', async () => {
    // What the screen held each time the menu page had just been committed.
    const tabBarAtCommit: boolean[] = [];
    function MenuPage({ TabBar }: PageProps) {
      useLayoutEffect(() => {
        tabBarAtCommit.push(screen.queryByRole('navigation', { name: 'Your tab' }) !== null);
      });
      return <main>{TabBar ? <TabBar /> : null}</main>;
    }
    let tabBarLoads = 0;
    const { loader } = fakeLoader({
      'mfe_menu/MenuPage': () => ({ default: MenuPage }),
      // The runtime answers the page's wait for the tab bar; a second ask is left pending, as a busy
      // runtime's answer comes in a later task, after the page would have been laid out without it.
      'mfe_tab/TabBar': () => {
        tabBarLoads += 1;
        return tabBarLoads === 1 ? { default: () => <nav aria-label="Your tab" /> } : new Promise(() => undefined);
      },
    });
    renderAt('/menu', loader);
    expect(await screen.findByRole('navigation', { name: 'Your tab' })).toBeInTheDocument();
    expect(tabBarAtCommit[0]).toBe(true);
    expect(tabBarLoads).toBe(1);
  });
});

describe('the routes a registered version declares', () => {
  const page = (path: string, module: string, tabBar = false) => ({ path, module, titleKey: 'common.menu', tabBar });

  it('shows a page the shell was never built with, with the tab bar when it asks for it', async () => {
    const menu = { pages: [...BUILT_DECLARATIONS.mfe_menu.pages, page('/specials', './SpecialsPage', true)], widgets: [] };
    const { loader, calls } = fakeLoader();
    renderAt('/specials', loader, { ...BUILT_DECLARATIONS, mfe_menu: menu });
    expect(await screen.findByRole('heading', { name: 'mfe_menu/SpecialsPage' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'mfe_tab/TabBar' })).toBeInTheDocument();
    expect(calls).toContain('mfe_tab/TabBar');
  });

  it('shows the 404 screen for a page no served version declares any longer', async () => {
    const menu = { pages: BUILT_DECLARATIONS.mfe_menu.pages.filter((p) => p.path !== '/search'), widgets: [] };
    renderAt('/search', fakeLoader().loader, { ...BUILT_DECLARATIONS, mfe_menu: menu });
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
  });

  it('takes the tab bar from whichever remote declares it, and shows pages without one when none does', async () => {
    const tab = { ...BUILT_DECLARATIONS.mfe_tab, widgets: [] };
    const { loader, calls } = fakeLoader();
    renderAt('/menu', loader, { ...BUILT_DECLARATIONS, mfe_tab: tab });
    expect(await screen.findByRole('heading', { name: 'mfe_menu/MenuPage' })).toBeInTheDocument();
    expect(calls).not.toContain('mfe_tab/TabBar');
  });

  it('matches the more specific of two overlapping routes first, whatever order they were declared in', async () => {
    const hotel = { pages: [page('/venue/:id', './VenuePage'), page('/venue/d/:restaurant_id', './LandingPage')], widgets: [] };
    renderAt('/venue/d', fakeLoader().loader, { ...BUILT_DECLARATIONS, mfe_hotel: hotel });
    expect(await screen.findByRole('heading', { name: 'mfe_hotel/VenuePage' })).toBeInTheDocument();
    renderAt('/venue/d/12', fakeLoader().loader, { ...BUILT_DECLARATIONS, mfe_hotel: hotel });
    expect(await screen.findByRole('heading', { name: 'mfe_hotel/LandingPage' })).toBeInTheDocument();
  });
});

describe('a remote that fails', () => {
  it('shows a fallback naming the part that failed, and loads again on Retry', async () => {
    let fail = true;
    const { loader, calls } = fakeLoader({
      'mfe_checkout/PreviousOrdersPage': () =>
        fail ? remoteLoadFailure('mfe_checkout', new Error('dead origin')) : { default: () => <h1>orders are back</h1> },
    });
    renderAt('/previousOrders', loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('The order and payment could not be loaded');
    // It stands in for the whole page: screen readers find it as the page's main content and heading.
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong loading this part of the app' }),
    );

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'orders are back' })).toBeInTheDocument();
    expect(calls.filter((id) => id === 'mfe_checkout/PreviousOrdersPage')).toHaveLength(2);
  });

  it('keeps a page that throws while rendering inside the fallback', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader } = fakeLoader({
      'mfe_menu/SearchPage': () => ({
        default: () => {
          throw new Error('broken page');
        },
      }),
    });
    renderAt('/search', loader);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('keeps the menu usable when only the tab bar cannot load', async () => {
    const { loader } = fakeLoader({
      'mfe_tab/TabBar': () => remoteLoadFailure('mfe_tab', new Error('down')),
    });
    renderAt('/menu', loader);
    expect(await screen.findByRole('heading', { name: 'mfe_menu/MenuPage' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
  });
});

describe('the title of every screen', () => {
  const atBistro = () => createTestScope({ values: [[$venue, makeVenue({ name: 'Tabula Bistro' })]] });
  /** The declarations with the menu and landing pages titled by keys of a remote's texts. */
  const titled = (): Declarations => ({
    ...BUILT_DECLARATIONS,
    mfe_menu: { pages: [{ path: '/menu', module: './MenuPage', titleKey: 'titled.menu', tabBar: false }], widgets: [] },
    mfe_hotel: {
      pages: [{ path: '/venue/d/:restaurant_id', module: './LandingPage', titleKey: 'titled.welcome', tabBar: false }],
      widgets: [],
    },
  });
  /** A remote's texts, which arrive with its code. */
  const registerRemoteTexts = () =>
    registerTexts({
      en: { titled: { menu: 'Menu', welcome: 'welcome' } },
      es: { titled: { menu: 'Menú', welcome: 'bienvenido' } },
      gr: { titled: { menu: 'Μενού', welcome: 'καλώς ήρθατε' } },
      fr: { titled: { menu: 'Carte' } },
    });
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("is the page title its remote declares and the venue name, once the remote's texts arrive, in the language the guest changes to", async () => {
    renderAt('/menu', fakeLoader().loader, titled(), atBistro());
    await screen.findByRole('heading', { name: 'mfe_menu/MenuPage' });
    act(registerRemoteTexts);
    expect(document.title).toBe('Menu – Tabula Bistro');
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe('Menú – Tabula Bistro');
  });

  it("of the landing page comes from the landing page's declaration, and the 404 screen has one too", async () => {
    registerRemoteTexts();
    renderAt('/', fakeLoader().loader, titled(), atBistro());
    await screen.findByRole('heading', { name: 'mfe_hotel/LandingPage' });
    expect(document.title).toBe('Welcome – Tabula Bistro');

    renderAt('/no-such-page', fakeLoader().loader, titled(), atBistro());
    await screen.findByRole('heading', { name: 'Error 404' });
    expect(document.title).toBe('Page Not Found – Tabula Bistro');
  });
});

describe('focus on a change of screen', () => {
  /** A page whose main content has its heading and a link to another screen. */
  const pageLinkingTo = (heading: string, to: string) => () => ({
    default: () => (
      <main>
        <h1>{heading}</h1>
        <Link to={to}>Go on</Link>
      </main>
    ),
  });

  it('stays where the browser puts it on the first load', async () => {
    renderAt('/menu', fakeLoader().loader);
    await screen.findByRole('heading', { name: 'mfe_menu/MenuPage' });
    expect(document.body).toHaveFocus();
  });

  it("moves to the new screen's main heading, once its lazily loaded page has rendered", async () => {
    let arrive: (page: unknown) => void = () => undefined;
    const { loader } = fakeLoader({
      'mfe_menu/MenuPage': pageLinkingTo('The menu', '/search'),
      'mfe_menu/SearchPage': () => new Promise((resolve) => (arrive = resolve)),
    });
    const { user } = renderAt('/menu', loader);
    await user.click(await screen.findByRole('link', { name: 'Go on' }));
    // The page is still on its way: nothing to focus yet.
    expect(screen.queryByRole('heading', { name: 'Search results' })).not.toBeInTheDocument();
    await act(async () => arrive(pageLinkingTo('Search results', '/menu')()));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Search results' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only, not a stop of its own in the tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus where the new page put it itself', async () => {
    const { loader } = fakeLoader({
      'mfe_menu/MenuPage': pageLinkingTo('The menu', '/search'),
      'mfe_menu/SearchPage': () => ({
        default: () => (
          <main>
            <h1>Search</h1>
            <input aria-label="Search" autoFocus />
          </main>
        ),
      }),
    });
    const { user } = renderAt('/menu', loader);
    await user.click(await screen.findByRole('link', { name: 'Go on' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus());
  });
});
