import { request } from '@tabula/shared';
import { servedReceipt } from './servedVersions';
import { reportRemoteFailure } from './reportFailure';

jest.mock('./servedVersions', () => ({ servedReceipt: jest.fn(() => 'cGFnZQ.c2lnbmVk') }));
jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('reports the remote, its version and the stage that failed, with the receipt of what the page was served', async () => {
  const body = { remote: 'mfe_menu' as const, version: 'b', stage: 'render' as const };
  await reportRemoteFailure(body);
  expect(sent()).toEqual({ method: 'POST', path: '/api/remotes/failures', body: { ...body, receipt: 'cGFnZQ.c2lnbmVk' } });
});

it('reports nothing from a page that was served no receipt', async () => {
  jest.mocked(request).mockClear();
  jest.mocked(servedReceipt).mockReturnValueOnce(undefined);
  expect(await reportRemoteFailure({ remote: 'mfe_menu', version: 'b', stage: 'chunk' })).toBeNull();
  expect(request).not.toHaveBeenCalled();
});
