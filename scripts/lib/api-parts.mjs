// Which files of api/src are the venue API and which the composition platform: the one list the lint
// boundaries read. Files in neither (db/, config, context, security/, schemas/, throttle/, http/, the
// composition in app.ts) are the common ground both may use; the two parts meet only in INTERFACE.

const under = (folder, names) => names.map((name) => `api/src/${folder}/${name}.ts`);

/** The venue API: menus, tabs, orders, checkout, bills, payments, refunds, the hotel, service requests. */
export const venueApi = [
  ...under('routes', ['venues', 'tabs', 'orders', 'items', 'checkout', 'hotel', 'payments', 'bills', 'ops', 'ops-payments']),
  ...under('domain', [
    'bills',
    'checkout',
    'guests',
    'hotel',
    'lines',
    'membership',
    'menu-cache',
    'menus',
    'money-sweep',
    'ordering',
    'orders',
    'payments',
    'refunds',
    'review',
    'room-service',
    'service-requests',
    'tabs',
    'venue-json',
    'venues',
  ]),
  ...under('rules', ['bill', 'checkout', 'money', 'ordering', 'pricing', 'status', 'stay-date']),
  'api/src/http/menu-reply.ts',
  'api/src/payments/**',
  'api/src/mail/**',
];

/** The composition platform: the registry, releases, experiments, rollouts, previews, overrides, the page. */
export const platform = [
  ...under('routes', ['experiments', 'remote-versions', 'release', 'rollouts', 'previews', 'shell', 'ops-page']),
  ...under('domain', [
    'contract-gate',
    'declared-pages',
    'default-history',
    'experiments',
    'failure-count',
    'failure-reports',
    'pinned-builds',
    'preview-links',
    'receipts',
    'release',
    'remote-registry',
    'rollout-timer',
    'rollouts',
    'served-guests',
    'stop-version',
    'stopped-versions',
  ]),
  ...under('rules', [
    'experiment-results',
    'experiment-stats',
    'failure-rate',
    'first-paint-rules',
    'override-origins',
    'pooled-results',
    'rollout',
    'rollout-steps',
    'vitals',
  ]),
  'api/src/page/**',
];

/** The one module the two parts cross by: the venue's events and the read model the platform may use. */
export const INTERFACE = 'api/src/venue-events.ts';
