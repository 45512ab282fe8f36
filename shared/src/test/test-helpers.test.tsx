import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { useUnit } from 'effector-react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { apiConfig } from '../api/config';
import { $language, languageChanged } from '../model/i18n';
import { $orderId } from '../model/order';
import { $tabId, tabStarted } from '../model/tab';
import { $venue, $venueStatus } from '../model/venue';
import { makeOrder, makeVenue } from './fixtures';
import { renderWithProviders, resetStore, startTestApp } from '.';

function Probe() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useUnit($language);
  const state = location.state as { reference?: string } | null;
  return (
    <Button>
      {t('common.cancel')} {location.pathname}
      {location.search} {language} {state?.reference ?? ''}
    </Button>
  );
}

function SlugProbe() {
  const { slug } = useParams();
  return <p>slug {slug}</p>;
}

beforeEach(resetStore);

describe('renderWithProviders', () => {
  it('renders with theme, i18n, router and the global store', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/menu?type=view', routeState: { reference: 'A7' } });
    const button = screen.getByRole('button', { name: 'Cancel /menu?type=view en A7' });
    await user.click(button);
    await act(async () => {
      languageChanged('es');
    });
    expect(await screen.findByRole('button', { name: 'Cancelar /menu?type=view es A7' })).toBeInTheDocument();
  });

  it('matches a route pattern for pages that read params', () => {
    renderWithProviders(<SlugProbe />, { route: '/enter-table/venue-1', path: '/enter-table/:slug' });
    expect(screen.getByText('slug venue-1')).toBeInTheDocument();
  });

  it('configures the API client for the test API and venue', () => {
    process.env.TABULA_API_URL = 'http://127.0.0.1:9';
    renderWithProviders(<p />, { venueSlug: 'bistro' });
    expect(apiConfig()).toEqual({ baseUrl: 'http://127.0.0.1:9', venueSlug: 'bistro' });
    delete process.env.TABULA_API_URL;
  });

  it('uses a forked scope when given one', async () => {
    const scope = fork();
    await allSettled(languageChanged, { scope, params: 'gr' });
    renderWithProviders(<Probe />, { scope });
    expect(screen.getByRole('button', { name: /^Ακύρωση \/ gr/ })).toBeInTheDocument();
    expect($language.getState()).toBe('en');
  });
});

describe('resetStore', () => {
  it('forgets state, storage and language', async () => {
    tabStarted({ tab_uuid: 't', tab_link: 'l', order_uuid: 'o' });
    languageChanged('gr');
    expect(localStorage.getItem('tabId')).toBe('t');
    await resetStore();
    expect($tabId.getState()).toBeNull();
    expect($language.getState()).toBe('en');
    expect(localStorage.getItem('tabId')).toBeNull();
  });
});

describe('startTestApp', () => {
  let server: Server;
  const venue = makeVenue({ uuid: 'venue-1' });
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${String(req.headers['x-venue-slug'])}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      const details = req.url?.endsWith('/details/');
      res.end(
        JSON.stringify(req.url === '/menu-details/' ? venue : details ? makeOrder({ order_uuid: 'created' }) : { order_uuid: 'created' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.TABULA_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    delete process.env.TABULA_API_URL;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('loads the venue, creates the order and fetches its details before resolving', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    expect($venueStatus.getState()).toBe('ready');
    expect($venue.getState()?.uuid).toBe('venue-1');
    expect($orderId.getState()).toBe('created');
    expect(seen).toEqual(['GET /menu-details/ bistro', 'POST /api/order/create/ bistro', 'GET /api/order/created/details/ bistro']);
  });
});
