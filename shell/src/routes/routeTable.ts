import type { RemoteExposes, RemoteName } from '../remotes/contracts';

type PageOf<R extends RemoteName> = Exclude<keyof RemoteExposes[R] & string, './TabBar'>;

export type RouteEntry = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    module: PageOf<R>;
    /** Pages that show mfe_tab's tab bar get it from the shell, so remotes never import each other. */
    withTabBar?: boolean;
  };
}[RemoteName];

/**
 * Every route of the app and the remote page it shows. Each path matches its own segments and anything below them
 * (/menu/ and /menu/?tab= are the menu); paths are case-insensitive, so /checkout is /Checkout.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/login', remote: 'mfe_hotel', module: './LoginPage' },
  { path: '/enter-table/:slug', remote: 'mfe_hotel', module: './EnterTablePage' },
  { path: '/email-confirmation', remote: 'mfe_hotel', module: './EmailConfirmationPage' },
  { path: '/venue/d/:restaurant_id', remote: 'mfe_hotel', module: './LandingPage' },
  { path: '/order', remote: 'mfe_checkout', module: './OrderStatusPage', withTabBar: true },
  { path: '/orderdecline', remote: 'mfe_checkout', module: './OrderDeclinePage' },
  { path: '/Checkout', remote: 'mfe_checkout', module: './CheckoutPage' },
  { path: '/addCart', remote: 'mfe_menu', module: './ItemPage' },
  { path: '/payment', remote: 'mfe_checkout', module: './PaymentPage' },
  { path: '/cartopen', remote: 'mfe_checkout', module: './CartPage' },
  { path: '/order-detail', remote: 'mfe_checkout', module: './OrderDetailPage' },
  { path: '/previousOrders', remote: 'mfe_checkout', module: './PreviousOrdersPage' },
  { path: '/tip', remote: 'mfe_checkout', module: './TipPage' },
  { path: '/open-tab', remote: 'mfe_tab', module: './OpenTabPage' },
  { path: '/join-tab', remote: 'mfe_tab', module: './JoinTabPage' },
  { path: '/menu', remote: 'mfe_menu', module: './MenuPage', withTabBar: true },
  { path: '/search', remote: 'mfe_menu', module: './SearchPage' },
];

/** mfe_tab's tab bar, which the shell hands to the pages marked withTabBar. */
export const tabBarWidget = { remote: 'mfe_tab', module: './TabBar' } as const;

/** The landing page answers only `/` itself; any other unknown path is the 404 screen. */
export const homeRoute: RouteEntry = { path: '/', remote: 'mfe_hotel', module: './LandingPage' };
