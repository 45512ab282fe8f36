import { request } from '@tabula/shared';
import type { RemoteLoader } from './remoteLoading';
import type { RemoteName } from './contracts';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 204, body: null })),
}));

const sent = jest.mocked(request);
const loaded = { default: () => null };
const load = jest.fn(async () => loaded) as unknown as RemoteLoader;
const RECEIPT = 'cGFnZQ.c2lnbmVk';
const inV2 = (remote: RemoteName) => (remote === 'mfe_menu' ? { id: 7, phase: 2, version: 'v2', receipt: RECEIPT } : undefined);

/** The exposure module as a fresh page loads it, with what this browser's storage holds. */
async function freshPage() {
  let exposure: typeof import('./exposure') | undefined;
  jest.isolateModules(() => {
    exposure = jest.requireActual<typeof import('./exposure')>('./exposure');
  });
  return exposure as typeof import('./exposure');
}

const reports = () => sent.mock.calls.map(([spec]) => spec);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  sent.mockClear();
});

describe("a guest's exposure to an experiment", () => {
  it('is reported when the shell loads the remote, once per experiment, phase and variant, across page loads', async () => {
    const page = await freshPage();
    const loader = page.withExposure(load, inV2);
    await expect(loader('mfe_menu', './MenuPage')).resolves.toBe(loaded);
    await loader('mfe_menu', './SearchPage');
    await settle();
    expect(reports()).toEqual([
      { method: 'POST', path: '/api/remotes/exposures', body: { remote: 'mfe_menu', version: 'v2', experiment: 7, receipt: RECEIPT } },
    ]);

    const reload = await freshPage();
    await reload.withExposure(load, inV2)('mfe_menu', './MenuPage');
    await settle();
    expect(reports()).toHaveLength(1);

    // A new phase (the operator ramped): counted again in it.
    const ramped = await freshPage();
    await ramped.withExposure(load, () => ({ id: 7, phase: 3, version: 'v2', receipt: RECEIPT }))('mfe_menu', './MenuPage');
    await settle();
    expect(reports()).toHaveLength(2);
  });

  it('is not reported for a remote the venue runs no experiment of', async () => {
    const page = await freshPage();
    await page.withExposure(load, inV2)('mfe_tab', './TabBar');
    await settle();
    expect(reports()).toEqual([]);
  });

  it('is not reported from a page served no receipt: the API would count nothing', async () => {
    const page = await freshPage();
    await page.withExposure(load, () => ({ id: 7, phase: 2, version: 'v2' }))('mfe_menu', './MenuPage');
    await settle();
    expect(reports()).toEqual([]);
  });

  it('is tried again on a later page when the network failed or the venue’s network filled its minute, not on another answer', async () => {
    sent.mockResolvedValueOnce({ ok: false, status: 0, body: { message: 'Network error' } });
    const page = await freshPage();
    await page.withExposure(load, inV2)('mfe_menu', './MenuPage');
    await settle();
    const next = await freshPage();
    await next.withExposure(load, inV2)('mfe_menu', './MenuPage');
    await settle();
    expect(reports()).toHaveLength(2);
    sent.mockResolvedValueOnce({ ok: false, status: 429, body: { message: '30 new guests within a minute' } });
    const inV2Of9 = () => ({ id: 9, phase: 1, version: 'v2', receipt: RECEIPT });
    await (await freshPage()).withExposure(load, inV2Of9)('mfe_menu', './MenuPage');
    await settle();
    await (await freshPage()).withExposure(load, inV2Of9)('mfe_menu', './MenuPage');
    await settle();
    expect(reports()).toHaveLength(4);
    sent.mockResolvedValueOnce({ ok: false, status: 409, body: { message: 'not running here' } });
    const ended = await freshPage();
    await ended.withExposure(load, () => ({ id: 8, phase: 1, version: 'v2', receipt: RECEIPT }))('mfe_menu', './MenuPage');
    await settle();
    const after = await freshPage();
    await after.withExposure(load, () => ({ id: 8, phase: 1, version: 'v2', receipt: RECEIPT }))('mfe_menu', './MenuPage');
    await settle();
    expect(reports()).toHaveLength(5);
  });
});
