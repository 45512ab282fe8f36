// Which files are the venue API and which the composition platform: the one list the lint boundaries
// read. Files of api/src in neither list (db/, config, context, security/, schemas/, throttle/, http/, the
// server in app.ts and index.ts) are the server both run on; the two parts meet only in INTERFACE.

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

/** The composition platform, a workspace of its own: the registry, releases, experiments, rollouts, previews, the page. */
export const platform = ['platform/src/**'];

/** What the venue API's server offers any host (db/, config, context, security/, http/, the test kit, ...): all of api/src but the venue API. */
export const apiRoot = 'api/src/**';

/** The one module the two parts cross by: the venue's events and the read model the platform may use. */
export const INTERFACE = 'api/src/venue-events.ts';

/** The server's workspaces: the venue API (and the server it runs on), and the platform it hosts. */
export const serverWorkspaces = ['api', 'platform'];
