import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allSettled, createEffect, fork, type StoreWritable } from 'effector';
import { $sessionId } from '../model/session/state';
import { $tabId } from '../model/tab/state';
import { configureApi } from './config';
import { checkForExistingTab, checkForGuestSession } from './guest-session';
import { createOrder, orderDetails, reOrder } from './order';
import { request, type CallOptions } from './request';
import { ApiRequestError, refusalCode } from './result';
import { tabCheck } from './tab';
import { menuDetails, tablesList, tablesListAll } from './venue';

/** A GET that takes the guest session, as the remotes' own calls send it. */
const detailsSlim = (options?: CallOptions) => request({ method: 'GET', path: '/details-slim/', withSession: true }, options);

const api = {
  checkForExistingTab,
  checkForGuestSession,
  createOrder,
  detailsSlim,
  menuDetails,
  orderDetails,
  reOrder,
  request,
  tabCheck,
  tablesList,
  tablesListAll,
};

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  reply = { status: 200, body: '{}' };
  configureApi({ baseUrl: `${baseUrl}/` });
});

const SESSION = '3f2b8c1e-5d4a-4b6f-9e21-7c8d9a0b1c2d';

/** Makes the call from an effect in a scope whose stores hold the given tab and session ids. */
async function withStored(stored: { tabId?: string; sessionId?: string }, call: () => Promise<unknown>): Promise<void> {
  const values: Array<[StoreWritable<string | null>, string]> = [];
  if (stored.tabId !== undefined) values.push([$tabId, stored.tabId]);
  if (stored.sessionId !== undefined) values.push([$sessionId, stored.sessionId]);
  await allSettled(createEffect(call), { scope: fork({ values }) });
}

const last = (): Received => {
  const call = received.at(-1);
  if (!call) throw new Error('no request reached the server');
  return call;
};

describe('calls', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown, Record<string, string>]>([
    ['detailsSlim', () => api.detailsSlim(), 'GET', '/details-slim/', undefined, {}],
    ['menuDetails', () => api.menuDetails('gr'), 'GET', '/menu-details/', undefined, { language: 'gr' }],
    ['tablesListAll', () => api.tablesListAll(), 'GET', '/tables/list-all/', undefined, {}],
    ['tablesList', () => api.tablesList(), 'GET', '/tables/list/', undefined, {}],
    [
      'checkForExistingTab',
      () => api.checkForExistingTab('v-1'),
      'GET',
      '/api/venue/check-for-existing-tab/',
      undefined,
      { 'venue-uuid': 'v-1' },
    ],
    [
      'checkForGuestSession',
      () => api.checkForGuestSession('v-1'),
      'GET',
      '/api/venue/check-for-guest-session/',
      undefined,
      { venue_uuid: 'v-1' },
    ],
    [
      'tabCheck',
      () => api.tabCheck('t-1', { venue_uuid: 'v-1', tab_link: 'https://x/?tab=t-1' }),
      'GET',
      '/api/tab/t-1/check/?venue_uuid=v-1&tab_link=https%3A%2F%2Fx%2F%3Ftab%3Dt-1',
      undefined,
      {},
    ],
    ['createOrder', () => api.createOrder({ venue_uuid: 'v-1' }), 'POST', '/api/order/create/', { venue_uuid: 'v-1' }, {}],
    [
      'reOrder',
      () => api.reOrder('o-old', 'o-now'),
      'POST',
      '/api/order/re-order/',
      { order_to_copy_uuid: 'o-old' },
      { 'order-uuid': 'o-now' },
    ],
    ['orderDetails', () => api.orderDetails('o-1'), 'GET', '/api/order/o-1/details/', undefined, {}],
  ])('%s', async (_name, call, method, url, body, headers) => {
    await call();
    const sent = last();
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(url);
    expect(sent.body).toEqual(body);
    expect(sent.headers).toMatchObject({ 'content-type': 'application/json', ...headers });
  });
});

describe('headers', () => {
  it('sends tab-uuid only for a real tab id', async () => {
    await api.orderDetails('o-1');
    expect(last().headers['tab-uuid']).toBeUndefined();

    await withStored({ tabId: 'empty' }, () => api.orderDetails('o-1'));
    expect(last().headers['tab-uuid']).toBeUndefined();

    await withStored({ tabId: 'tab-9' }, () => api.orderDetails('o-1'));
    expect(last().headers['tab-uuid']).toBe('tab-9');
  });

  it("carries each scope's own tab, so two guests' requests never mix", async () => {
    await Promise.all([
      withStored({ tabId: 'tab-a' }, () => api.orderDetails('o-a')),
      withStored({ tabId: 'tab-b' }, () => api.orderDetails('o-b')),
    ]);
    expect(Object.fromEntries(received.map((r) => [r.url, r.headers['tab-uuid']]))).toEqual({
      '/api/order/o-a/details/': 'tab-a',
      '/api/order/o-b/details/': 'tab-b',
    });
  });

  it('lets an explicit tab id override the store', async () => {
    await withStored({ tabId: 'tab-9' }, () => api.createOrder({ venue_uuid: 'v' }, { tabId: 'tab-1' }));
    expect(last().headers['tab-uuid']).toBe('tab-1');
    await withStored({ tabId: 'tab-9' }, () => api.createOrder({ venue_uuid: 'v' }, { tabId: null }));
    expect(last().headers['tab-uuid']).toBeUndefined();
  });

  it.each<[string, () => Promise<unknown>]>([
    ['detailsSlim', () => api.detailsSlim()],
    ['checkForExistingTab', () => api.checkForExistingTab('v')],
    ['checkForGuestSession', () => api.checkForGuestSession('v')],
  ])('%s sends guest-session-uuid when a session is stored', async (_name, call) => {
    await call();
    expect(last().headers['guest-session-uuid']).toBeUndefined();
    await withStored({ sessionId: SESSION }, call);
    expect(last().headers['guest-session-uuid']).toBe(SESSION);
  });

  it('keeps guest-session-uuid off the calls that do not take it', async () => {
    await withStored({ sessionId: SESSION }, () => api.createOrder({ venue_uuid: 'v' }));
    await withStored({ sessionId: SESSION }, () => api.menuDetails('en'));
    expect(received.map((r) => r.headers['guest-session-uuid'])).toEqual([undefined, undefined]);
  });

  it('names the venue with x-venue-slug when configured', async () => {
    await api.detailsSlim();
    expect(last().headers['x-venue-slug']).toBeUndefined();
    configureApi({ baseUrl, venueSlug: 'bistro' });
    await api.detailsSlim();
    expect(last().headers['x-venue-slug']).toBe('bistro');
  });
});

describe('results', () => {
  it('returns status and body on success', async () => {
    reply = { status: 201, body: '{"order_uuid":"o-2"}' };
    await expect(api.createOrder({ venue_uuid: 'v' })).resolves.toEqual({ ok: true, status: 201, body: { order_uuid: 'o-2' } });
  });

  it('returns the API error on failure', async () => {
    reply = { status: 404, body: '{"statusCode":404,"error":"Not Found","message":"Table number or password don\'t match"}' };
    await expect(api.request({ method: 'POST', path: '/api/order/join-tab/', body: {} })).resolves.toEqual({
      ok: false,
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: "Table number or password don't match" },
    });
  });

  it("keeps the refusal's code when it is one the kernel knows, and drops any other", async () => {
    reply = {
      status: 402,
      body: '{"statusCode":402,"error":"Payment Required","message":"Your card was declined.","code":"card_declined"}',
    };
    const declined = await api.request({ method: 'POST', path: '/api/payments/simulator/confirm', body: {} });
    expect(declined).toEqual({
      ok: false,
      status: 402,
      body: { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.', code: 'card_declined' },
    });
    expect(refusalCode(new ApiRequestError(declined.status, declined.ok ? { message: '' } : declined.body))).toBe('card_declined');
    reply = { status: 402, body: '{"message":"Your card was declined.","code":"made_up"}' };
    await expect(api.request({ method: 'POST', path: '/api/payments/simulator/confirm', body: {} })).resolves.toEqual({
      ok: false,
      status: 402,
      body: { message: 'Your card was declined.' },
    });
  });

  it('fills in a message the server left out', async () => {
    reply = { status: 500, body: '{"error":"Internal Server Error"}' };
    const result = await api.detailsSlim();
    expect(result).toEqual({ ok: false, status: 500, body: { message: 'Internal Server Error', error: 'Internal Server Error' } });
  });

  it('accepts an empty body', async () => {
    reply = { status: 200, body: '' };
    await expect(api.request({ method: 'POST', path: '/api/order/o/remove-item/', body: { order_item_id: 1 } })).resolves.toEqual({
      ok: true,
      status: 200,
      body: null,
    });
  });

  it('reports a non-JSON body as a network error', async () => {
    reply = { status: 200, body: '<html>proxy</html>' };
    await expect(api.detailsSlim()).resolves.toEqual({ ok: false, status: 0, body: { message: 'Network error' } });
  });

  it('reports an unreachable server as a network error, without throwing', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1' });
    await expect(api.detailsSlim()).resolves.toEqual({ ok: false, status: 0, body: { message: 'Network error' } });
  });
});

describe('answers the page brought with it', () => {
  const menuAnswer = { path: '/menu-details/', headers: { language: 'en' }, status: 200, body: { name: 'From the page' } };

  /** The JSON block the server writes into the page. */
  function pageBlock(content: string, type = 'application/json'): void {
    const block = document.createElement('script');
    block.id = 'tabula-primed';
    block.type = type;
    block.textContent = content;
    document.body.append(block);
  }

  afterEach(() => document.getElementById('tabula-primed')?.remove());

  it('answer the first call with the headers they were answered for, once, without a request', async () => {
    reply = { status: 200, body: '{"name":"From the network"}' };
    pageBlock(JSON.stringify([menuAnswer]));

    await expect(api.menuDetails('es')).resolves.toEqual({ ok: true, status: 200, body: { name: 'From the network' } });
    expect(received).toHaveLength(1);
    await expect(api.menuDetails('en')).resolves.toEqual({ ok: true, status: 200, body: { name: 'From the page' } });
    expect(received).toHaveLength(1);
    await expect(api.menuDetails('en')).resolves.toEqual({ ok: true, status: 200, body: { name: 'From the network' } });
    expect(received).toHaveLength(2);
  });

  it('are not used by a call that sends other headers, such as a tab', async () => {
    pageBlock(JSON.stringify([menuAnswer]));
    await withStored({ tabId: 'tab-1' }, () => api.menuDetails('en'));
    expect(received).toHaveLength(1);
  });

  it('carry the status the server answered', async () => {
    pageBlock(JSON.stringify([{ ...menuAnswer, status: 404, body: { message: 'Url Not Found' } }]));
    await expect(api.menuDetails('en')).resolves.toEqual({ ok: false, status: 404, body: { message: 'Url Not Found' } });
    expect(received).toHaveLength(0);
  });

  it('are none on a page without the block, or whose block is not JSON or not JSON data', async () => {
    reply = { status: 200, body: '{"name":"From the network"}' };
    await expect(api.menuDetails('en')).resolves.toMatchObject({ body: { name: 'From the network' } });
    pageBlock('[{"path": "/menu-details/", ');
    await expect(api.menuDetails('en')).resolves.toMatchObject({ body: { name: 'From the network' } });
    pageBlock(JSON.stringify([menuAnswer]), 'text/javascript');
    await expect(api.menuDetails('en')).resolves.toMatchObject({ body: { name: 'From the network' } });
    expect(received).toHaveLength(3);
  });

  it('are read from the page once: the block leaves the page', async () => {
    pageBlock(JSON.stringify([menuAnswer]));
    await api.detailsSlim();
    expect(document.getElementById('tabula-primed')).toBeNull();
    await expect(api.menuDetails('en')).resolves.toMatchObject({ body: { name: 'From the page' } });
  });
});

describe('an empty answer', () => {
  it('is a success when its status is', async () => {
    reply = { status: 204, body: '' };
    await expect(api.request({ method: 'POST', path: '/api/remotes/failures', body: {} })).resolves.toEqual({
      ok: true,
      status: 204,
      body: null,
    });
  });
});
