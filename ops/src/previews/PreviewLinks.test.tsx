import { act, screen, within } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { renderWithProviders } from '@tabula/shared/test';
import type { OpsResult } from '../opsApi';
import { createPreviewsModel } from './model';
import { PreviewLinks } from './PreviewLinks';
import type { PreviewLink } from '@tabula/shared';
import type { PreviewsApi } from './previewsApi';

const NOW = '2026-12-06T12:00:00.000Z';

const link = (id: number, more: Partial<PreviewLink> = {}): PreviewLink => ({
  id,
  remotes: [{ remote: 'mfe_menu', version: 'v2' }],
  venue: 'bistro',
  path: '/menu',
  created_by: 'maria',
  created_at: '2026-12-06T10:00:00.000Z',
  expires_at: '2026-12-07T10:00:00.000Z',
  revoked_at: null,
  revoked_by: null,
  ...more,
});

const ok = <T,>(body: T): OpsResult<T> => ({ ok: true, body });

/** An API whose links are a list the test holds: a revoke marks one revoked, as the server does. */
function fakeApi(links: PreviewLink[], revokeAnswer?: OpsResult<unknown>) {
  const calls: string[] = [];
  const api: PreviewsApi = {
    list: async (token) => {
      calls.push(`list ${token}`);
      return ok({ previews: links.map((l) => ({ ...l })) });
    },
    revoke: async (token, id) => {
      calls.push(`revoke ${id} ${token}`);
      if (revokeAnswer) return revokeAnswer;
      const revoked = links.find((l) => l.id === id) as PreviewLink;
      Object.assign(revoked, { revoked_at: '2026-12-06T12:01:00.000Z', revoked_by: 'admin' });
      return ok(null);
    },
  };
  return { api, calls };
}

function setUp(api: PreviewsApi, token: string | null = 'the-ops-token') {
  const page = { $token: createStore<string | null>(token), reloaded: createEvent<unknown>() };
  const model = createPreviewsModel(api, page);
  const scope = fork();
  return { page, model, scope };
}

describe('PreviewLinks', () => {
  it('lists each link with its versions, who made it, where it opens, until when, and whether it still opens', async () => {
    const { api } = fakeApi([
      link(3, { remotes: [{ remote: 'mfe_menu', version: 'v3', stopped: 'Stopped by maria: prices wrong' }] }),
      link(2, { revoked_at: '2026-12-06T11:00:00.000Z', revoked_by: 'joan' }),
      link(1, { expires_at: '2026-12-06T11:59:00.000Z', venue: null, path: '/' }),
    ]);
    const { page, model, scope } = setUp(api);
    await allSettled(page.reloaded, { scope, params: null });
    renderWithProviders(<PreviewLinks model={model} now={NOW} />, { scope });

    const [live, revoked, expired] = within(screen.getByRole('region', { name: 'Preview links' })).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect([live, revoked, expired].map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Link 3: mfe_menu v3',
      'Link 2: mfe_menu v2',
      'Link 1: mfe_menu v2',
    ]);
    expect(live).toHaveTextContent('Open');
    expect(live).toHaveTextContent('mfe_menu v3 was stopped: Stopped by maria: prices wrong');
    expect(live).toHaveTextContent('Made by maria at 2026-12-06 10:00');
    expect(live).toHaveTextContent('Opens /menu at bistro');
    expect(live).toHaveTextContent('Expires 2026-12-07 10:00');
    expect(within(live).getByRole('button', { name: 'Revoke link 3' })).toBeEnabled();

    expect(revoked).toHaveTextContent('Revoked by joan at 2026-12-06 11:00');
    expect(within(revoked).queryByRole('button')).toBeNull();
    // Expired while the page was open: nothing left to revoke.
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('Opens /');
    expect(within(expired).queryByRole('button')).toBeNull();
  });

  it('revokes only once the operator confirms, then shows the link revoked', async () => {
    const { api, calls } = fakeApi([link(7)]);
    const { page, model, scope } = setUp(api);
    await allSettled(page.reloaded, { scope, params: null });
    const { user } = renderWithProviders(<PreviewLinks model={model} now={NOW} />, { scope });

    await user.click(screen.getByRole('button', { name: 'Revoke link 7' }));
    const confirm = screen.getByRole('group', { name: 'Revoke link 7' });
    expect(confirm).toHaveTextContent('Revoke link 7? Every browser that opened it gets what every guest gets from its next page on.');
    expect(calls).toEqual(['list the-ops-token']);

    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: 'Revoke link 7' })).toBeNull();
    expect(calls).toEqual(['list the-ops-token']);

    await user.click(screen.getByRole('button', { name: 'Revoke link 7' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link 7 is revoked.');
    // The list is read again, so it shows the revoke as the API recorded it.
    expect(calls).toEqual(['list the-ops-token', 'revoke 7 the-ops-token', 'list the-ops-token']);
    expect(screen.getByRole('listitem')).toHaveTextContent('Revoked by admin at 2026-12-06 12:01');
    expect(screen.queryByRole('button', { name: 'Revoke link 7' })).toBeNull();
  });

  it('says why the API refused a revoke', async () => {
    const { api } = fakeApi([link(9)], { ok: false, problem: 'failed', status: 404, message: 'No preview link 9' });
    const { page, model, scope } = setUp(api);
    await allSettled(page.reloaded, { scope, params: null });
    await allSettled(model.revokeClicked, { scope, params: 9 });
    await allSettled(model.revokeConfirmed, { scope });
    renderWithProviders(<PreviewLinks model={model} now={NOW} />, { scope });
    expect(screen.getByRole('alert')).toHaveTextContent('No preview link 9');
  });

  it('says when there is no link, reads nothing before sign-in, and forgets the links at sign-out', async () => {
    const { api, calls } = fakeApi([]);
    const signedOut = setUp(api, null);
    await allSettled(signedOut.page.reloaded, { scope: signedOut.scope, params: null });
    expect(calls).toEqual([]);

    const { page, model, scope } = setUp(api);
    await allSettled(page.reloaded, { scope, params: null });
    renderWithProviders(<PreviewLinks model={model} now={NOW} />, { scope });
    expect(screen.getByText('No preview link is open.')).toBeVisible();
    await act(() => allSettled(page.$token, { scope, params: null }));
    expect(screen.queryByText('No preview link is open.')).toBeNull();
  });
});
