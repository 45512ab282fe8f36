import type { ComponentType } from 'react';
import type { PageProps, TabBarProps } from '@tabula/shared';

export type RemoteName = 'mfe_menu' | 'mfe_tab' | 'mfe_checkout' | 'mfe_hotel';

export const REMOTE_NAMES: readonly RemoteName[] = ['mfe_menu', 'mfe_tab', 'mfe_checkout', 'mfe_hotel'];

type PageModule = { default: ComponentType<PageProps> };

/** What the shell loads from each remote: its pages, and mfe_tab's tab bar. */
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
