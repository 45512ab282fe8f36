/** English: the shell's own texts (a remote that failed to load, the start-up failure, the 404 page, the expiry dialogs), which every other language mirrors key for key. */
export const en = {
  shell: {
    remoteFailed: {
      title: 'Something went wrong loading this part of the app',
      body: 'The {{part}} could not be loaded. Check your connection and try again.',
      renderTitle: 'This page could not be opened',
      renderBody: 'The {{part}} failed to open. This is our fault, not your connection: try again, or go to the start page.',
      retry: 'Retry',
      home: 'Go to the start page',
    },
    registryFailed: {
      title: 'The app could not start. Check your connection and try again.',
    },
    remote: {
      mfe_menu: 'menu',
      mfe_tab: 'tab',
      mfe_checkout: 'order and payment',
      mfe_hotel: 'welcome and hotel pages',
    },
    tabBarUnavailable: 'The tab bar could not be loaded.',
  },
  notFound: {
    title: 'Error 404',
    subtitle: 'Page Not Found',
    action: 'check it out',
  },
  overlays: {
    orderExpired: 'Your Order has expired.',
    tabExpired: 'Your Tab has expired',
    tabExpiredHint: 'Open a new tab or join one to keep ordering.',
    tabExpiredItemsKept: 'Your items are kept: you will find them in your next order.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type PartialShape<T> = { [K in keyof T]?: T[K] extends string ? string : PartialShape<T[K]> };

/** Every language but French must translate every key. */
export type Texts = Shape<typeof en>;
export type PartialTexts = PartialShape<typeof en>;
