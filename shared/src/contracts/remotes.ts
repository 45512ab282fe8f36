import type { ComponentType } from 'react';

export type RemoteName = 'mfe_menu' | 'mfe_tab' | 'mfe_checkout' | 'mfe_hotel';

export const REMOTE_NAMES: readonly RemoteName[] = ['mfe_menu', 'mfe_tab', 'mfe_checkout', 'mfe_hotel'];

export interface TabBarProps {
  placement?: 'top' | 'sticky';
}

export interface PageProps {
  /** mfe_tab's tab bar, passed by the shell to the pages that show it: remotes never import each other. */
  TabBar?: ComponentType<TabBarProps>;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface RemoteExposes {
  mfe_menu: { './MenuPage': PageModule; './SearchPage': PageModule; './ItemPage': PageModule };
  mfe_tab: {
    './OpenTabPage': PageModule;
    './JoinTabPage': PageModule;
    './TabBar': { default: ComponentType<TabBarProps> };
  };
  mfe_checkout: {
    './CartPage': PageModule;
    './CheckoutPage': PageModule;
    './PaymentPage': PageModule;
    './TipPage': PageModule;
    './OrderStatusPage': PageModule;
    './OrderDeclinePage': PageModule;
    './PreviousOrdersPage': PageModule;
    './OrderDetailPage': PageModule;
  };
  mfe_hotel: {
    './LandingPage': PageModule;
    './LoginPage': PageModule;
    './EmailConfirmationPage': PageModule;
    './EnterTablePage': PageModule;
  };
}
