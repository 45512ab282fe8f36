import { request } from '@tabula/shared';
import { reportRemoteFailure } from './reportFailure';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

const sent = () => jest.mocked(request).mock.lastCall?.[0];

it('reports the remote, its version and the stage that failed', async () => {
  const body = { remote: 'mfe_menu' as const, version: 'b', stage: 'chunk' as const };
  await reportRemoteFailure(body);
  expect(sent()).toEqual({ method: 'POST', path: '/api/remotes/failures', body });
});
