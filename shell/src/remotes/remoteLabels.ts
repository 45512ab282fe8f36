import type { RemoteName } from './contracts';

/** i18n keys naming each remote in words a guest understands. */
export const remoteLabelKey: Record<RemoteName, string> = {
  mfe_menu: 'shell.remote.mfe_menu',
  mfe_tab: 'shell.remote.mfe_tab',
  mfe_checkout: 'shell.remote.mfe_checkout',
  mfe_hotel: 'shell.remote.mfe_hotel',
};
