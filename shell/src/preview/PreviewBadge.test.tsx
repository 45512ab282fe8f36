// The shell registers its texts at bootstrap, which a test of one screen does not run.
import '../texts';
import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { renderWithProviders, translationProblems } from '@tabula/shared/test';
import { remoteVersionFailed } from '../remotes/model';
import type { PinnedBuild } from '../remotes/registryFile';
import { exitPreviewFx } from './model';
import { PreviewBadge } from './PreviewBadge';
import { PreviewEnded } from './PreviewEnded';
import { previewTexts } from './texts';

const PREVIEW: PinnedBuild = { remote: 'mfe_menu', version: 'v2', entry: 'http://localhost:8081/v2/mf-manifest.json', by: 'preview' };
const OVERRIDE: PinnedBuild = { remote: 'mfe_tab', version: 'override', entry: 'http://localhost:3001/mf-manifest.json', by: 'override' };

describe('PreviewBadge', () => {
  it('is worded in every language', () => {
    expect(translationProblems(previewTexts)).toEqual([]);
  });

  it('names what this browser previews and overrides', () => {
    renderWithProviders(<PreviewBadge pinned={[PREVIEW, OVERRIDE]} />, { scope: fork() });
    const badge = screen.getByRole('complementary', { name: 'Unreleased versions in this browser' });
    expect(badge).toHaveTextContent('Preview: mfe_menu v2 · Override: mfe_tab ← localhost:3001');
    expect(screen.getByRole('button', { name: 'Exit' })).toBeVisible();
  });

  it('shows nothing to a guest, whose page pins nothing, nor for pins it cannot read', () => {
    renderWithProviders(<PreviewBadge pinned={[]} />, { scope: fork() });
    expect(screen.queryByRole('complementary')).toBeNull();
    renderWithProviders(<PreviewBadge pinned={[{ remote: 'mfe_menu', by: 'anyone' }, 'v2', null]} />, { scope: fork() });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('hides when dismissed, leaving the preview in place', async () => {
    const exits: unknown[] = [];
    const scope = fork({ handlers: [[exitPreviewFx, (deps: unknown) => exits.push(deps)]] });
    const { user } = renderWithProviders(<PreviewBadge pinned={[PREVIEW]} />, { scope });
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('Preview: mfe_menu v2')).toBeNull();
    expect(exits).toEqual([]);
  });

  it('Exit asks the server to clear the preview, then reloads the page', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    let reloaded = false;
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await allSettled(exitPreviewFx, { scope: fork(), params: { fetchImpl, reload: () => (reloaded = true) } });
    expect(calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['DELETE /api/pinned-builds']);
    expect(reloaded).toBe(true);
  });

  it('Exit from the badge runs the exit', async () => {
    const exits: unknown[] = [];
    const scope = fork({ handlers: [[exitPreviewFx, (deps: unknown) => exits.push(deps)]] });
    const { user } = renderWithProviders(<PreviewBadge pinned={[PREVIEW]} />, { scope });
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(exits).toHaveLength(1);
  });
});

describe('PreviewBadge, when a pinned build is not what runs', () => {
  it('says which previewed version the API stopped, and why', () => {
    renderWithProviders(<PreviewBadge pinned={[{ ...PREVIEW, stopped: 'Stopped by maria: prices wrong' }]} />, { scope: fork() });
    expect(screen.getByRole('complementary', { name: 'Unreleased versions in this browser' })).toHaveTextContent(
      'Preview: mfe_menu v2 (stopped: Stopped by maria: prices wrong)',
    );
  });

  it('says an override failed and the page runs the default, once its version failed to load', async () => {
    const scope = fork();
    renderWithProviders(<PreviewBadge pinned={[PREVIEW, OVERRIDE]} />, { scope });
    const badge = screen.getByRole('complementary', { name: 'Unreleased versions in this browser' });
    expect(badge).toHaveTextContent('Preview: mfe_menu v2 · Override: mfe_tab ← localhost:3001');
    // Another remote's failure, or the previewed version's, is not the override's.
    await act(() => allSettled(remoteVersionFailed, { scope, params: { remote: 'mfe_menu', version: 'v2', stage: 'load' } }));
    expect(badge).toHaveTextContent('Preview: mfe_menu v2 · Override: mfe_tab ← localhost:3001');
    await act(() => allSettled(remoteVersionFailed, { scope, params: { remote: 'mfe_tab', version: 'override', stage: 'load' } }));
    expect(badge).toHaveTextContent('Preview: mfe_menu v2 · Override failed: mfe_tab ← localhost:3001, running the default');
    expect(badge).not.toHaveTextContent('Override: mfe_tab');
  });
});

describe('PreviewEnded', () => {
  it('says the preview link ended and the page is what every guest gets, until hidden', async () => {
    const { user } = renderWithProviders(<PreviewEnded />, { scope: fork() });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This preview link has ended (it expired or was revoked): you see what every guest sees.',
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
