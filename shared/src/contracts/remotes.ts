import type { ComponentType } from 'react';

export interface TabBarProps {
  placement?: 'top' | 'sticky';
}

export interface PageProps {
  /** mfe_tab's tab bar, passed by the shell to the pages that show it: remotes never import each other. */
  TabBar?: ComponentType<TabBarProps>;
}
