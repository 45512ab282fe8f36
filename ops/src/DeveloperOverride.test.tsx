import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, createEvent } from 'effector';
import { MantineProvider } from '@mantine/core';
import { DeveloperOverride } from './DeveloperOverride';
import type { OverrideRequest } from '@tabula/shared';
import { createOverrideModel, overrideFromQuery, setOverride, type SetOverride } from './overrideModel';

const DEV = 'http://localhost:3001/mf-manifest.json';

function renderForm(search: string, set: SetOverride) {
  const ops = { $token: createStore<string | null>('the-ops-token-0123456789'), signedOut: createEvent() };
  const model = createOverrideModel(ops, overrideFromQuery(search), set);
  render(
    <MantineProvider>
      <DeveloperOverride model={model} remotes={['mfe_checkout', 'mfe_menu', 'mfe_tab']} />
    </MantineProvider>,
  );
}

describe('DeveloperOverride', () => {
  it('is filled in from the link npm run dev prints, and applied only when the operator says so', async () => {
    const sent: [string, OverrideRequest][] = [];
    renderForm(`?override=mfe_menu&entry=${encodeURIComponent(DEV)}`, async (token, request) => {
      sent.push([token, request]);
      return { ok: true, overrides: [request] };
    });
    expect(screen.getByRole('combobox', { name: 'Remote' })).toHaveValue('mfe_menu');
    expect(screen.getByRole('textbox', { name: 'Entry (mf-manifest.json URL)' })).toHaveValue(DEV);
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Override in this browser' }));
    expect(sent).toEqual([['the-ops-token-0123456789', { remote: 'mfe_menu', entry: DEV }]]);
    expect(await screen.findByRole('status')).toHaveTextContent(`This browser now loads mfe_menu from ${DEV}.`);
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/menu');
  });

  it('says why the API refused an override', async () => {
    renderForm('', async () => ({ ok: false, message: 'Unknown remote mfe_nope' }));
    expect(screen.getByRole('combobox', { name: 'Remote' })).toHaveValue('mfe_checkout');
    await userEvent.type(screen.getByRole('textbox', { name: 'Entry (mf-manifest.json URL)' }), DEV);
    await userEvent.click(screen.getByRole('button', { name: 'Override in this browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown remote mfe_nope');
  });

  it('shows the API refusing an origin OVERRIDE_ORIGINS does not name, with the list, and applies nothing', async () => {
    const refusal =
      'https://evil.example is not an origin OVERRIDE_ORIGINS allows (http://localhost:*, http://127.0.0.1:*): an override loads only from those';
    const sent: unknown[] = [];
    const original = global.fetch;
    global.fetch = (async (url: string, init: RequestInit) => {
      sent.push([url, init.method, JSON.parse(String(init.body))]);
      return new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', code: 'invalid_request', message: refusal }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      renderForm(`?override=mfe_menu&entry=${encodeURIComponent('https://evil.example/mf-manifest.json')}`, setOverride);
      await userEvent.click(screen.getByRole('button', { name: 'Override in this browser' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Open the app' })).toBeNull();
      expect(sent).toEqual([['/api/ops/overrides', 'POST', { remote: 'mfe_menu', entry: 'https://evil.example/mf-manifest.json' }]]);
    } finally {
      global.fetch = original;
    }
  });
});
